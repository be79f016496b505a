import type { Readable } from 'node:stream';
import { type Attachment, CHAT_LIMITS, CHAT_TOO_MANY_FILES_MESSAGE } from '@maatwerk/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  attachmentDownload,
  chatAttachment,
  type FileAnswer,
  thumbnailDownload,
  uploadAttachment,
} from '../attachments/index.ts';
import { findVisitorChat } from './read.ts';

/**
 * A file the chat's browser uploads for a line: the attachment rules of orders (type from the
 * bytes, size, zip bombs, HTML), and at most CHAT_LIMITS.filesPerChat in one chat, an ended one none.
 */
export const uploadChatFile = async (
  db: Db,
  chatId: string,
  sessionId: string,
  file: { name: string; declaredLength: number | undefined; body: Readable },
): Promise<Attachment> => {
  const chat = await findVisitorChat(db, chatId, sessionId);
  if (chat.status === 'beeindigd') {
    throw new HttpError('conflict', 'Deze chat is beëindigd. Open hem opnieuw om verder te gaan.');
  }
  const [uploaded] = await db
    .select({ n: count() })
    .from(attachments)
    .where(and(eq(attachments.chatId, chatId), isNull(attachments.uploadedByStaffId)));
  if (Number(uploaded?.n ?? 0) >= CHAT_LIMITS.filesPerChat) {
    file.body.resume();
    throw new HttpError('validation_failed', CHAT_TOO_MANY_FILES_MESSAGE, {
      fields: { file: CHAT_TOO_MANY_FILES_MESSAGE },
    });
  }
  return uploadAttachment(db, { chatId }, file.name, file.declaredLength, file.body);
};

/** A file of a line of the chat, to its own browser; another chat's file or a note's is 404. */
export const chatFileDownload = async (
  db: Db,
  chatId: string,
  sessionId: string,
  id: string,
  { thumbnail = false } = {},
): Promise<FileAnswer | undefined> => {
  await findVisitorChat(db, chatId, sessionId);
  const row = await chatAttachment(db, chatId, id);
  return thumbnail ? thumbnailDownload(row) : attachmentDownload(db, row);
};
