import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  createCustomer,
  createHourBundle,
  createStaffMember,
  createTimeEntry,
  createUserStory,
} from '../../db/factories/index.ts';
import { hourBundles, hourBundleUsages, proFormaLines } from '../../db/schema.ts';
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

  it('draws approved hours from a bought bundle first and bills only the rest, once', async () => {
    const { db } = database;
    const customer = await createCustomer(db, { name: 'Strippen B.V.', hourlyRateCents: 9_000 });
    const bundle = await createHourBundle(db, {
      customerId: customer.id,
      description: 'Strippenkaart 2 uur',
      hours: 2,
      priceCents: 17_000,
      issuedOn: '2026-11-02',
      usages: [],
    });
    const staff = await createStaffMember(db, { role: 'ontwikkelaar' });
    const order = await createUserStory(db, { customerId: customer.id, title: 'Koppeling' });
    const entries: ApprovedEntry[] = [];
    for (const [workedOn, minutes] of [
      ['2026-11-03', 90],
      ['2026-11-04', 60],
    ] as const) {
      const entry = await createTimeEntry(db, {
        userStoryId: order.id,
        staffId: staff.id,
        workedOn,
        minutes,
        approvalState: 'goedgekeurd',
      });
      entries.push({ id: entry.id, minutes, workedOn, orderTitle: 'Koppeling', staffName: 'Sanne' });
    }
    const now = new Date('2026-11-30T11:00:00Z');
    const bill = () =>
      db.transaction((tx) => billApprovedMinutes(tx, { customerId: customer.id, entries, now }));
    expect(await bill()).toEqual(entries.map((entry) => entry.id));
    expect(await bill()).toEqual([]);

    // 90 minutes and the first 30 of the next entry from the bundle; 30 minutes billed.
    const [after] = await db.select().from(hourBundles).where(eq(hourBundles.id, bundle.id));
    expect(after).toMatchObject({ usedMinutes: 120 });
    const usages = await db.select().from(hourBundleUsages).where(eq(hourBundleUsages.bundleId, bundle.id));
    expect(usages.map((usage) => usage.minutes).sort()).toEqual([30, 90]);
    const lines = await db.select().from(proFormaLines).where(eq(proFormaLines.customerId, customer.id));
    expect(lines).toEqual([
      expect.objectContaining({
        description: 'Koppeling: 4 nov 2026, Sanne (na aftrek van je strippenkaart)',
        quantity: 50,
        unitPriceCents: 9_000,
        timeEntryId: entries[1]!.id,
      }),
    ]);
  });
});
