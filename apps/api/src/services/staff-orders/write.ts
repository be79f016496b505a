import {
  closedAtAfterMove,
  isClosedUserStoryStatus,
  OPERATIONS,
  richTextHasContent,
  type StaffOrderSummary,
  type StaffReplyKind,
  type StaffReplyResult,
  type StaffStatusResult,
  staffStatusTransitions,
  type TimeEntry,
  type UserStoryStatus,
} from '@maatwerk/contract';
import type { AuditAction } from '@maatwerk/contract/constants';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffMembers, timeEntries, userStories, userStoryReplies, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { attachUploads, threadAttachments } from '../attachments/index.ts';
import { recordAudit } from '../audit.ts';
import { requireChangeableEntry } from '../billable-hours/entries.ts';
import { type CustomerNotifier, notifyCustomer } from '../customer-notifier.ts';
import { cleanRichText } from '../rich-text.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { emitOrderEvent, emitOrderReply } from '../webhooks/events.ts';
import { type OrderMailContext, replyMail, statusMail } from './mails.ts';
import { findOrder, getStaffOrderSummary, toStaffReply, toTimeEntry } from './read.ts';

type StoryRow = typeof userStories.$inferSelect;

const invalid = (field: string, message: string) =>
  new HttpError('validation_failed', message, { fields: { [field]: message } });

const mayChangeOrders = (writer: StaffWriter) => requireStaffRole(writer, OPERATIONS);

const staffName = async (db: DbOrTx, staffId: number): Promise<string> => {
  const [row] = await db
    .select({ name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId))
    .limit(1);
  if (!row) throw new HttpError('unauthorized');
  return row.name;
};

/**
 * Who hears about the order: the person who placed it, or else the customer's first login.
 * Undefined when the customer has nobody to mail.
 */
const orderContact = async (
  db: DbOrTx,
  story: StoryRow,
  notify: CustomerNotifier,
): Promise<OrderMailContext | undefined> => {
  const pick = async (where: ReturnType<typeof eq>) =>
    (
      await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(1)
    )[0];
  const person =
    (story.createdByUserId !== null ? await pick(eq(users.id, story.createdByUserId)) : undefined) ??
    (await pick(eq(users.customerId, story.customerId)));
  if (!person) return undefined;
  return {
    to: person.email,
    firstName: person.firstName,
    orderId: story.id,
    title: story.title,
    siteUrl: notify.siteUrl,
    replyTo: notify.mailer.replyAddress(story.id, { userId: person.id }),
  };
};

/**
 * A reply as the provider (the customer reads it and gets an e-mail) or an internal note (only
 * staff ever see it; no e-mail, and the order's last change, which the customer sees, stays as it was).
 */
export const addStaffReply = async (
  db: Db,
  notify: CustomerNotifier,
  writer: StaffWriter,
  orderId: number,
  input: { kind: StaffReplyKind; body_html: string; attachment_ids?: string[] | undefined },
): Promise<StaffReplyResult> => {
  mayChangeOrders(writer);
  const bodyHtml = await cleanRichText(input.body_html);
  if (!richTextHasContent(bodyHtml)) throw invalid('body_html', 'Reactie is verplicht.');
  const { reply, mail } = await db.transaction(async (tx) => {
    const story = await findOrder(tx, orderId, { forUpdate: true });
    if (input.kind === 'reply' && isClosedUserStoryStatus(story.status)) {
      throw new HttpError('conflict', 'Deze opdracht is gesloten. Zet hem eerst weer in behandeling.');
    }
    const name = await staffName(tx, writer.staffId);
    const now = new Date();
    const [row] = await tx
      .insert(userStoryReplies)
      .values({
        userStoryId: story.id,
        authorStaffId: writer.staffId,
        authorName: `${name} (Kodewerk)`,
        fromProvider: true,
        kind: input.kind,
        bodyHtml,
        createdAt: now,
      })
      .returning();
    if (input.kind === 'reply') {
      await tx.update(userStories).set({ updatedAt: now }).where(eq(userStories.id, story.id));
      await emitOrderReply(tx, story, row!.id, 'kodewerk');
    }
    const attachmentIds = await attachUploads(tx, { staffId: writer.staffId }, input.attachment_ids ?? [], {
      userStoryId: story.id,
      customerId: story.customerId,
      replyId: row!.id,
    });
    await recordAudit(tx, writer, {
      action: input.kind === 'reply' ? 'user_story.reply' : 'user_story.internal_note',
      entity: 'user_story',
      entityId: story.id,
      after: { reply_id: row!.id, kind: input.kind, body_html: bodyHtml, attachment_ids: attachmentIds },
    });
    const files = (await threadAttachments(tx, story.id)).ofReply.get(row!.id) ?? [];
    const contact = input.kind === 'reply' ? await orderContact(tx, story, notify) : undefined;
    return {
      reply: toStaffReply(row!, files),
      mail: contact && replyMail(contact, row!.authorName, bodyHtml, files),
    };
  });
  return { reply, mail_sent: await notifyCustomer(notify, mail) };
};

