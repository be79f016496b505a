import {
  type ServiceClock,
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrderDetail,
  type StaffOrderFilterOptions,
  type StaffOrderListQuery,
  type StaffOrderPage,
  type StaffOrderReply,
  type StaffOrderSummary,
  staffStatusTransitions,
  type TimeEntry,
} from '@maatwerk/contract';
import { and, asc, count, desc, eq, getTableName, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  customers,
  staffMembers,
  timeEntries,
  userStories,
  userStoryReplies,
  users,
} from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { threadAttachments } from '../attachments/index.ts';
import { toApproval } from '../billable-hours/approval.ts';
import { loadServiceLevelRules, orderClocks, ordersByTimeLeft } from '../service-levels/index.ts';
import { unreadFor } from './unread.ts';

type StoryRow = typeof userStories.$inferSelect;

export const staffOrderNotFound = () => new HttpError('not_found', 'Deze opdracht bestaat niet.');

const assignee = alias(staffMembers, 'assignee');
/** The customer's person who answered a submitted time entry. */
const answerer = alias(users, 'answerer');

// Drizzle leaves the table off a column in a one-table select, so the order's id is named in full.
const storyId = sql`${sql.identifier(getTableName(userStories))}.${sql.identifier(userStories.id.name)}`;
/** Replies the customer sees; internal notes are not counted. */
const customerReplyCount =
  sql<number>`(select count(*) from ${userStoryReplies} where ${userStoryReplies.userStoryId} = ${storyId} and ${userStoryReplies.kind} = 'reply')`.mapWith(
    Number,
  );

const summaryColumns = {
  id: userStories.id,
  title: userStories.title,
  status: userStories.status,
  priority: userStories.priority,
  estimateMinutes: userStories.estimateMinutes,
  timeSpentMinutes: userStories.timeSpentMinutes,
  createdAt: userStories.createdAt,
  updatedAt: userStories.updatedAt,
  customerId: customers.id,
  customerName: customers.name,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  replies: customerReplyCount,
};

const summaryQuery = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(userStories)
    .innerJoin(customers, eq(customers.id, userStories.customerId))
    .leftJoin(assignee, eq(assignee.id, userStories.assigneeStaffId));

