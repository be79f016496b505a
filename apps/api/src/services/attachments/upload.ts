import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES, type Attachment, attachmentMessages } from '@maatwerk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attachments, customers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import type { StaffWriter } from '../staff-writer.ts';
import { CHUNK_BYTES, databaseStorage } from './database-storage.ts';
import { safeFileName } from './file-name.ts';
import { HtmlScanner, inspectUpload } from './inspect.ts';
import { toWireAttachment } from './wire.ts';

/** A refusal of one file: the message names it, on the field the forms show it by. */
export const fileRefused = (message: string) =>
  new HttpError('validation_failed', message, { fields: { file: message } });

/**
 * Who uploads: a customer's person (counted towards the customer's quota), a staff member, or the
 * browser of a chat (limited per chat by the chat service; the chat is its proof of who it was).
 */
export type Uploader =
  | { customerId: number; userId: number; quotaBytes: number }
  | { writer: StaffWriter }
  | { chatId: string };

/** The file's name as given, made readable for a message before its type is known. */
const shownName = (given: string) => given.split(/[/\\]/).pop()?.trim().slice(0, 120) || 'Het bestand';

/** The request body, counted as it streams: more than the limit stops reading and refuses. */
async function* limited(
  body: AsyncIterable<Buffer>,
  name: string,
  seen: { bytes: number; head: Buffer[]; hash: ReturnType<typeof createHash>; scan: HtmlScanner },
) {
  let headBytes = 0;
  for await (const piece of body) {
    seen.bytes += piece.length;
    if (seen.bytes > ATTACHMENT_MAX_BYTES) throw fileRefused(attachmentMessages.tooLarge(name));
    seen.hash.update(piece);
    seen.scan.feed(piece);
    if (headBytes < CHUNK_BYTES) {
      seen.head.push(piece.subarray(0, CHUNK_BYTES - headBytes));
      headBytes += Math.min(piece.length, CHUNK_BYTES - headBytes);
    }
    yield piece;
  }
}

const customerUsage = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${attachments.sizeBytes}), 0)` })
    .from(attachments)
    .where(eq(attachments.customerId, customerId));
  return Number(row?.bytes ?? 0);
};

const quotaRefusal = (name: string, quotaBytes: number) =>
  new HttpError('conflict', attachmentMessages.quotaFull(name, quotaBytes), {
    fields: { file: attachmentMessages.quotaFull(name, quotaBytes) },
  });

/**
 * Stores an upload as it streams (never more than a piece of it in memory), then decides its type
 * from its bytes. A refused file, a broken stream or a full quota leaves nothing behind.
 */
export const uploadAttachment = async (
  db: Db,
  uploader: Uploader,
  givenName: string,
  declaredLength: number | undefined,
  body: Readable,
): Promise<Attachment> => {
  const name = shownName(givenName);
  if (declaredLength !== undefined && declaredLength > ATTACHMENT_MAX_BYTES) {
    throw fileRefused(attachmentMessages.tooLarge(name));
  }
  const customerId = 'customerId' in uploader ? uploader.customerId : null;
  if ('customerId' in uploader) {
    const used = await customerUsage(db, uploader.customerId);
    if (used + (declaredLength ?? 0) > uploader.quotaBytes) throw quotaRefusal(name, uploader.quotaBytes);
  }
  const storage = databaseStorage(db);
  const [row] = await db
    .insert(attachments)
    .values({
      customerId,
      uploadedByUserId: 'userId' in uploader ? uploader.userId : null,
      uploadedByStaffId: 'writer' in uploader ? uploader.writer.staffId : null,
      chatId: 'chatId' in uploader ? uploader.chatId : null,
      name,
      storage: storage.name,
    })
    .returning({ id: attachments.id });
  const id = row!.id;
  try {
    const seen = { bytes: 0, head: [] as Buffer[], hash: createHash('sha256'), scan: new HtmlScanner() };
    await storage.write(id, limited(body, name, seen));
    const verdict = await inspectUpload(storage, id, seen.bytes, name, Buffer.concat(seen.head), seen.scan);
    if (!verdict.ok) throw fileRefused(verdict.message);
    const ready = await db.transaction(async (tx) => {
      if ('customerId' in uploader) {
        // One customer's uploads are counted one at a time, so two at once cannot both squeeze in.
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, uploader.customerId))
          .for('update');
        const used = await customerUsage(tx, uploader.customerId);
        if (used + seen.bytes > uploader.quotaBytes) throw quotaRefusal(name, uploader.quotaBytes);
      }
      const [updated] = await tx
        .update(attachments)
        .set({
          state: 'ready',
          name: safeFileName(givenName, verdict.type),
          type: verdict.type,
          sizeBytes: seen.bytes,
          sha256: seen.hash.digest('hex'),
          thumbnail: verdict.thumbnail,
        })
        .where(and(eq(attachments.id, id), eq(attachments.state, 'uploading')))
        .returning();
      if ('writer' in uploader) {
        await recordAudit(tx, uploader.writer, {
          action: 'attachment.upload',
          entity: 'attachment',
          entityId: id,
          after: {
            name: updated!.name,
            type: updated!.type,
            size_bytes: updated!.sizeBytes,
            sha256: updated!.sha256,
          },
        });
      }
      return updated!;
    });
    return toWireAttachment(ready);
  } catch (error) {
    body.resume();
    await db.delete(attachments).where(eq(attachments.id, id));
    throw error;
  }
};
