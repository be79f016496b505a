import { HOURS_APPROVAL_DAYS } from '@maatwerk/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timeEntries } from '../../db/schema.ts';
import { billApprovedEntries } from './load.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Approves the entries submitted more than the approval days ago that nobody answered, and bills
 * them, in one transaction. The conditional UPDATE (still 'ingediend') takes each row once: a
 * second instance running at the same moment waits on the row locks and then finds nothing left.
 */
export const autoApproveHours = async (db: Db, now: Date): Promise<number> => {
  const before = new Date(now.getTime() - HOURS_APPROVAL_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const approved = await tx
      .update(timeEntries)
      .set({ approvalState: 'goedgekeurd', answeredAt: now, approvedAutomatically: true })
      .where(and(eq(timeEntries.approvalState, 'ingediend'), lte(timeEntries.submittedAt, before)))
      .returning({ id: timeEntries.id });
    await billApprovedEntries(
      tx,
      approved.map((row) => row.id),
      now,
    );
    return approved.length;
  });
};