/** The work queue's rows: the summary and whether the caller has an unread customer reply in it. */
const queueQuery = (db: DbOrTx, staffId: number) =>
  db
    .select({ ...summaryColumns, unread: unreadFor(staffId) })
    .from(userStories)
    .innerJoin(customers, eq(customers.id, userStories.customerId))
    .leftJoin(assignee, eq(assignee.id, userStories.assigneeStaffId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

const toSummary = (row: SummaryRow): StaffOrderSummary => ({
  id: row.id,
  title: row.title,
  status: row.status,
  priority: row.priority,
  customer: { id: row.customerId, name: row.customerName },
  assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
  estimate_minutes: row.estimateMinutes,
  time_spent_minutes: row.timeSpentMinutes,
  reply_count: row.replies,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

type SqlSort = Exclude<NonNullable<StaffOrderListQuery['sort']>, 'time_left'>;

const orderings: Record<SqlSort, SQL[]> = {
  newest: [desc(userStories.createdAt), desc(userStories.id)],
  oldest: [asc(userStories.createdAt), asc(userStories.id)],
  priority: [asc(userStories.priority), asc(userStories.createdAt), asc(userStories.id)],
  last_activity: [desc(userStories.updatedAt), desc(userStories.id)],
};

export interface StaffOrderFilters {
  status?: StoryRow['status'] | undefined;
  priority?: number | undefined;
  customer_id?: number | undefined;
  assignee?: number | 'none' | undefined;
  sort: NonNullable<StaffOrderListQuery['sort']>;
  page: number;
}

/**
 * The work queue: every customer's orders, filtered, sorted and a page at a time, each marked
 * unread when the customer replied since the caller last opened it and with its service-level
 * clock. Sorted by time left, every matching order's clock is worked out to find the page.
 */
export const listStaffOrders = async (
  db: DbOrTx,
  staffId: number,
  filters: StaffOrderFilters,
  now = new Date(),
): Promise<StaffOrderPage> => {
  const where = and(
    filters.status ? eq(userStories.status, filters.status) : undefined,
    filters.priority ? eq(userStories.priority, filters.priority) : undefined,
    filters.customer_id ? eq(userStories.customerId, filters.customer_id) : undefined,
    filters.assignee === 'none'
      ? isNull(userStories.assigneeStaffId)
      : filters.assignee
        ? eq(userStories.assigneeStaffId, filters.assignee)
        : undefined,
  );
  const offset = (filters.page - 1) * STAFF_ORDERS_PAGE_SIZE;
  const rules = await loadServiceLevelRules(db);
  let rows: QueueRow[];
  let clocks: Map<number, ServiceClock | null>;
  if (filters.sort === 'time_left') {
    const ranked = await ordersByTimeLeft(db, rules, where, now);
    const pageIds = ranked.slice(offset, offset + STAFF_ORDERS_PAGE_SIZE).map((item) => item.id);
    const found =
      pageIds.length === 0 ? [] : await queueQuery(db, staffId).where(inArray(userStories.id, pageIds));
    const byId = new Map(found.map((row) => [row.id, row]));
    rows = pageIds.flatMap((id) => byId.get(id) ?? []);
    clocks = new Map(ranked.map((item) => [item.id, item.clock]));
  } else {
    rows = await queueQuery(db, staffId)
      .where(where)
      .orderBy(...orderings[filters.sort])
      .limit(STAFF_ORDERS_PAGE_SIZE)
      .offset(offset);
    clocks = await orderClocks(
      db,
      rules,
      rows.map((row) => row.id),
      now,
    );
  }
  const [total] = await db.select({ n: count() }).from(userStories).where(where);
  return {
    items: rows.map((row) => ({ ...toSummary(row), unread: row.unread, clock: clocks.get(row.id) ?? null })),
    total: Number(total?.n ?? 0),
    page: filters.page,
    page_size: STAFF_ORDERS_PAGE_SIZE,
  };
};

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueQuery>['execute']>>[number];

export const getStaffOrderSummary = async (db: DbOrTx, id: number): Promise<StaffOrderSummary> => {
  const [row] = await summaryQuery(db).where(eq(userStories.id, id)).limit(1);
  if (!row) throw staffOrderNotFound();
  return toSummary(row);
};

/** The order row itself, locked for the rest of the transaction when asked. */
export const findOrder = async (db: DbOrTx, id: number, { forUpdate = false } = {}): Promise<StoryRow> => {
  const query = db.select().from(userStories).where(eq(userStories.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw staffOrderNotFound();
  return row;
};

export const toStaffReply = (
  row: typeof userStoryReplies.$inferSelect,
  attachments: StaffOrderReply['attachments'] = [],
): StaffOrderReply => ({
  id: row.id,
  kind: row.kind,
  author_name: row.authorName,
  from_provider: row.fromProvider,
  body_html: row.bodyHtml,
  created_at: row.createdAt.toISOString(),
  attachments,
});

export const toTimeEntry = (
  row: typeof timeEntries.$inferSelect,
  staff: { id: number; name: string },
  answeredBy: string | null = null,
): TimeEntry => ({
  id: row.id,
  staff,
  worked_on: row.workedOn,
  minutes: row.minutes,
  note: row.note,
  created_at: row.createdAt.toISOString(),
  approval: toApproval(row, answeredBy),
});

export const getStaffOrder = async (db: DbOrTx, id: number): Promise<StaffOrderDetail> => {
  const summary = await getStaffOrderSummary(db, id);
  const [story] = await db
    .select({
      descriptionHtml: userStories.descriptionHtml,
      invoiceReference: userStories.invoiceReference,
      closedAt: userStories.closedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(userStories)
    .leftJoin(users, eq(users.id, userStories.createdByUserId))
    .where(eq(userStories.id, id));
  const replies = await db
    .select()
    .from(userStoryReplies)
    .where(eq(userStoryReplies.userStoryId, id))
    .orderBy(asc(userStoryReplies.createdAt), asc(userStoryReplies.id));
  const entries = await db
    .select({
      entry: timeEntries,
      staffName: staffMembers.name,
      answeredBy: sql<string | null>`${answerer.firstName} || ' ' || ${answerer.lastName}`,
    })
    .from(timeEntries)
    .innerJoin(staffMembers, eq(staffMembers.id, timeEntries.staffId))
    .leftJoin(answerer, eq(answerer.id, timeEntries.answeredByUserId))
    .where(eq(timeEntries.userStoryId, id))
    .orderBy(desc(timeEntries.workedOn), desc(timeEntries.id));
  const files = await threadAttachments(db, id);
  return {
    ...summary,
    description_html: story!.descriptionHtml,
    invoice_reference: story!.invoiceReference,
    closed_at: story!.closedAt?.toISOString() ?? null,
    created_by: story!.firstName === null ? null : `${story!.firstName} ${story!.lastName}`,
    attachments: files.ofOrder,
    replies: replies.map((reply) => toStaffReply(reply, files.ofReply.get(reply.id))),
    time_entries: entries.map(({ entry, staffName, answeredBy }) =>
      toTimeEntry(entry, { id: entry.staffId, name: staffName }, answeredBy),
    ),
    next_statuses: [...staffStatusTransitions[summary.status]],
  };
};

/** Customers that have orders, and the active staff members, by name. */
export const getStaffOrderFilterOptions = async (db: DbOrTx): Promise<StaffOrderFilterOptions> => {
  const customerRows = await db
    .selectDistinct({ id: customers.id, name: customers.name })
    .from(customers)
    .innerJoin(userStories, eq(userStories.customerId, customers.id))
    .orderBy(asc(customers.name), asc(customers.id));
  const staffRows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(isNull(staffMembers.deactivatedAt))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
  return { customers: customerRows, staff: staffRows };
};
