import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createCustomer, createInvoice } from '../../db/factories/index.ts';
import { invoiceReminders } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { queueInvoiceReminders } from './queue.ts';

// Noon in Amsterdam on 30 November 2026; reminders at 7 and 21 days past the due date.
const now = new Date('2026-11-30T11:00:00Z');
const days = [7, 21] as const;

describe('the reminders due, chosen in the database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it('claims only the invoices due a reminder today, each at its level', async () => {
    const { db } = database;
    const customerId = (await createCustomer(db)).id;
    const line = [{ description: 'Onderhoud', quantity: 100, unitPriceCents: 10_000 }];
    const invoice = (dueOn: string, paidOn?: string) =>
      createInvoice(db, { customerId, issuedOn: '2026-10-01', dueOn, paidOn, lines: line });
    const remind = (invoiceId: number, level: number, createdAt: string) =>
      db.insert(invoiceReminders).values({ invoiceId, level, createdAt: new Date(createdAt) });

    const eightDaysLate = await invoice('2026-11-22');
    await invoice('2026-11-24');
    await invoice('2026-11-15', '2026-11-20');
    const credited = await invoice('2026-11-01');
    await createInvoice(db, {
      customerId,
      kind: 'creditfactuur',
      number: 'C2026-0001',
      creditsInvoiceId: credited.id,
      issuedOn: '2026-11-02',
      lines: [{ ...line[0]!, quantity: -100 }],
    });
    // 22 days late; the first reminder at 23:30 in Amsterdam on 16 November, 14 days ago: the second.
    const secondDue = await invoice('2026-11-08');
    await remind(secondDue.id, 1, '2026-11-16T22:30:00Z');
    // The same, but the first reminder at 00:30 on 17 November in Amsterdam: 13 days ago, not yet.
    const firstTooRecent = await invoice('2026-11-08');
    await remind(firstTooRecent.id, 1, '2026-11-16T23:30:00Z');
    const remindedTwice = await invoice('2026-11-08');
    await remind(remindedTwice.id, 1, '2026-11-15T09:00:00Z');
    await remind(remindedTwice.id, 2, '2026-11-29T09:00:00Z');
    // 20 days late: the second term is not there yet.
    const beforeSecondTerm = await invoice('2026-11-10');
    await remind(beforeSecondTerm.id, 1, '2026-11-01T09:00:00Z');

    expect(await queueInvoiceReminders(db, days, now)).toBe(2);
    const claimed = await db.select().from(invoiceReminders);
    expect(
      claimed
        .filter((row) => row.createdAt.getTime() === now.getTime())
        .map((row) => [row.invoiceId, row.level])
        .sort(([a], [b]) => a! - b!),
    ).toEqual([
      [eightDaysLate.id, 1],
      [secondDue.id, 2],
    ]);
    // Run again, on this or another instance: nothing is due twice.
    expect(await queueInvoiceReminders(db, days, now)).toBe(0);
  });
});
