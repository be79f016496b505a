import { z } from 'zod';
import { Attachment, AttachmentIds, AttachmentParams, UploadAttachmentQuery } from './attachments.ts';
import { DateTime, Ok } from './common.ts';
import { CHAT_LIMITS, chatAuthors, chatStatuses } from './constants/chat.ts';
import { Email, optionalText, text } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * The live chat of the site (issue 40, decision 0062). A conversation is its `chat_id`; the
 * browser that started it proves itself with its `session_id`, a secret the API keeps only hashed:
 * a caller with the chat_id alone hears 404, as if the chat did not exist. The secret travels in
 * bodies and in a header, never in an address, so no log or history holds it.
 */

export const ChatId = z.uuid({ error: 'Deze chat bestaat niet.' });
export const ChatParams = z.object({ chatId: ChatId });

/** The browser's secret: 43 characters of base64url (32 random bytes). */
export const ChatSessionId = z
  .string({ error: 'De sessie van deze chat ontbreekt.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'De sessie van deze chat is niet geldig.');

export const ChatStatus = z.enum(chatStatuses);
export type ChatStatus = z.infer<typeof ChatStatus>;
export const ChatAuthor = z.enum(chatAuthors);
export type ChatAuthor = z.infer<typeof ChatAuthor>;

/** A chat message is plain text: the site shows it as text and makes links clickable, never HTML. */
export const ChatMessageText = text('Bericht', 1, CHAT_LIMITS.messageMax).refine(
  (value) => !value.includes('\u0000'),
  'Bericht bevat een teken dat niet is toegestaan.',
);

export const ChatMessage = z.object({
  /** Rising over every chat: the id of the event on the stream, to resume from (Last-Event-ID). */
  id: z.number().int(),
  author: ChatAuthor,
  /** The staff member's first name for their messages; null for the visitor and the chat itself. */
  author_name: z.string().nullable(),
  body: z.string(),
  /** The files sent with the line (the attachment rules of orders); downloaded by the chat's browser. */
  attachments: z.array(Attachment),
  created_at: DateTime,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatView = z.object({
  chat_id: ChatId,
  status: ChatStatus,
  /** The first name of the staff member who took it. */
  staff_name: z.string().nullable(),
  messages: z.array(ChatMessage),
  /** The last of the visitor's messages staff have read: 'gelezen' up to it, 'afgeleverd' after. */
  staff_read_up_to: z.number().int(),
  ended_at: DateTime.nullable(),
});
export type ChatView = z.infer<typeof ChatView>;

export const ChatAvailability = z.object({ available: z.boolean() });
export type ChatAvailability = z.infer<typeof ChatAvailability>;

export const StartChatBody = z.object({
  name: optionalText(text('Naam', 1, CHAT_LIMITS.nameMax)).optional(),
  /** The page the visitor started from, shown to staff. */
  page: optionalText(z.string().trim().max(CHAT_LIMITS.pageMax, 'Pagina is te lang.')).optional(),
});
export type StartChatBody = z.input<typeof StartChatBody>;

export const StartedChat = z.object({
  chat_id: ChatId,
  session_id: ChatSessionId,
  status: ChatStatus,
});
export type StartedChat = z.infer<typeof StartedChat>;

export const ChatSessionBody = z.object({ session_id: ChatSessionId });
export type ChatSessionBody = z.infer<typeof ChatSessionBody>;

export const ChatViewBody = ChatSessionBody.extend({
  /** Only the messages after this id (a resume); all of them when left out. */
  after_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const SendChatMessageBody = ChatSessionBody.extend({
  body: ChatMessageText,
  /** Files this chat's browser uploaded (POST /chats/:chatId/attachments) and sends with the line. */
  attachment_ids: AttachmentIds,
});
export type SendChatMessageBody = z.input<typeof SendChatMessageBody>;

export const ChatReadBody = ChatSessionBody.extend({
  up_to_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** The address a transcript goes to; a logged-in customer's own is filled in by the panel. */
export const MailChatTranscriptBody = ChatSessionBody.extend({ email: Email('E-mailadres') });
export type MailChatTranscriptBody = z.input<typeof MailChatTranscriptBody>;

/** A path of the site the visitor opened while chatting, for "pages seen in this visit". */
export const ChatPageSeenBody = ChatSessionBody.extend({
  path: z
    .string({ error: 'Pagina ontbreekt.' })
    .trim()
    .max(CHAT_LIMITS.pageMax, 'Pagina is te lang.')
    .regex(/^\/[^\s]*$/, 'Pagina moet een pad van de site zijn.'),
});
export type ChatPageSeenBody = z.input<typeof ChatPageSeenBody>;

export const LeaveChatMessageBody = z.object({
  name: text('Naam', 1, CHAT_LIMITS.nameMax),
  email: Email('E-mailadres'),
  message: text('Bericht', 10, 5000),
  /**
   * The chat nobody answered in time (CHAT_NO_ANSWER_SECONDS), with its browser's secret: it ends
   * with a line that says what the message became. Left out outside staffed hours.
   */
  chat: ChatSessionBody.extend({ chat_id: ChatId }).optional(),
});
export type LeaveChatMessageBody = z.input<typeof LeaveChatMessageBody>;

export const LeftChatMessage = z.object({
  /** A contact message for a visitor, an order for a logged-in customer who may place one. */
  became: z.enum(['contactbericht', 'opdracht']),
  id: z.number().int(),
});
export type LeftChatMessage = z.infer<typeof LeftChatMessage>;

export const ChatAttachmentParams = ChatParams.extend(AttachmentParams.shape);

const fileBody = z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream' });
const thumbnailBody = z.string().meta({ format: 'binary', contentMediaType: 'image/png' });

/** The event stream answers text/event-stream: `message`, `typing`, `read` and `status` events. */
const EventStream = z.string().describe('text/event-stream');

export const chatRoutes = {
  chatAvailability: defineRoute({
    method: 'GET',
    path: '/chat/availability',
    auth: 'none',
    tag: 'chat',
    summary: 'Whether a staff member is available for a chat now',
    response: ChatAvailability,
  }),
  startChat: defineRoute({
    method: 'POST',
    path: '/chats',
    auth: 'none',
    tag: 'chat',
    summary:
      "Starts a chat; with a customer's login token it is tied to the person and company. Answers the chat_id and the browser's secret session_id, shown only now",
    body: StartChatBody,
    response: StartedChat,
    status: 201,
  }),
  viewChat: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/view',
    auth: 'none',
    tag: 'chat',
    summary:
      'The chat as its browser sees it: its state and its messages (after after_id); 404 without the right session_id',
    params: ChatParams,
    body: ChatViewBody,
    response: ChatView,
  }),
  sendChatMessage: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/messages',
    auth: 'none',
    tag: 'chat',
    summary: "A visitor's message, plain text; limited per browser and per address",
    params: ChatParams,
    body: SendChatMessageBody,
    response: ChatMessage,
    status: 201,
  }),
  chatTyping: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/typing',
    auth: 'none',
    tag: 'chat',
    summary: 'The visitor is typing: shown to staff for a few seconds',
    params: ChatParams,
    body: ChatSessionBody,
    response: Ok,
  }),
  chatRead: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/read',
    auth: 'none',
    tag: 'chat',
    summary: "The visitor has read staff's messages up to up_to_id",
    params: ChatParams,
    body: ChatReadBody,
    response: Ok,
  }),
  endChat: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/end',
    auth: 'none',
    tag: 'chat',
    summary: 'The visitor ends the chat',
    params: ChatParams,
    body: ChatSessionBody,
    response: ChatView,
  }),
  reopenChat: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/reopen',
    auth: 'none',
    tag: 'chat',
    summary: 'Opens an ended chat again by its own browser, up to 24 hours after it ended; 409 after that',
    params: ChatParams,
    body: ChatSessionBody,
    response: ChatView,
  }),
  chatEvents: defineRoute({
    method: 'GET',
    path: '/chats/:chatId/events',
    auth: 'none',
    tag: 'chat',
    summary:
      'Server-sent events of the chat, the session_id in the x-chat-session header; each message carries its id, and Last-Event-ID resumes after it without loss or duplicates',
    params: ChatParams,
    response: EventStream,
  }),
  mailChatTranscript: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/transcript',
    auth: 'none',
    tag: 'chat',
    summary:
      'Mails the transcript of an ended chat (without internal notes) to the given address, once per chat; 409 before the end or a second time',
    params: ChatParams,
    body: MailChatTranscriptBody,
    response: Ok,
    status: 202,
  }),
  chatPageSeen: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/page',
    auth: 'none',
    tag: 'chat',
    summary:
      'The visitor opened another page of the site: kept for staff as "pages seen in this visit" (the last 20); past the per-browser budget quietly dropped',
    params: ChatParams,
    body: ChatPageSeenBody,
    response: Ok,
  }),
  uploadChatAttachment: defineRoute({
    method: 'POST',
    path: '/chats/:chatId/attachments',
    auth: 'none',
    tag: 'chat',
    summary:
      'Upload a file for a line of the chat, the session_id in the x-chat-session header; the attachment rules of orders, at most 10 files a chat',
    params: ChatParams,
    query: UploadAttachmentQuery,
    response: Attachment,
    status: 201,
  }),
  downloadChatAttachment: defineRoute({
    method: 'GET',
    path: '/chats/:chatId/attachments/:id',
    auth: 'none',
    tag: 'chat',
    summary:
      "A file of a line of the chat, as a download, to the chat's own browser (x-chat-session); anything else 404",
    params: ChatAttachmentParams,
    response: fileBody,
  }),
  chatAttachmentThumbnail: defineRoute({
    method: 'GET',
    path: '/chats/:chatId/attachments/:id/thumbnail',
    auth: 'none',
    tag: 'chat',
    summary: 'A small PNG of an image sent in the chat, to its own browser (x-chat-session)',
    params: ChatAttachmentParams,
    response: thumbnailBody,
  }),
  leaveChatMessage: defineRoute({
    method: 'POST',
    path: '/chat/leave-message',
    auth: 'none',
    tag: 'chat',
    summary:
      "A message left when nobody is available: a contact message, or with a customer's login token (of a role that places orders) an order",
    body: LeaveChatMessageBody,
    response: LeftChatMessage,
    status: 201,
  }),
};
