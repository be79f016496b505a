import { randomUUID } from 'node:crypto';
import {
  CHAT_ENDED_MESSAGE,
  CHAT_REOPEN_HOURS,
  type ChatMessage,
  type ChatView,
  type StartedChat,
} from '@maatwerk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { chatMessages, chats, staffChatAvailability, staffMembers, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { attachChatUploads } from '../attachments/index.ts';
import type { TeamCaller } from '../team-access.ts';
import {
  findVisitorChat,
  forVisitor,
  hashChatSession,
  messagesAfter,
  newChatSession,
  visitorView,
} from './read.ts';
import { publishChatSignal } from './signals.ts';

const chatEnded = () =>
  new HttpError('conflict', 'Deze chat is beëindigd. Open hem opnieuw om verder te gaan.');

/** Whether any active staff member is available for chats now. */
export const chatAvailable = async (db: Db): Promise<boolean> => {
  const [row] = await db
    .select({ staffId: staffChatAvailability.staffId })
    .from(staffChatAvailability)
    .innerJoin(staffMembers, eq(staffMembers.id, staffChatAvailability.staffId))
    .where(and(eq(staffChatAvailability.available, true), isNull(staffMembers.deactivatedAt)))
    .limit(1);
  return row !== undefined;
};

/** A new chat; a logged-in customer's names the person and company, and their name if none was given. */
export const startChat = async (
  db: Db,
  input: { name?: string | null | undefined; page?: string | null | undefined },
  caller: TeamCaller | undefined,
): Promise<StartedChat> => {
  const sessionId = newChatSession();
  let visitorName = input.name ?? null;
  if (caller && !visitorName) {
    const [user] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, caller.userId));
    visitorName = user ? `${user.firstName} ${user.lastName}` : null;
  }
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(chats).values({
      id,
      sessionHash: hashChatSession(sessionId),
      visitorName,
      page: input.page ?? null,
      userId: caller?.userId ?? null,
      customerId: caller?.customerId ?? null,
    });
    await publishChatSignal(tx, { chatId: id, kind: 'status' });
  });
  return { chat_id: id, session_id: sessionId, status: 'wachtend' };
};

export const viewChat = async (db: Db, chatId: string, sessionId: string, afterId = 0): Promise<ChatView> =>
  visitorView(db, await findVisitorChat(db, chatId, sessionId), afterId);

/** A visitor's line; an ended chat takes none until it is opened again. */
export const sendVisitorMessage = async (
  db: Db,
  chatId: string,
  sessionId: string,
  body: string,
  attachmentIds: readonly string[] = [],
): Promise<ChatMessage> =>
  db.transaction(async (tx) => {
    const chat = await findVisitorChat(tx, chatId, sessionId, { forUpdate: true });
    if (chat.status === 'beeindigd') throw chatEnded();
    const [row] = await tx.insert(chatMessages).values({ chatId, author: 'bezoeker', body }).returning();
    await attachChatUploads(tx, { chatId }, attachmentIds, {
      chatId,
      chatMessageId: row!.id,
      customerId: chat.customerId,
    });
    await publishChatSignal(tx, { chatId, kind: 'message' });
    const [message] = await messagesAfter(tx, chatId, row!.id - 1, { internal: false });
    return forVisitor(message!);
  });

export const visitorTyping = async (db: Db, chatId: string, sessionId: string): Promise<void> => {
  const chat = await findVisitorChat(db, chatId, sessionId);
  if (chat.status !== 'beeindigd') await publishChatSignal(db, { chatId, kind: 'typing', by: 'bezoeker' });
};

/** The visitor has read staff's lines up to an id: those show as read to staff. */
export const visitorRead = async (db: Db, chatId: string, sessionId: string, upTo: number): Promise<void> => {
  await db.transaction(async (tx) => {
    await findVisitorChat(tx, chatId, sessionId, { forUpdate: true });
    await tx
      .update(chats)
      .set({ visitorReadUpTo: sql`greatest(${chats.visitorReadUpTo}, ${upTo})` })
      .where(eq(chats.id, chatId));
    await publishChatSignal(tx, { chatId, kind: 'read', by: 'bezoeker', upTo });
  });
};

/** Ends the chat (by the visitor or by staff), with a line that says so. */
export const endChatRow = async (tx: DbOrTx, chatId: string, line: string) => {
  await tx.update(chats).set({ status: 'beeindigd', endedAt: new Date() }).where(eq(chats.id, chatId));
  await tx.insert(chatMessages).values({ chatId, author: 'systeem', body: line });
  await publishChatSignal(tx, { chatId, kind: 'message' });
  await publishChatSignal(tx, { chatId, kind: 'status' });
};

export const endVisitorChat = async (db: Db, chatId: string, sessionId: string): Promise<ChatView> => {
  await db.transaction(async (tx) => {
    const chat = await findVisitorChat(tx, chatId, sessionId, { forUpdate: true });
    if (chat.status !== 'beeindigd') await endChatRow(tx, chatId, 'De bezoeker heeft de chat beëindigd.');
  });
  return viewChat(db, chatId, sessionId);
};

/** Opens an ended chat again, by its own browser only and up to CHAT_REOPEN_HOURS after it ended. */
export const reopenChat = async (
  db: Db,
  chatId: string,
  sessionId: string,
  now = new Date(),
): Promise<ChatView> => {
  await db.transaction(async (tx) => {
    const chat = await findVisitorChat(tx, chatId, sessionId, { forUpdate: true });
    if (chat.status !== 'beeindigd' || !chat.endedAt) return;
    if (now.getTime() - chat.endedAt.getTime() > CHAT_REOPEN_HOURS * 3_600_000) {
      throw new HttpError('conflict', CHAT_ENDED_MESSAGE);
    }
    await tx
      .update(chats)
      .set({ status: chat.assigneeStaffId ? 'actief' : 'wachtend', endedAt: null })
      .where(eq(chats.id, chatId));
    await tx
      .insert(chatMessages)
      .values({ chatId, author: 'systeem', body: 'De bezoeker heeft de chat heropend.' });
    await publishChatSignal(tx, { chatId, kind: 'message' });
    await publishChatSignal(tx, { chatId, kind: 'status' });
  });
  return viewChat(db, chatId, sessionId);
};
