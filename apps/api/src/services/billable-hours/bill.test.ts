import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  createCustomer,
  createStaffMember,
  createTimeEntry,
  createUserStory,
} from '../../db/factories/index.ts';
import { proFormaLines } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { type ApprovedEntry, billApprovedMinutes } from './index.ts';

describe('billApprovedMinutes: the one way approved minutes are billed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("writes one pro-forma line per entry at the customer's rate, and nothing for an entry billed before", async () => {
    const { db } = database;
    const customer = await createCustomer(db, { name: 'Uurtarief B.V.', hourlyRateCents: 8_000 });
    const staff = await createStaffMember(db, { role: 'ontwikkelaar' });
    const order = await createUserStory(db, { customerId: customer.id, title: 'Zoekfunctie' });
    const entry = await createTimeEntry(db, {
      userStoryId: order.id,
      staffId: staff.id,
      workedOn: '2026-11-03',
      minutes: 50,
      approvalState: 'goedgekeurd',
    });
    const approved: ApprovedEntry = {
      id: entry.id,
      minutes: 50,
      workedOn: '2026-11-03',
      orderTitle: 'Zoekfunctie',
      staffName: 'Sanne',
    };
    const now = new Date('2026-11-30T11:00:00Z');
    const first = await db.transaction((tx) =>
      billApprovedMinutes(tx, { customerId: customer.id, entries: [approved], now }),
    );
    const second = await db.transaction((tx) =>
      billApprovedMinutes(tx, { customerId: customer.id, entries: [approved], now }),
    );
    expect(first).toEqual([entry.id]);
    expect(second).toEqual([]);
    const lines = await db.select().from(proFormaLines).where(eq(proFormaLines.customerId, customer.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      description: 'Zoekfunctie: 3 nov 2026, Sanne',
      quantity: 83,
      unitPriceCents: 8_000,
      vatRate: 21,
    });
  });
});
