import { attachmentMessages } from '@maatwerk/contract';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attachments } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

/** Who may attach an upload: only the person or staff member who uploaded it. */
export type AttachOwner = { userId: number } | { staffId: number };

/** Who may send an upload with a chat line: the chat's browser (its own uploads in it) or the staff member. */
export type ChatAttachOwner = { chatId: string } | { staffId: number };

/**
 * Gives finished uploads that no message took yet (of an order or a chat) to a message, when each
 * is the caller's (`mine`): one id that is not refuses the whole message.
 */
const attachOwnUploads = async (
  tx: DbOrTx,
  ids: readonly string[],
  mine: SQL | undefined,
  to: Partial<typeof attachments.$inferInsert>,
): Promise<string[]> => {
  if (ids.length === 0) return [];
  const attached = await tx
    .update(attachments)
    .set({ ...to, attachedAt: new Date() })
    .where(
      and(
        inArray(attachments.id, [...ids]),
        eq(attachments.state, 'ready'),
        isNull(attachments.userStoryId),
        isNull(attachments.chatMessageId),
        mine,
      ),
    )
    .returning({ id: attachments.id });
  if (attached.length !== ids.length) {
    throw new HttpError('validation_failed', attachmentMessages.unknownUpload, {
      fields: { attachment_ids: attachmentMessages.unknownUpload },
    });
  }
  return attached.map((row) => row.id);
};

/**
 * Attaches the caller's own finished, unattached uploads to an order (and to one of its replies or
 * notes), in the caller's transaction: an id that is not such an upload refuses the whole message.
 */
export const attachUploads = (
  tx: DbOrTx,
  owner: AttachOwner,
  ids: readonly string[],
  target: { userStoryId: number; customerId: number; replyId: number | null },
): Promise<string[]> =>
  attachOwnUploads(
    tx,
    ids,
    'userId' in owner
      ? eq(attachments.uploadedByUserId, owner.userId)
      : eq(attachments.uploadedByStaffId, owner.staffId),
    target,
  );

/**
 * Attaches the caller's own finished uploads to a chat line, in the caller's transaction. A visitor's
 * upload belongs to the chat it was made in, so another chat's browser can never send it.
 */
export const attachChatUploads = async (
  tx: DbOrTx,
  owner: ChatAttachOwner,
  ids: readonly string[],
  target: { chatId: string; chatMessageId: number; customerId: number | null },
): Promise<void> => {
  await attachOwnUploads(
    tx,
    ids,
    'chatId' in owner
      ? and(
          eq(attachments.chatId, owner.chatId),
          isNull(attachments.uploadedByStaffId),
          isNull(attachments.uploadedByUserId),
        )
      : eq(attachments.uploadedByStaffId, owner.staffId),
    target,
  );
};
