import type { StaffChatDetail, StaffChatList, StaffChatMessage, StaffChatSummary } from '@maatwerk/contract';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { chatMessages, chats, customers, staffChatAvailability, staffMembers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { attachChatUploads } from '../attachments/index.ts';
import { recordAudit } from '../audit.ts';
import { requireCustomerExists } from '../customer-exists.ts';
import type { StaffWriter } from '../staff-writer.ts';
import { type ChatRow, findChat, messagesAfter } from './read.ts';
import { publishChatSignal } from './signals.ts';
import { endChatRow } from './visitor.ts';

/** Since when the visitor waits: their first line after the last line of staff (none: nobody waits). */
const waitingSince = sql<Date | null>`(
  select min(m.created_at) from ${chatMessages} m
  where m.chat_id = ${chats.id} and m.author = 'bezoeker'
    and m.id > coalesce((select max(s.id) from ${chatMessages} s
      where s.chat_id = ${chats.id} and s.author = 'medewerker' and not s.internal), 0))`;

const summaryColumns = {
  chat: chats,
  customerName: customers.name,
  assigneeName: staffMembers.name,
  waitingSince,
};

type SummaryRow = {
  chat: ChatRow;
  customerName: string | null;
  assigneeName: string | null;
  waitingSince: Date | string | null;
};

const toSummary = ({
  chat,
  customerName,
  assigneeName,
  waitingSince: since,
}: SummaryRow): StaffChatSummary => ({
  chat_id: chat.id,
  status: chat.status,
  visitor_name: chat.visitorName,
  customer_id: chat.customerId,
  customer_name: customerName,
  page: chat.page,
  pages_seen: chat.pagesSeen,
  started_at: chat.createdAt.toISOString(),
  // The driver gives a subquery's time as text on PostgreSQL and as a Date on PGlite.
  waiting_since: since === null ? null : new Date(since).toISOString(),
  assignee_id: chat.assigneeStaffId,
  assignee_name: assigneeName,
  ended_at: chat.endedAt?.toISOString() ?? null,
});

const summaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(chats)
    .leftJoin(customers, eq(customers.id, chats.customerId))
    .leftJoin(staffMembers, eq(staffMembers.id, chats.assigneeStaffId));

/** The waiting and active chats, the longest waiting first; whether the caller is available. */
export const listChats = async (db: Db, staffId: number): Promise<StaffChatList> => {
  const rows = await summaries(db).where(ne(chats.status, 'beeindigd')).orderBy(chats.createdAt).limit(200);
  const available = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffChatAvailability)
    .innerJoin(staffMembers, eq(staffMembers.id, staffChatAvailability.staffId))
    .where(and(eq(staffChatAvailability.available, true), isNull(staffMembers.deactivatedAt)))
    .orderBy(staffMembers.name);
  const chatsInOrder = rows
    .map(toSummary)
    .sort((a, b) => (a.waiting_since ?? '9').localeCompare(b.waiting_since ?? '9'));
  return {
    chats: chatsInOrder,
    available: available.some((row) => row.id === staffId),
    available_staff: available,
  };
};

export const customerChats = async (db: Db, customerId: number): Promise<StaffChatSummary[]> => {
  await requireCustomerExists(db, customerId);
  return (
    await summaries(db).where(eq(chats.customerId, customerId)).orderBy(desc(chats.createdAt)).limit(100)
  ).map(toSummary);
};

export const staffChatDetail = async (db: DbOrTx, chatId: string): Promise<StaffChatDetail> => {
  const [row] = await summaries(db).where(eq(chats.id, chatId));
  if (!row) throw new HttpError('not_found', 'Deze chat bestaat niet.');
  return {
    ...toSummary(row),
    messages: await messagesAfter(db, chatId, 0, { internal: true }),
    visitor_read_up_to: row.chat.visitorReadUpTo,
    user_story_id: row.chat.userStoryId,
  };
};

export const setChatAvailability = async (db: Db, writer: StaffWriter, available: boolean): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .insert(staffChatAvailability)
      .values({ staffId: writer.staffId, available })
      .onConflictDoUpdate({
        target: staffChatAvailability.staffId,
        set: { available, updatedAt: new Date() },
      });
    await recordAudit(tx, writer, {
      action: 'staff.chat_availability',
      entity: 'staff_member',
      entityId: writer.staffId,
      after: { available },
    });
    await publishChatSignal(tx, { chatId: '*', kind: 'status' });
  });
};

const openChat = async (tx: DbOrTx, chatId: string): Promise<ChatRow> => {
  const chat = await findChat(tx, chatId, { forUpdate: true });
  if (chat.status === 'beeindigd') throw new HttpError('conflict', 'Deze chat is beëindigd.');
  return chat;
};

