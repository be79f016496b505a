/**
 * The live chat (issue 40, decision 0062): its limits and states, written once for the API, the
 * visitor's panel and the back office.
 */

/** Where a chat is: waiting for a staff member, taken by one, or ended. */
export const chatStatuses = ['wachtend', 'actief', 'beeindigd'] as const;
type ChatStatus = (typeof chatStatuses)[number];

export const chatStatusLabels: Record<ChatStatus, string> = {
  wachtend: 'Wachtend',
  actief: 'Actief',
  beeindigd: 'Beëindigd',
};

/** Who wrote a line of a chat: the visitor, a staff member, or the chat itself (taken, ended). */
export const chatAuthors = ['bezoeker', 'medewerker', 'systeem'] as const;

export const CHAT_LIMITS = {
  /** Characters of one message: a chat is for short turns; longer goes in an order. */
  messageMax: 2000,
  nameMax: 100,
  pageMax: 300,
  /** Chats one address may start per 15 minutes. */
  startsPerAddress: 10,
  /** Messages one browser (its sessionId) may send per minute. */
  messagesPerSession: 30,
  /** Messages from one address per minute, over all its chats. */
  messagesPerAddress: 60,
  /** Messages left outside availability per address per 15 minutes. */
  leftPerAddress: 5,
  /** Paths of "pages seen in this visit" kept per chat: the newest, oldest dropped first. */
  pagesSeenMax: 20,
  /** Page reports one browser may send per minute; past it a report is quietly dropped. */
  pagesPerSession: 20,
  /** Transcripts mailed per address per 15 minutes (each chat mails its own once). */
  transcriptsPerAddress: 5,
  /** Files a visitor may upload in one chat, over all its lines (each within the attachment rules). */
  filesPerChat: 10,
} as const;

/**
 * A waiting visitor nobody answered within this many seconds (counted from the chat's start) is
 * offered to leave a message instead: it becomes a contact message or an order, as outside hours.
 */
export const CHAT_NO_ANSWER_SECONDS = 120;

/** An ended chat can be opened again by its own browser for this long, never after. */
export const CHAT_REOPEN_HOURS = 24;

/** A typing signal counts for this long unless repeated; the panel sends one at most this often. */
export const CHAT_TYPING_MS = 4000;

/** The names under which the browser keeps a chat (spec §3: persistent client state). */
export const CHAT_STORAGE_KEYS = { chatId: 'chatId', sessionId: 'sessionId' } as const;

/** The header that carries a chat's browser secret on the event stream. */
export const CHAT_SESSION_HEADER = 'x-chat-session';

export const CHAT_TOO_MANY_MESSAGE =
  'Je stuurt te veel berichten achter elkaar. Wacht even en probeer het opnieuw.';
export const CHAT_TOO_MANY_STARTS_MESSAGE =
  'Er zijn vanaf dit adres al veel chats gestart. Probeer het later opnieuw.';
export const CHAT_ENDED_MESSAGE = 'Deze chat is beëindigd en kan niet meer worden heropend.';
export const CHAT_NOT_FOUND_MESSAGE = 'Deze chat bestaat niet (meer).';

export const CHAT_TRANSCRIPT_ONCE_MESSAGE = 'Het verslag van deze chat is al verstuurd.';
export const CHAT_TRANSCRIPT_NOT_ENDED_MESSAGE = 'Het verslag kan worden gemaild als de chat is beëindigd.';
export const CHAT_TOO_MANY_TRANSCRIPTS_MESSAGE =
  'Er zijn vanaf dit adres al veel verslagen gemaild. Probeer het later opnieuw.';
export const CHAT_TOO_MANY_FILES_MESSAGE = `Je kunt hoogstens ${CHAT_LIMITS.filesPerChat} bestanden in één chat sturen. Maak voor meer een opdracht aan of mail ze.`;
