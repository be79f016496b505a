import {
  type BillableHour,
  HOURS_ALREADY_ANSWERED_MESSAGE,
  HOURS_NOT_FOUND_MESSAGE,
  HOURS_TEAM,
  type HourApprovalState,
  mayMoveHours,
} from '@maatwerk/contract';
import { and, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { timeEntries, userStories } from '../../db/schema.ts';
import { addMonths } from '../../lib/dates.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notifyStaff } from '../staff-notifications/record.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { billApprovedEntries, loadEntries, toBillableHour } from './load.ts';

/** The customer's entries the provider submitted: everything but those still being logged. */
const submittedOf = (customerId: number): SQL =>
  and(eq(userStories.customerId, customerId), ne(timeEntries.approvalState, 'nieuw'))!;

export const listBillableHours = async (
  db: Db,
  caller: TeamCaller,
  query: { order_id?: number | undefined; month?: string | undefined; state?: HourApprovalState | undefined },
): Promise<BillableHour[]> => {
  const customerId = customerFor(caller, HOURS_TEAM);
  const filters: SQL[] = [submittedOf(customerId)];
  if (query.order_id !== undefined) filters.push(eq(timeEntries.userStoryId, query.order_id));
  if (query.month !== undefined) {
    const first = `${query.month}-01`;
    filters.push(gte(timeEntries.workedOn, first), lt(timeEntries.workedOn, addMonths(first, 1)));
  }
  if (query.state !== undefined) filters.push(eq(timeEntries.approvalState, query.state));
  return (await loadEntries(db, and(...filters))).map(toBillableHour);
};

/**
 * Locks the caller's submitted entries by id: 404 when one is not theirs (or does not exist), 409
 * when one was answered already, so a double click or a colleague's answer changes nothing twice.
 */
const lockUnanswered = async (tx: Tx, customerId: number, ids: number[]) => {
  const rows = await tx
    .select({ id: timeEntries.id, state: timeEntries.approvalState })
    .from(timeEntries)
    .innerJoin(userStories, eq(userStories.id, timeEntries.userStoryId))
    .where(and(inArray(timeEntries.id, ids), submittedOf(customerId)))
    .for('update', { of: timeEntries });
  if (rows.length !== new Set(ids).size) throw new HttpError('not_found', HOURS_NOT_FOUND_MESSAGE);
  if (rows.some((row) => !mayMoveHours(row.state, 'goedgekeurd')))
    throw new HttpError('conflict', HOURS_ALREADY_ANSWERED_MESSAGE);
};

/** Approves submitted entries at once; each becomes a pro-forma line in the same transaction. */
export const approveHours = async (
  db: Db,
  caller: TeamCaller,
  body: { entry_ids: number[] },
  now = new Date(),
): Promise<BillableHour[]> => {
  const customerId = customerFor(caller, HOURS_TEAM);
  const ids = [...new Set(body.entry_ids)];
  await db.transaction(async (tx) => {
    await lockUnanswered(tx, customerId, ids);
    await tx
      .update(timeEntries)
      .set({ approvalState: 'goedgekeurd', answeredAt: now, answeredByUserId: caller.userId })
      .where(and(inArray(timeEntries.id, ids), eq(timeEntries.approvalState, 'ingediend')));
    await billApprovedEntries(tx, ids, now);
  });
  return (await loadEntries(db, inArray(timeEntries.id, ids))).map(toBillableHour);
};

/** Disputes one submitted entry; the comment tells the provider what to correct. */
export const disputeHour = async (
  db: Db,
  caller: TeamCaller,
  id: number,
  comment: string,
  now = new Date(),
): Promise<BillableHour> => {
  const customerId = customerFor(caller, HOURS_TEAM);
  await db.transaction(async (tx) => {
    await lockUnanswered(tx, customerId, [id]);
    await tx
      .update(timeEntries)
      .set({
        approvalState: 'betwist',
        answeredAt: now,
        answeredByUserId: caller.userId,
        disputeComment: comment,
      })
      .where(and(eq(timeEntries.id, id), eq(timeEntries.approvalState, 'ingediend')));
    const [order] = await tx
      .select({ id: userStories.id, title: userStories.title, assigneeStaffId: userStories.assigneeStaffId })
      .from(timeEntries)
      .innerJoin(userStories, eq(userStories.id, timeEntries.userStoryId))
      .where(eq(timeEntries.id, id));
    await notifyStaff(tx, {
      kind: 'hours_disputed',
      customerId,
      order: { id: order!.id, assigneeStaffId: order!.assigneeStaffId },
      detail: `${order!.title} (${comment})`,
    });
  });
  const [row] = await loadEntries(db, eq(timeEntries.id, id));
  return toBillableHour(row!);
};
