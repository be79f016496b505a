import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ChatSignal } from '../../ports/realtime.ts';

/** The one notification channel of the chat; lower case, as LISTEN on PGlite takes it unquoted. */
export const CHAT_CHANNEL = 'kodewerk_chat';

/**
 * Tells every instance that a chat changed. In a transaction PostgreSQL delivers it at commit and
 * never for a rollback, so a stream never hears of a message it cannot read yet.
 */
export const publishChatSignal = async (db: DbOrTx, signal: ChatSignal): Promise<void> => {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(signal)})`);
};

/** A payload of the channel, or undefined when it is not one of ours. */
export const readChatSignal = (payload: string): ChatSignal | undefined => {
  try {
    const value = JSON.parse(payload) as Partial<ChatSignal>;
    if (typeof value.chatId !== 'string' || typeof value.kind !== 'string') return undefined;
    return value as ChatSignal;
  } catch {
    return undefined;
  }
};
