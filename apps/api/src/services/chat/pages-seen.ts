import { CHAT_LIMITS } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';
import { findVisitorChat } from './read.ts';
import { publishChatSignal } from './signals.ts';

/**
 * The visitor's panel reports the path it was opened on, page by page: staff see the pages seen in
 * this visit (the last CHAT_LIMITS.pagesSeenMax, a reload of the same page not twice). An ended chat
 * keeps what it had.
 */
export const recordPageSeen = async (db: Db, chatId: string, sessionId: string, path: string) => {
  await db.transaction(async (tx) => {
    const chat = await findVisitorChat(tx, chatId, sessionId, { forUpdate: true });
    if (chat.status === 'beeindigd' || chat.pagesSeen.at(-1) === path) return;
    const pagesSeen = [...chat.pagesSeen, path].slice(-CHAT_LIMITS.pagesSeenMax);
    await tx.update(chats).set({ pagesSeen }).where(eq(chats.id, chatId));
    await publishChatSignal(tx, { chatId, kind: 'status' });
  });
};