/** Moves the order along staffStatusTransitions; the customer gets an e-mail of the new status. */
export const setStaffOrderStatus = async (
  db: Db,
  notify: CustomerNotifier,
  writer: StaffWriter,
  orderId: number,
  status: UserStoryStatus,
): Promise<StaffStatusResult> => {
  mayChangeOrders(writer);
  const mail = await db.transaction(async (tx) => {
    const story = await findOrder(tx, orderId, { forUpdate: true });
    if (story.status === status) return undefined;
    if (!staffStatusTransitions[story.status].includes(status)) {
      throw invalid('status', 'Deze opdracht kan niet naar die status.');
    }
    const now = new Date();
    const [moved] = await tx
      .update(userStories)
      .set({ status, closedAt: closedAtAfterMove(status, story.closedAt, now), updatedAt: now })
      .where(eq(userStories.id, story.id))
      .returning();
    await emitOrderEvent(tx, moved!, 'order.updated');
    await recordAudit(tx, writer, {
      action: 'user_story.status',
      entity: 'user_story',
      entityId: story.id,
      before: { status: story.status },
      after: { status },
    });
    const contact = await orderContact(tx, story, notify);
    return contact && statusMail(contact, status);
  });
  const order = await getStaffOrderSummary(db, orderId);
  return { order, mail_sent: await notifyCustomer(notify, mail) };
};

const updateField = async (
  db: Db,
  writer: StaffWriter,
  orderId: number,
  action: AuditAction,
  pick: (story: StoryRow) => Record<string, unknown>,
  fields: Partial<Pick<typeof userStories.$inferInsert, 'estimateMinutes' | 'assigneeStaffId'>>,
): Promise<StaffOrderSummary> => {
  mayChangeOrders(writer);
  await db.transaction(async (tx) => {
    const story = await findOrder(tx, orderId, { forUpdate: true });
    const [updated] = await tx
      .update(userStories)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(userStories.id, story.id))
      .returning();
    await recordAudit(tx, writer, {
      action,
      entity: 'user_story',
      entityId: story.id,
      before: pick(story),
      after: pick(updated!),
    });
  });
  return getStaffOrderSummary(db, orderId);
};

export const setStaffOrderEstimate = (
  db: Db,
  writer: StaffWriter,
  orderId: number,
  estimateMinutes: number | null,
): Promise<StaffOrderSummary> =>
  updateField(
    db,
    writer,
    orderId,
    'user_story.estimate',
    (story) => ({ estimate_minutes: story.estimateMinutes }),
    { estimateMinutes },
  );

/** Work can be assigned to or logged for an active staff member only. */
const activeStaffMember = async (db: DbOrTx, staffId: number, field: string) => {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.deactivatedAt)))
    .limit(1);
  if (!row) throw invalid(field, 'Deze medewerker bestaat niet of is niet meer actief.');
};

export const setStaffOrderAssignee = async (
  db: Db,
  writer: StaffWriter,
  orderId: number,
  staffId: number | null,
): Promise<StaffOrderSummary> => {
  mayChangeOrders(writer);
  if (staffId !== null) await activeStaffMember(db, staffId, 'staff_id');
  return updateField(
    db,
    writer,
    orderId,
    'user_story.assignee',
    (story) => ({ assignee_staff_id: story.assigneeStaffId }),
    { assigneeStaffId: staffId },
  );
};

/** Logs time on the order; the order's time spent grows by the same minutes, in the same transaction. */
export const addTimeEntry = async (
  db: Db,
  writer: StaffWriter,
  orderId: number,
  input: { staff_id?: number | undefined; worked_on: string; minutes: number; note: string },
): Promise<TimeEntry> => {
  mayChangeOrders(writer);
  const staffId = input.staff_id ?? writer.staffId;
  return db.transaction(async (tx) => {
    const story = await findOrder(tx, orderId, { forUpdate: true });
    await activeStaffMember(tx, staffId, 'staff_id');
    const [entry] = await tx
      .insert(timeEntries)
      .values({
        userStoryId: story.id,
        staffId,
        workedOn: input.worked_on,
        minutes: input.minutes,
        note: input.note,
      })
      .returning();
    await tx
      .update(userStories)
      .set({
        timeSpentMinutes: sql`${userStories.timeSpentMinutes} + ${input.minutes}`,
        updatedAt: new Date(),
      })
      .where(eq(userStories.id, story.id));
    const after = toTimeEntry(entry!, { id: staffId, name: await staffName(tx, staffId) });
    await recordAudit(tx, writer, {
      action: 'time_entry.create',
      entity: 'time_entry',
      entityId: entry!.id,
      after: { ...after, user_story_id: story.id },
    });
    return after;
  });
};

/** Takes back a time entry of this order; its minutes come off the order's time spent. */
export const deleteTimeEntry = async (
  db: Db,
  writer: StaffWriter,
  orderId: number,
  entryId: number,
): Promise<StaffOrderSummary> => {
  mayChangeOrders(writer);
  await db.transaction(async (tx) => {
    const story = await findOrder(tx, orderId, { forUpdate: true });
    await requireChangeableEntry(tx, story.id, entryId);
    const [entry] = await tx
      .delete(timeEntries)
      .where(and(eq(timeEntries.id, entryId), eq(timeEntries.userStoryId, story.id)))
      .returning();
    if (!entry) throw new HttpError('not_found', 'Deze tijdregel bestaat niet.');
    await tx
      .update(userStories)
      .set({
        timeSpentMinutes: sql`greatest(${userStories.timeSpentMinutes} - ${entry.minutes}, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(userStories.id, story.id));
    await recordAudit(tx, writer, {
      action: 'time_entry.delete',
      entity: 'time_entry',
      entityId: entry.id,
      before: {
        user_story_id: story.id,
        staff_id: entry.staffId,
        worked_on: entry.workedOn,
        minutes: entry.minutes,
        note: entry.note,
      },
    });
  });
  return getStaffOrderSummary(db, orderId);
};
