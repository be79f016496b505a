import { ATTACHMENT_UNATTACHED_HOURS } from '@maatwerk/contract';
import { and, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attachments } from '../../db/schema.ts';

/**
 * Removes uploads that no message (of an order or a chat) took within ATTACHMENT_UNATTACHED_HOURS, and uploads an
 * instance was still receiving when it stopped; their pieces go with them. Every instance may run
 * it at the same time: a row is deleted once, whoever gets there first.
 */
export const removeUnattachedUploads = async (db: DbOrTx, now: Date): Promise<number> => {
  const before = new Date(now.getTime() - ATTACHMENT_UNATTACHED_HOURS * 60 * 60 * 1000);
  const removed = await db
    .delete(attachments)
    .where(
      and(
        isNull(attachments.userStoryId),
        isNull(attachments.chatMessageId),
        lt(attachments.createdAt, before),
      ),
    )
    .returning({ id: attachments.id });
  return removed.length;
};
