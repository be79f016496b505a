import { describe, expect, it } from 'vitest';
import { orderedTwice } from './cart-orders.ts';

describe('orderedTwice: the unique index that keeps one open order per name', () => {
  it('names the domain of a refused duplicate, wherever the driver put the database error', () => {
    const pgError = {
      code: '23505',
      constraint: 'domain_orders_open_name_unique',
      detail: 'Key (name)=(tegelijk.nl) already exists.',
    };
    expect(orderedTwice(pgError)).toBe('tegelijk.nl');
    // Drizzle wraps the driver's error; PGlite calls the constraint constraint_name and may give no detail.
    expect(orderedTwice(new Error('Failed query', { cause: pgError }))).toBe('tegelijk.nl');
    expect(orderedTwice({ code: '23505', constraint_name: 'domain_orders_open_name_unique' })).toBe('');
  });

  it('leaves every other error alone', () => {
    expect(orderedTwice({ code: '23505', constraint: 'domains_name_unique' })).toBeUndefined();
    expect(orderedTwice(new Error('verbinding verbroken'))).toBeUndefined();
  });
});
