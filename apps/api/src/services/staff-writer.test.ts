import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createCustomer, createStaffMember } from '../db/factories/index.ts';
import { auditLog, customers, domains, subscriptions } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createCustomer as staffCreateCustomer } from './staff-customers/customers.ts';
import { addDayOff } from './staff-reservations/schedule.ts';
import { domainService, subscriptionService } from './staff-services/services.ts';
import type { StaffWriter } from './staff-writer.ts';

// The routes let only the contract's roles in; the services that write refuse any other role too,
// so that a route wired to the wrong list, or a caller outside a route, cannot write.
describe('staff writes checked by role in the service', () => {
  let database: Database;
  const writer = async (role: StaffWriter['role']): Promise<StaffWriter> => {
    const member = await createStaffMember(database.db, { role });
    return { staffId: member.id, address: '127.0.0.1', role };
  };
  const rows = async (table: typeof customers | typeof domains | typeof subscriptions | typeof auditLog) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('refuses financieel for customers, services and time, and ontwikkelaar for subscriptions, writing nothing', async () => {
    const customer = await createCustomer(database.db);
    const finance = await writer('financieel');
    const developer = await writer('ontwikkelaar');
    const before = { customers: await rows(customers), audit: await rows(auditLog) };
    await expect(
      staffCreateCustomer(database.db, finance, { name: 'Nieuw B.V.' } as never),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      domainService.create(database.db, finance, customer.id, { name: 'nieuw-voorbeeld.nl' } as never),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      subscriptionService.create(database.db, developer, customer.id, { description: 'Hosting' } as never),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      addDayOff(database.db, finance, { from: '2031-01-02', to: '2031-01-02' } as never),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await rows(customers)).toBe(before.customers);
    expect(await rows(domains)).toBe(0);
    expect(await rows(subscriptions)).toBe(0);
    expect(await rows(auditLog)).toBe(before.audit);
  });
});
