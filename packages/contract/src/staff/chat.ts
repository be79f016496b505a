import { z } from 'zod';
import { Attachment, AttachmentIds } from '../attachments.ts';
import { ChatAuthor, ChatId, ChatMessageText, ChatParams, ChatStatus } from '../chat.ts';
import { DateTime, Id, IdParams, Ok } from '../common.ts';
import { text } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { ALL_STAFF, OPERATIONS } from './roles.ts';

/** The live chat as the back office answers it (issue 40, decision 0062). */

export const StaffChatSummary = z.object({
  chat_id: ChatId,
  status: ChatStatus,
  /** The name the visitor gave, or the logged-in person's. */
  visitor_name: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  page: z.string().nullable(),
  /** The paths the visitor opened during this visit, oldest first (the last 20). */
  pages_seen: z.array(z.string()),
  started_at: DateTime,
  /** Since when the visitor waits for an answer: their first message not yet answered; null when nobody waits. */
  waiting_since: DateTime.nullable(),
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  ended_at: DateTime.nullable(),
});
export type StaffChatSummary = z.infer<typeof StaffChatSummary>;

export const StaffChatMessage = z.object({
  id: z.number().int(),
  author: ChatAuthor,
  author_name: z.string().nullable(),
  body: z.string(),
  /** An internal note: staff see it, the visitor never. */
  internal: z.boolean(),
  attachments: z.array(Attachment),
  created_at: DateTime,
});
export type StaffChatMessage = z.infer<typeof StaffChatMessage>;

export const StaffChatDetail = StaffChatSummary.extend({
  messages: z.array(StaffChatMessage),
  /** The last of staff's messages the visitor has read. */
  visitor_read_up_to: z.number().int(),
  user_story_id: z.number().int().nullable(),
});
export type StaffChatDetail = z.infer<typeof StaffChatDetail>;

export const StaffChatList = z.object({
  chats: z.array(StaffChatSummary),
  /** Whether the caller is available for chats. */
  available: z.boolean(),
  /** The staff members available now: whom a chat can be handed over to. */
  available_staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StaffChatList = z.infer<typeof StaffChatList>;

export const ChatAvailabilityBody = z.object({
  available: z.boolean({ error: 'Kies beschikbaar of afwezig.' }),
});

export const StaffChatMessageBody = z.object({
  body: ChatMessageText,
  internal: z.boolean().default(false),
  /** Files the staff member uploaded (POST /staff/attachments) and sends with the line or note. */
  attachment_ids: AttachmentIds,
});
export type StaffChatMessageBody = z.input<typeof StaffChatMessageBody>;

export const HandOverChatBody = z.object({ staff_id: Id });

export const ChatToOrderBody = z.object({ title: text('Titel', 3, 150) });
export type ChatToOrderBody = z.input<typeof ChatToOrderBody>;

export const ChatToOrderAnswer = z.object({ user_story_id: z.number().int() });

export const CustomerChats = z.object({ chats: z.array(StaffChatSummary) });

const EventStream = z.string().describe('text/event-stream');

export const staffChatRoutes = {
  staffChats: defineRoute({
    method: 'GET',
    path: '/staff/chats',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'Waiting and active chats, the longest waiting first, and who is available',
    response: StaffChatList,
  }),
  staffChatsEvents: defineRoute({
    method: 'GET',
    path: '/staff/chats/events',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'Server-sent events whenever a chat starts, changes hands or ends: the list to read again',
    response: EventStream,
  }),
  staffChat: defineRoute({
    method: 'GET',
    path: '/staff/chats/:chatId',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'A chat with every message and internal note',
    params: ChatParams,
    response: StaffChatDetail,
  }),
  staffChatEvents: defineRoute({
    method: 'GET',
    path: '/staff/chats/:chatId/events',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: "Server-sent events of one chat, notes included; Last-Event-ID resumes after a message's id",
    params: ChatParams,
    response: EventStream,
  }),
  setChatAvailability: defineRoute({
    method: 'PUT',
    path: '/staff/me/chat-availability',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'The caller is available for chats, or away',
    body: ChatAvailabilityBody,
    response: ChatAvailabilityBody,
  }),
  takeChat: defineRoute({
    method: 'POST',
    path: '/staff/chats/:chatId/take',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'Takes a waiting chat (or one of a colleague): the caller becomes its assignee',
    params: ChatParams,
    response: StaffChatDetail,
  }),
  staffChatMessage: defineRoute({
    method: 'POST',
    path: '/staff/chats/:chatId/messages',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'An answer to the visitor, or with internal an internal note',
    params: ChatParams,
    body: StaffChatMessageBody,
    response: StaffChatMessage,
    status: 201,
  }),
  staffChatTyping: defineRoute({
    method: 'POST',
    path: '/staff/chats/:chatId/typing',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'The staff member is typing: shown to the visitor for a few seconds',
    params: ChatParams,
    response: Ok,
  }),
  handOverChat: defineRoute({
    method: 'POST',
    path: '/staff/chats/:chatId/hand-over',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'Hands the chat to another active staff member',
    params: ChatParams,
    body: HandOverChatBody,
    response: StaffChatDetail,
  }),
  staffEndChat: defineRoute({
    method: 'POST',
    path: '/staff/chats/:chatId/end',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: 'Ends the chat',
    params: ChatParams,
    response: StaffChatDetail,
  }),
  chatToOrder: defineRoute({
    method: 'POST',
    path: '/staff/chats/:chatId/order',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-chat',
    summary: "Turns a logged-in customer's chat into an order of their company, with the transcript",
    params: ChatParams,
    body: ChatToOrderBody,
    response: ChatToOrderAnswer,
    status: 201,
  }),
  customerChats: defineRoute({
    method: 'GET',
    path: '/staff/customers/:id/chats',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-chat',
    summary: "The history of a customer's chats, newest first",
    params: IdParams,
    response: CustomerChats,
  }),
};
