import { and, asc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invoiceReminders, invoices } from '../../db/schema.ts';
import { addDays, amsterdamTime, today } from '../../lib/dates.ts';
import { invoiceSums, sentBalanceSql } from '../invoice-balances.ts';
import { enqueueJob } from '../jobs.ts';

export const INVOICE_REMINDER_QUEUE = 'invoice-reminder';

/**
 * Claims the reminders that are due: the first when an invoice with something left to pay is
 * `first` days past its due date, the second at `second` days, but never sooner than the days
 * between the two after the first. Days are Amsterdam's calendar days, so a reminder goes on its
 * day also when summer time starts or ends in between (a day of 23 or 25 hours). Each claim is a
 * row with a primary key and a job on the work queue in one transaction, so any instance may run
 * this and every reminder goes once. Only the invoices due a reminder leave the database.
 */
export const queueInvoiceReminders = async (
  db: Db,
  [first, second]: readonly [number, number],
  now: Date,
): Promise<number> => {
  const day = today(now);
  const due = await remindersDue(db, [first, second], day);
  let queued = 0;
  for (const { invoiceId, level } of due) {
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(invoiceReminders)
        .values({ invoiceId, level, createdAt: now })
        .onConflictDoNothing()
        .returning({ level: invoiceReminders.level });
      if (claimed.length === 0) return 0;
      await enqueueJob(tx, {
        queue: INVOICE_REMINDER_QUEUE,
        customerId: null,
        payload: { invoiceId, level },
      });
      return 1;
    });
  }
  return queued;
};

const firstReminders = alias(invoiceReminders, 'first_reminder');
const secondReminders = alias(invoiceReminders, 'second_reminder');

/**
 * The invoices due a reminder on `day`, and which, chosen in the database: sent invoices with
 * something left to pay, past the first term and without a first reminder, or past the second
 * term with a first reminder at least the days between the two ago and no second one yet. The
 * partial index on the due date of sent invoices finds them; paid ones and those reminded twice
 * are left there.
 */
const remindersDue = async (
  db: Db,
  [first, second]: readonly [number, number],
  day: string,
): Promise<{ invoiceId: number; level: 1 | 2 }[]> => {
  const sums = invoiceSums(db);
  // The first reminder's Amsterdam day is on or before day + first - second: it was made before
  // the start of the day after.
  const firstMadeBefore = amsterdamTime(addDays(day, first - second + 1), 0);
  const rows = await db
    .select({ invoiceId: invoices.id, firstAt: firstReminders.createdAt })
    .from(invoices)
    .leftJoin(firstReminders, and(eq(firstReminders.invoiceId, invoices.id), eq(firstReminders.level, 1)))
    .leftJoin(secondReminders, and(eq(secondReminders.invoiceId, invoices.id), eq(secondReminders.level, 2)))
    .crossJoinLateral(sums.paid)
    .crossJoinLateral(sums.credited)
    .where(
      and(
        eq(invoices.status, 'sent'),
        eq(invoices.kind, 'factuur'),
        lte(invoices.dueOn, addDays(day, -first)),
        isNull(secondReminders.invoiceId),
        or(
          isNull(firstReminders.invoiceId),
          and(lte(invoices.dueOn, addDays(day, -second)), lt(firstReminders.createdAt, firstMadeBefore)),
        ),
        gt(sentBalanceSql(sums), 0),
      ),
    )
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
  return rows.map((row) => ({ invoiceId: row.invoiceId, level: row.firstAt ? 2 : 1 }));
};
