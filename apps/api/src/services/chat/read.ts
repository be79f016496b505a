import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CHAT_NOT_FOUND_MESSAGE,
  type ChatMessage,
  type ChatView,
  type StaffChatMessage,
} from '@maatwerk/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chatMessages, chats, staffMembers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { chatLineAttachments } from '../attachments/index.ts';

export type ChatRow = typeof chats.$inferSelect;

/** A new browser secret: 32 random bytes, base64url (43 characters). */
export const newChatSession = (): string => randomBytes(32).toString('base64url');

export const hashChatSession = (sessionId: string): string =>
  createHash('sha256').update(sessionId).digest('hex');

export const chatNotFound = () => new HttpError('not_found', CHAT_NOT_FOUND_MESSAGE);

/** The chat of this browser: 404 alike for an unknown chat and a wrong secret. */
export const findVisitorChat = async (
  db: DbOrTx,
  chatId: string,
  sessionId: string,
  { forUpdate = false } = {},
): Promise<ChatRow> => {
  const query = db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  const [chat] = forUpdate ? await query.for('update') : await query;
  const given = Buffer.from(hashChatSession(sessionId));
  if (!chat || !timingSafeEqual(Buffer.from(chat.sessionHash), given)) throw chatNotFound();
  return chat;
};

export const findChat = async (db: DbOrTx, chatId: string, { forUpdate = false } = {}): Promise<ChatRow> => {
  const query = db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  const [chat] = forUpdate ? await query.for('update') : await query;
  if (!chat) throw chatNotFound();
  return chat;
};

/** A staff member's first name: what a visitor sees of who answers. */
export const firstName = (name: string | null): string | null => name?.split(' ')[0] ?? null;

/** The lines of a chat after an id, oldest first, with the writer's name; internal notes for staff only. */
export const messagesAfter = async (
  db: DbOrTx,
  chatId: string,
  afterId: number,
  { internal }: { internal: boolean },
): Promise<StaffChatMessage[]> => {
  const rows = await db
    .select({ message: chatMessages, staffName: staffMembers.name })
    .from(chatMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, chatMessages.staffId))
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        gt(chatMessages.id, afterId),
        internal ? undefined : eq(chatMessages.internal, false),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(500);
  const files = await chatLineAttachments(
    db,
    rows.map(({ message }) => message.id),
  );
  return rows.map(({ message, staffName }) => ({
    id: message.id,
    author: message.author,
    author_name: message.author === 'medewerker' ? (internal ? staffName : firstName(staffName)) : null,
    body: message.body,
    internal: message.internal,
    attachments: files.get(message.id) ?? [],
    created_at: message.createdAt.toISOString(),
  }));
};

export const forVisitor = ({ internal: _, ...message }: StaffChatMessage): ChatMessage => message;

export const assigneeName = async (db: DbOrTx, staffId: number | null): Promise<string | null> => {
  if (staffId === null) return null;
  const [row] = await db
    .select({ name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  return row?.name ?? null;
};

/** The chat as its browser sees it. */
export const visitorView = async (db: DbOrTx, chat: ChatRow, afterId = 0): Promise<ChatView> => ({
  chat_id: chat.id,
  status: chat.status,
  staff_name: firstName(await assigneeName(db, chat.assigneeStaffId)),
  messages: (await messagesAfter(db, chat.id, afterId, { internal: false })).map(forVisitor),
  staff_read_up_to: chat.staffReadUpTo,
  ended_at: chat.endedAt?.toISOString() ?? null,
});
