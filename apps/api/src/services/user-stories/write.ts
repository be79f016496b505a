import {
  closedAtAfterMove,
  customerMayMoveStatus,
  isClosedUserStoryStatus,
  ORDERS_TEAM,
  richTextHasContent,
  type TeamRole,
  type UserStory,
  type UserStoryDetail,
  type UserStoryReply,
  type UserStoryStatus,
} from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userStories, userStoryReplies, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { attachUploads, threadAttachments } from '../attachments/index.ts';
import { cleanRichText } from '../rich-text.ts';
import { notifyStaff } from '../staff-notifications/record.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { emitOrderEvent, emitOrderReply } from '../webhooks/events.ts';
import { findOwnStory, getUserStorySummary, orderNotFound, storyDetail, toWireReply } from './read.ts';

const invalid = (field: string, message: string) =>
  new HttpError('validation_failed', message, { fields: { [field]: message } });

/** Cleans rich text to the allowlist; text that is left empty is refused like an empty field. */
const cleanOrRefuse = async (html: string, field: string, label: string): Promise<string> => {
  const clean = await cleanRichText(html);
  if (!richTextHasContent(clean)) throw invalid(field, `${label} is verplicht.`);
  return clean;
};

const authorName = async (db: Db, userId: number): Promise<string> => {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new HttpError('unauthorized');
  return `${user.firstName} ${user.lastName}`;
};

export const createUserStory = async (
  db: Db,
  caller: TeamCaller,
  input: { title: string; description_html: string; priority: number; attachment_ids?: string[] | undefined },
  /** Who may place it: the orders' roles; a company change request, which becomes an order, every role. */
  roles: readonly TeamRole[] = ORDERS_TEAM,
): Promise<UserStoryDetail> => {
  const customerId = customerFor(caller, roles);
  const descriptionHtml = await cleanOrRefuse(input.description_html, 'description_html', 'Omschrijving');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userStories)
      .values({
        customerId,
        createdByUserId: caller.userId,
        title: input.title,
        descriptionHtml,
        priority: input.priority,
        status: 'nieuw',
      })
      .returning();
    await attachUploads(tx, { userId: caller.userId }, input.attachment_ids ?? [], {
      userStoryId: row!.id,
      customerId,
      replyId: null,
    });
    await emitOrderEvent(tx, row!, 'order.created');
    await notifyStaff(tx, {
      kind: 'order_created',
      customerId,
      order: { id: row!.id, assigneeStaffId: row!.assigneeStaffId },
      detail: row!.title,
    });
    return row!.id;
  });
  return storyDetail(db, customerId, id);
};

/**
 * A customer's reply. On an order that waits for the customer it puts the order back in progress,
 * in the same transaction; a closed order takes no replies until it is reopened.
 */
export const addReply = async (
  db: Db,
  caller: TeamCaller,
  input: { user_story_id: number; body_html: string; attachment_ids?: string[] | undefined },
): Promise<UserStoryReply> => {
  customerFor(caller, ORDERS_TEAM);
  const bodyHtml = await cleanOrRefuse(input.body_html, 'body_html', 'Reactie');
  const name = await authorName(db, caller.userId);
  return db.transaction(async (tx) => {
    const story = await findOwnStory(tx, caller.customerId, input.user_story_id, { forUpdate: true });
    if (isClosedUserStoryStatus(story.status)) {
      throw new HttpError('conflict', 'Deze opdracht is gesloten. Heropen hem om te reageren.');
    }
    const now = new Date();
    const [reply] = await tx
      .insert(userStoryReplies)
      .values({
        userStoryId: story.id,
        authorUserId: caller.userId,
        authorName: name,
        fromProvider: false,
        bodyHtml,
        createdAt: now,
      })
      .returning();
    const [updated] = await tx
      .update(userStories)
      .set({
        updatedAt: now,
        ...(story.status === 'wacht_op_klant' && { status: 'in_behandeling' as const }),
      })
      .where(eq(userStories.id, story.id))
      .returning();
    await attachUploads(tx, { userId: caller.userId }, input.attachment_ids ?? [], {
      userStoryId: story.id,
      customerId: story.customerId,
      replyId: reply!.id,
    });
    await emitOrderReply(tx, story, reply!.id, 'klant');
    await notifyStaff(tx, {
      kind: 'order_reply',
      customerId: story.customerId,
      order: { id: story.id, assigneeStaffId: story.assigneeStaffId },
      detail: story.title,
    });
    if (updated!.status !== story.status) await emitOrderEvent(tx, updated!, 'order.updated');
    return toWireReply(reply!, (await threadAttachments(tx, story.id)).ofReply.get(reply!.id));
  });
};

/**
 * Closing sets closed_at, reopening clears it (closedAtAfterMove, as staff moves do). Only the moves
 * of customerStatusTransitions are allowed.
 */
export const updateStatus = async (
  db: Db,
  caller: TeamCaller,
  input: { user_story_id: number; status: UserStoryStatus },
): Promise<UserStory> => {
  customerFor(caller, ORDERS_TEAM);
  return db.transaction(async (tx) => {
    const story = await findOwnStory(tx, caller.customerId, input.user_story_id, { forUpdate: true });
    if (story.status === input.status) return getUserStorySummary(tx, story);
    if (!customerMayMoveStatus(story.status, input.status)) {
      throw invalid('status', 'Deze status kan alleen Kodewerk instellen.');
    }
    const now = new Date();
    const [updated] = await tx
      .update(userStories)
      .set({
        status: input.status,
        closedAt: closedAtAfterMove(input.status, story.closedAt, now),
        updatedAt: now,
      })
      .where(eq(userStories.id, story.id))
      .returning();
    await emitOrderEvent(tx, updated!, 'order.updated');
    const closing = isClosedUserStoryStatus(input.status);
    if (closing || isClosedUserStoryStatus(story.status)) {
      await notifyStaff(tx, {
        kind: closing ? 'order_closed' : 'order_reopened',
        customerId: story.customerId,
        order: { id: story.id, assigneeStaffId: story.assigneeStaffId },
        detail: story.title,
      });
    }
    return getUserStorySummary(tx, updated!);
  });
};

/** The body may name the order too (spec §7 sends user_story_id); it must be the one of the path. */
const sameOrder = (pathId: number, bodyId: number | undefined) => {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw invalid('user_story_id', 'Dit is een andere opdracht dan die in het adres.');
  }
};

const updateFields = async (
  db: Db,
  caller: TeamCaller,
  id: number,
  fields: Partial<Pick<typeof userStories.$inferInsert, 'priority' | 'invoiceReference'>>,
): Promise<UserStory> => {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userStories)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(userStories.id, id), eq(userStories.customerId, caller.customerId)))
      .returning();
    if (!updated) throw orderNotFound();
    await emitOrderEvent(tx, updated, 'order.updated');
    return getUserStorySummary(tx, updated);
  });
};

export const updatePriority = async (
  db: Db,
  caller: TeamCaller,
  id: number,
  input: { user_story_id?: number | undefined; priority: number },
): Promise<UserStory> => {
  customerFor(caller, ORDERS_TEAM);
  sameOrder(id, input.user_story_id);
  return updateFields(db, caller, id, { priority: input.priority });
};

export const updateInvoiceReference = async (
  db: Db,
  caller: TeamCaller,
  id: number,
  input: { user_story_id?: number | undefined; invoice_reference: string | null },
): Promise<UserStory> => {
  customerFor(caller, ORDERS_TEAM);
  sameOrder(id, input.user_story_id);
  return updateFields(db, caller, id, { invoiceReference: input.invoice_reference });
};
