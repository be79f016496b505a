import { HOURS_APPROVAL_DAYS } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createStaffMember,
  createTimeEntry,
  createUserStory,
} from '../../db/factories/index.ts';
import { proFormaLines, timeEntries } from '../../db/schema.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-30T11:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('automatic approval of unanswered hours with two API instances on one database', () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await startTwoInstances();
  });
  afterAll(() => two.close());

  const runBoth = (at: Date) => two.runBoth('hours-auto-approval', at);

  it('approves entries unanswered for the approval days once, and bills each once', async () => {
    const { db } = two;
    const customer = await createCustomer(db, { name: 'Stil B.V.' });
    const staff = await createStaffMember(db, { role: 'ontwikkelaar' });
    const order = await createUserStory(db, { customerId: customer.id, title: 'Nieuwe webshop' });
    const entry = (submittedAt: Date | null, state: 'ingediend' | 'betwist' | 'nieuw' = 'ingediend') =>
      createTimeEntry(db, {
        userStoryId: order.id,
        staffId: staff.id,
        workedOn: '2026-11-02',
        minutes: 120,
        approvalState: state,
        submittedAt,
      });
    const overdue = await entry(daysAgo(HOURS_APPROVAL_DAYS + 1));
    const fresh = await entry(daysAgo(HOURS_APPROVAL_DAYS - 1));
    const disputed = await entry(daysAgo(HOURS_APPROVAL_DAYS + 3), 'betwist');

    await runBoth(now);
    await runBoth(now);

    const state = async (id: number) =>
      (await db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0]!;
    expect(await state(overdue.id)).toMatchObject({
      approvalState: 'goedgekeurd',
      approvedAutomatically: true,
    });
    expect((await state(fresh.id)).approvalState).toBe('ingediend');
    expect((await state(disputed.id)).approvalState).toBe('betwist');
    const lines = await db.select().from(proFormaLines).where(eq(proFormaLines.customerId, customer.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ timeEntryId: overdue.id, quantity: 200, unitPriceCents: 9_500 });

    // Two days later the fresh one is overdue too; still one line per entry.
    await runBoth(new Date(now.getTime() + 2 * DAY_MS));
    expect((await state(fresh.id)).approvalState).toBe('goedgekeurd');
    expect(
      await db.select().from(proFormaLines).where(eq(proFormaLines.customerId, customer.id)),
    ).toHaveLength(2);
  });

  it('approves at exactly 14 × 24 hours after submitting, not a second before, also across the change to summer time', async () => {
    const { db } = two;
    const customer = await createCustomer(db, { name: 'Precies B.V.' });
    const staff = await createStaffMember(db, { role: 'ontwikkelaar' });
    const order = await createUserStory(db, { customerId: customer.id, title: 'Rand van de termijn' });
    // Submitted on Friday 20 March 2026 at 10:00 in Amsterdam (winter time).
    const entry = await createTimeEntry(db, {
      userStoryId: order.id,
      staffId: staff.id,
      workedOn: '2026-03-19',
      minutes: 90,
      approvalState: 'ingediend',
      submittedAt: new Date('2026-03-20T09:00:00Z'),
    });
    const state = async () => (await db.select().from(timeEntries).where(eq(timeEntries.id, entry.id)))[0]!;
    const lines = () => db.select().from(proFormaLines).where(eq(proFormaLines.customerId, customer.id));

    await runBoth(new Date('2026-04-03T08:59:59Z'));
    expect((await state()).approvalState).toBe('ingediend');
    expect(await lines()).toEqual([]);

    await runBoth(new Date('2026-04-03T09:00:00Z'));
    expect(await state()).toMatchObject({
      approvalState: 'goedgekeurd',
      approvedAutomatically: true,
      answeredAt: new Date('2026-04-03T09:00:00Z'),
    });
    await runBoth(new Date('2026-04-03T09:15:00Z'));
    expect(await lines()).toEqual([expect.objectContaining({ timeEntryId: entry.id, quantity: 150 })]);
  });
});
