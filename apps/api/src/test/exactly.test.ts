import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactly } from './exactly.ts';

/** A contract object in small: what an answer may hold, nested objects included. */
const Order = z.object({
  id: z.number().int(),
  title: z.string(),
  closed_at: z.string().nullable(),
  customer: z.object({ name: z.string() }),
});

const order = { id: 1, title: 'Nieuwe webshop', closed_at: null, customer: { name: 'Bakkerij Jansen' } };

describe('exactly', () => {
  it('passes an answer that holds what the contract names', () => {
    expect(exactly(Order, order)).toEqual(order);
  });

  it('fails an answer with a column the contract does not name', () => {
    expect(() => exactly(Order, { ...order, customer_id: 7 })).toThrow(/keys the contract does not name/);
    expect(() => exactly(Order.array(), [order, { ...order, description_html: '<p>x</p>' }])).toThrow();
  });

  it('fails a nested object with a column the contract does not name', () => {
    expect(() => exactly(Order, { ...order, customer: { name: 'Bakkerij Jansen', iban: 'NL91' } })).toThrow(
      /keys the contract does not name/,
    );
  });
});
