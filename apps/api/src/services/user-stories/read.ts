import type { Attachment, UserStory, UserStoryDetail, UserStoryReply } from '@maatwerk/contract';
import { ORDERS_TEAM } from '@maatwerk/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userStories, userStoryReplies } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { threadAttachments } from '../attachments/index.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';

type StoryRow = typeof userStories.$inferSelect;
type ReplyRow = typeof userStoryReplies.$inferSelect;

export const orderNotFound = () =>
  new HttpError('not_found', 'Deze opdracht bestaat niet, of is niet van jou.');

/** The columns an order shows in a list: everything but its description. */
const summaryColumns = {
  id: userStories.id,
  title: userStories.title,
  status: userStories.status,
  priority: userStories.priority,
  invoiceReference: userStories.invoiceReference,
  timeSpentMinutes: userStories.timeSpentMinutes,
  estimateMinutes: userStories.estimateMinutes,
  createdAt: userStories.createdAt,
  updatedAt: userStories.updatedAt,
  closedAt: userStories.closedAt,
};
type SummaryRow = Pick<StoryRow, keyof typeof summaryColumns>;

export const toWireUserStory = (row: SummaryRow, replyCount: number): UserStory => ({
  id: row.id,
  title: row.title,
  status: row.status,
  priority: row.priority,
  invoice_reference: row.invoiceReference,
  time_spent_minutes: row.timeSpentMinutes,
  estimate_minutes: row.estimateMinutes,
  reply_count: replyCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  closed_at: row.closedAt?.toISOString() ?? null,
});

export const toWireReply = (row: ReplyRow, attachments: Attachment[] = []): UserStoryReply => ({
  id: row.id,
  author_name: row.authorName,
  from_provider: row.fromProvider,
  body_html: row.bodyHtml,
  time_spent_minutes: row.timeSpentMinutes,
  created_at: row.createdAt.toISOString(),
  attachments,
});

/**
 * What the customer may read of an order's thread: replies, never the provider's internal notes.
 * Every customer answer that touches replies filters on this.
 */
const visibleToCustomer = eq(userStoryReplies.kind, 'reply');

/**
 * The orders list is the portal's most frequent call: prepared once per database handle. The
 * replies are counted in one join on their index, restricted to this customer's orders, so the list
 * costs the same however many replies other customers have, and the database scans each table
 * once rather than the replies once per order.
 */
const ordersOfCustomer = (db: DbOrTx) =>
  db
    .select({ ...summaryColumns, replies: count(userStoryReplies.id) })
    .from(userStories)
    .leftJoin(userStoryReplies, and(eq(userStoryReplies.userStoryId, userStories.id), visibleToCustomer))
    .where(eq(userStories.customerId, sql.placeholder('customerId')))
    .groupBy(userStories.id)
    .orderBy(desc(userStories.createdAt), desc(userStories.id))
    .prepare('list_user_stories');
const ordersQueries = new WeakMap<DbOrTx, ReturnType<typeof ordersOfCustomer>>();

/** The customer's orders, newest first, each with its number of replies. */
export const listUserStories = async (db: DbOrTx, caller: TeamCaller): Promise<UserStory[]> => {
  const customerId = customerFor(caller, ORDERS_TEAM);
  let query = ordersQueries.get(db);
  if (!query) {
    query = ordersOfCustomer(db);
    ordersQueries.set(db, query);
  }
  const rows = await query.execute({ customerId });
  return rows.map((row) => toWireUserStory(row, row.replies));
};

/** One order of the customer; another customer's order is as unknown as a missing one. */
export const findOwnStory = async (
  db: DbOrTx,
  customerId: number,
  id: number,
  { forUpdate = false } = {},
): Promise<StoryRow> => {
  const query = db
    .select()
    .from(userStories)
    .where(and(eq(userStories.id, id), eq(userStories.customerId, customerId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw orderNotFound();
  return row;
};

export const storyDetail = async (db: DbOrTx, customerId: number, id: number): Promise<UserStoryDetail> => {
  const story = await findOwnStory(db, customerId, id);
  const replies = await db
    .select()
    .from(userStoryReplies)
    .where(and(eq(userStoryReplies.userStoryId, id), visibleToCustomer))
    .orderBy(asc(userStoryReplies.createdAt), asc(userStoryReplies.id));
  // Only the replies read here are looked up, so an internal note's files never reach the customer.
  const files = await threadAttachments(db, id);
  return {
    ...toWireUserStory(story, replies.length),
    description_html: story.descriptionHtml,
    attachments: files.ofOrder,
    replies: replies.map((reply) => toWireReply(reply, files.ofReply.get(reply.id))),
  };
};

/** One order with its replies, for a team member whose role may see orders. */
export const getUserStoryDetail = (db: DbOrTx, caller: TeamCaller, id: number): Promise<UserStoryDetail> =>
  storyDetail(db, customerFor(caller, ORDERS_TEAM), id);

/** The story as the list shows it, after a change. */
export const getUserStorySummary = async (db: DbOrTx, story: StoryRow): Promise<UserStory> => {
  const [row] = await db
    .select({ replies: count() })
    .from(userStoryReplies)
    .where(and(eq(userStoryReplies.userStoryId, story.id), visibleToCustomer));
  return toWireUserStory(story, Number(row?.replies ?? 0));
};
