import { type BillableHour, HOURS_APPROVAL_DAYS } from '@maatwerk/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { staffMembers, timeEntries, userStories, users } from '../../db/schema.ts';
import { toApproval } from './approval.ts';
import { type ApprovedEntry, billApprovedMinutes } from './bill.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Time entries with their order, the staff member's and the answering person's names. */
export const loadEntries = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      entry: timeEntries,
      customerId: userStories.customerId,
      orderTitle: userStories.title,
      staffName: staffMembers.name,
      answeredBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(timeEntries)
    .innerJoin(userStories, eq(userStories.id, timeEntries.userStoryId))
    .innerJoin(staffMembers, eq(staffMembers.id, timeEntries.staffId))
    .leftJoin(users, eq(users.id, timeEntries.answeredByUserId))
    .where(where)
    .orderBy(desc(timeEntries.workedOn), desc(timeEntries.id));

export type LoadedEntry = Awaited<ReturnType<typeof loadEntries>>[number];

export const toBillableHour = ({ entry, orderTitle, staffName, answeredBy }: LoadedEntry): BillableHour => ({
  id: entry.id,
  order: { id: entry.userStoryId, title: orderTitle },
  staff_name: staffName,
  worked_on: entry.workedOn,
  minutes: entry.minutes,
  note: entry.note,
  approval: toApproval(entry, answeredBy),
  approve_by:
    entry.approvalState === 'ingediend' && entry.submittedAt
      ? new Date(entry.submittedAt.getTime() + HOURS_APPROVAL_DAYS * DAY_MS).toISOString()
      : null,
});

/**
 * Bills entries that were just approved, grouped per customer, through billApprovedMinutes: the
 * single way approved minutes reach the pro-forma lines.
 */
export const billApprovedEntries = async (tx: Tx, entryIds: readonly number[], now: Date): Promise<void> => {
  if (entryIds.length === 0) return;
  const loaded = await loadEntries(tx, and(inArray(timeEntries.id, [...entryIds])));
  const byCustomer = new Map<number, ApprovedEntry[]>();
  for (const row of loaded) {
    if (row.entry.approvalState !== 'goedgekeurd') continue;
    const list = byCustomer.get(row.customerId) ?? [];
    list.push({
      id: row.entry.id,
      minutes: row.entry.minutes,
      workedOn: row.entry.workedOn,
      orderTitle: row.orderTitle,
      staffName: row.staffName,
    });
    byCustomer.set(row.customerId, list);
  }
  for (const [customerId, entries] of byCustomer) await billApprovedMinutes(tx, { customerId, entries, now });
};
