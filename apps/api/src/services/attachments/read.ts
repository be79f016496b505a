import type { Attachment } from '@maatwerk/contract';
import { attachmentMessages } from '@maatwerk/contract';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attachments, chatMessages, userStories, userStoryReplies } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { toWireAttachment } from './wire.ts';

export const attachmentNotFound = () => new HttpError('not_found', attachmentMessages.notFound);

/** An order's attachments: those of the order itself, and those of each reply or note by its id. */
export interface ThreadAttachments {
  ofOrder: Attachment[];
  ofReply: Map<number, Attachment[]>;
}

/** What a thread shows of an attachment: no bytes, only whether a thumbnail exists. */
const listColumns = {
  id: attachments.id,
  name: attachments.name,
  sizeBytes: attachments.sizeBytes,
  type: attachments.type,
  hasThumbnail: sql<boolean>`${attachments.thumbnail} is not null`,
};

/** Every attachment of one order, oldest first, in one query (no bytes, only whether a thumbnail exists). */
export const threadAttachments = async (db: DbOrTx, userStoryId: number): Promise<ThreadAttachments> => {
  const rows = await db
    .select({ ...listColumns, replyId: attachments.replyId })
    .from(attachments)
    .where(eq(attachments.userStoryId, userStoryId))
    .orderBy(asc(attachments.attachedAt), asc(attachments.createdAt), asc(attachments.name));
  const result: ThreadAttachments = { ofOrder: [], ofReply: new Map() };
  for (const row of rows) {
    const wire = toWireAttachment(row);
    if (row.replyId === null) result.ofOrder.push(wire);
    else result.ofReply.set(row.replyId, [...(result.ofReply.get(row.replyId) ?? []), wire]);
  }
  return result;
};

const downloadColumns = {
  id: attachments.id,
  name: attachments.name,
  type: attachments.type,
  sizeBytes: attachments.sizeBytes,
  storage: attachments.storage,
  thumbnail: attachments.thumbnail,
};
export type DownloadRow = {
  id: string;
  name: string;
  type: string;
  sizeBytes: number;
  storage: string;
  thumbnail: Buffer | null;
};

/**
 * An attachment a customer may download: on one of their own orders, of the order itself or of a
 * reply (never of an internal note). Anything else is as unknown as a missing one.
 */
export const customerAttachment = async (
  db: DbOrTx,
  customerId: number,
  id: string,
): Promise<DownloadRow> => {
  const [row] = await db
    .select(downloadColumns)
    .from(attachments)
    .innerJoin(userStories, eq(userStories.id, attachments.userStoryId))
    .leftJoin(userStoryReplies, eq(userStoryReplies.id, attachments.replyId))
    .where(
      and(
        eq(attachments.id, id),
        eq(userStories.customerId, customerId),
        or(isNull(attachments.replyId), eq(userStoryReplies.kind, 'reply')),
      ),
    )
    .limit(1);
  if (!row) throw attachmentNotFound();
  return row;
};

/** Any attached attachment, of an order or of a chat line, for staff. */
export const staffAttachment = async (db: DbOrTx, id: string): Promise<DownloadRow> => {
  const [row] = await db
    .select(downloadColumns)
    .from(attachments)
    .where(
      and(
        eq(attachments.id, id),
        or(sql`${attachments.userStoryId} is not null`, sql`${attachments.chatMessageId} is not null`),
      ),
    )
    .limit(1);
  if (!row) throw attachmentNotFound();
  return row;
};

/**
 * A file of a chat line its browser may download: sent in that chat, on a line that is no internal
 * note. Anything else, another chat's file too, is as unknown as a missing one.
 */
export const chatAttachment = async (db: DbOrTx, chatId: string, id: string): Promise<DownloadRow> => {
  const [row] = await db
    .select(downloadColumns)
    .from(attachments)
    .innerJoin(chatMessages, eq(chatMessages.id, attachments.chatMessageId))
    .where(and(eq(attachments.id, id), eq(chatMessages.chatId, chatId), eq(chatMessages.internal, false)))
    .limit(1);
  if (!row) throw attachmentNotFound();
  return row;
};

/** The files of chat lines by line id, oldest first, in one query (no bytes). */
export const chatLineAttachments = async (
  db: DbOrTx,
  lineIds: readonly number[],
): Promise<Map<number, Attachment[]>> => {
  const result = new Map<number, Attachment[]>();
  if (lineIds.length === 0) return result;
  const rows = await db
    .select({ ...listColumns, chatMessageId: attachments.chatMessageId })
    .from(attachments)
    .where(inArray(attachments.chatMessageId, [...lineIds]))
    .orderBy(asc(attachments.createdAt), asc(attachments.name));
  for (const row of rows) {
    const line = row.chatMessageId!;
    result.set(line, [...(result.get(line) ?? []), toWireAttachment(row)]);
  }
  return result;
};
