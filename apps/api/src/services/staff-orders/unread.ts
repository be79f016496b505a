import type { StaffWorkCounts } from '@maatwerk/contract';
import { and, count, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  domainOrders,
  emergencyRequests,
  staffOrderViews,
  timeEntries,
  userStories,
} from '../../db/schema.ts';

/** An order still worked on: not finished or closed. */
const isOpen = notInArray(userStories.status, ['afgerond', 'gesloten']);

// Named in full: Drizzle leaves the table off a column in a one-table select, and inside these
// subqueries a bare "id" would be the reply's.
const storyId = sql.raw('"user_stories"."id"');
const storyStatus = sql.raw('"user_stories"."status"');

/**
 * Whether an open order has a customer reply after the staff member last opened it (or that they
 * never opened): the unread marker of the work queue.
 */
export const unreadFor = (staffId: number): SQL<boolean> =>
  sql<boolean>`(${storyStatus} not in ('afgerond', 'gesloten') and exists (
    select 1 from user_story_replies r
    where r.user_story_id = ${storyId} and r.kind = 'reply' and r.from_provider = false
      and r.created_at > coalesce((
        select v.seen_at from staff_order_views v
        where v.staff_id = ${staffId} and v.user_story_id = ${storyId}
      ), '-infinity'::timestamptz)
  ))`.mapWith(Boolean);

/** The staff member opened the order now: every customer reply so far is read for them. */
export const markOrderSeen = async (db: DbOrTx, staffId: number, userStoryId: number, now = new Date()) => {
  await db
    .insert(staffOrderViews)
    .values({ staffId, userStoryId, seenAt: now })
    .onConflictDoUpdate({
      target: [staffOrderViews.staffId, staffOrderViews.userStoryId],
      set: { seenAt: now },
    });
};

/** Whether the last reply the customer sees is the customer's own: the provider owes an answer. */
const lastReplyIsCustomers = sql`coalesce((
  select not r.from_provider from user_story_replies r
  where r.user_story_id = ${storyId} and r.kind = 'reply'
  order by r.created_at desc, r.id desc limit 1
), false)`;

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** What waits for the provider, for Overzicht; the unread orders are the caller's own count. */
export const staffWorkCounts = async (db: DbOrTx, staffId: number): Promise<StaffWorkCounts> => ({
  open_orders: await countOf(db.select({ n: count() }).from(userStories).where(isOpen)),
  unanswered_replies: await countOf(
    db.select({ n: count() }).from(userStories).where(and(isOpen, lastReplyIsCustomers)),
  ),
  emergency_calls: await countOf(
    db
      .select({ n: count() })
      .from(emergencyRequests)
      .where(and(isNull(emergencyRequests.acknowledgedAt), isNull(emergencyRequests.resolvedAt))),
  ),
  hours_disputed: await countOf(
    db.select({ n: count() }).from(timeEntries).where(eq(timeEntries.approvalState, 'betwist')),
  ),
  domain_orders: await countOf(
    db
      .select({ n: count() })
      .from(domainOrders)
      .where(inArray(domainOrders.status, ['aangevraagd', 'in_behandeling'])),
  ),
  unread_orders: await countOf(db.select({ n: count() }).from(userStories).where(unreadFor(staffId))),
});