const activeStaffName = async (tx: DbOrTx, staffId: number): Promise<string> => {
  const [member] = await tx
    .select({ name: staffMembers.name })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.deactivatedAt)));
  if (!member) {
    throw new HttpError('validation_failed', 'Kies een actieve medewerker.', {
      fields: { staff_id: 'Kies een actieve medewerker.' },
    });
  }
  return member.name;
};

/** Makes a staff member the chat's assignee, with a line the visitor sees. */
const assign = async (tx: DbOrTx, chat: ChatRow, staffId: number, line: string) => {
  await tx.update(chats).set({ assigneeStaffId: staffId, status: 'actief' }).where(eq(chats.id, chat.id));
  await tx.insert(chatMessages).values({ chatId: chat.id, author: 'systeem', body: line });
  await publishChatSignal(tx, { chatId: chat.id, kind: 'message' });
  await publishChatSignal(tx, { chatId: chat.id, kind: 'status' });
};

export const takeChat = async (db: Db, writer: StaffWriter, chatId: string): Promise<StaffChatDetail> =>
  db.transaction(async (tx) => {
    const chat = await openChat(tx, chatId);
    if (chat.assigneeStaffId !== writer.staffId) {
      const name = await activeStaffName(tx, writer.staffId);
      await assign(tx, chat, writer.staffId, `${name.split(' ')[0]} helpt je verder.`);
      await recordAudit(tx, writer, {
        action: 'chat.take',
        entity: 'chat',
        entityId: chatId,
        before: { assignee_staff_id: chat.assigneeStaffId },
        after: { assignee_staff_id: writer.staffId },
      });
    }
    return staffChatDetail(tx, chatId);
  });

export const handOverChat = async (
  db: Db,
  writer: StaffWriter,
  chatId: string,
  staffId: number,
): Promise<StaffChatDetail> =>
  db.transaction(async (tx) => {
    const chat = await openChat(tx, chatId);
    const name = await activeStaffName(tx, staffId);
    await assign(tx, chat, staffId, `De chat is overgedragen aan ${name.split(' ')[0]}.`);
    await recordAudit(tx, writer, {
      action: 'chat.hand_over',
      entity: 'chat',
      entityId: chatId,
      before: { assignee_staff_id: chat.assigneeStaffId },
      after: { assignee_staff_id: staffId },
    });
    return staffChatDetail(tx, chatId);
  });

/** An answer, or an internal note the visitor never sees. Answering a waiting chat takes it. */
export const staffChatMessage = async (
  db: Db,
  writer: StaffWriter,
  chatId: string,
  input: { body: string; internal: boolean; attachment_ids?: readonly string[] | undefined },
): Promise<StaffChatMessage> =>
  db.transaction(async (tx) => {
    const chat = await openChat(tx, chatId);
    if (!input.internal && chat.assigneeStaffId === null) {
      await tx
        .update(chats)
        .set({ assigneeStaffId: writer.staffId, status: 'actief' })
        .where(eq(chats.id, chatId));
      await publishChatSignal(tx, { chatId, kind: 'status' });
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({
        chatId,
        author: 'medewerker',
        staffId: writer.staffId,
        body: input.body,
        internal: input.internal,
      })
      .returning();
    await attachChatUploads(tx, { staffId: writer.staffId }, input.attachment_ids ?? [], {
      chatId,
      chatMessageId: row!.id,
      customerId: chat.customerId,
    });
    // Staff answering have read what the visitor wrote before.
    await tx
      .update(chats)
      .set({ staffReadUpTo: sql`greatest(${chats.staffReadUpTo}, ${row!.id})` })
      .where(eq(chats.id, chatId));
    await recordAudit(tx, writer, {
      action: input.internal ? 'chat.internal_note' : 'chat.reply',
      entity: 'chat',
      entityId: chatId,
      after: { message_id: row!.id, body: input.body, attachment_ids: input.attachment_ids ?? [] },
    });
    await publishChatSignal(tx, { chatId, kind: 'message' });
    await publishChatSignal(tx, { chatId, kind: 'read', by: 'medewerker', upTo: row!.id });
    const [message] = await messagesAfter(tx, chatId, row!.id - 1, { internal: true });
    return message!;
  });

export const staffTyping = async (db: Db, chatId: string): Promise<void> => {
  const chat = await findChat(db, chatId);
  if (chat.status !== 'beeindigd') await publishChatSignal(db, { chatId, kind: 'typing', by: 'medewerker' });
};

export const staffEndChat = async (db: Db, writer: StaffWriter, chatId: string): Promise<StaffChatDetail> =>
  db.transaction(async (tx) => {
    await openChat(tx, chatId);
    await endChatRow(tx, chatId, 'De medewerker heeft de chat beëindigd.');
    await recordAudit(tx, writer, { action: 'chat.end', entity: 'chat', entityId: chatId });
    return staffChatDetail(tx, chatId);
  });
