/**
 * The rate limits the services take tries from. Implemented by plugins/rate-limit.ts (in memory, or
 * in Redis when several instances count together); services and tests only see this shape.
 */

/** A budget of tries per key in a window of 15 minutes (unless its limit says otherwise). */
export interface Budget {
  /** Takes one try; past the budget it throws 429 with Retry-After, worded by `message`. */
  take: (key: string, message: (retryAfterSeconds: number) => string) => Promise<void>;
  /**
   * Takes one try if the budget has one: `retryAfter` (seconds) when it has not. A refused try
   * takes nothing, so tries refused meanwhile never stretch the wait.
   */
  tryTake: (key: string) => Promise<{ taken: true } | { taken: false; retryAfter: number }>;
  /** Gives one try back (a try that turned out right does not count). */
  giveBack: (key: string) => Promise<void>;
  /** Tries left for the key. */
  remaining: (key: string) => Promise<number>;
}

export interface Limits {
  /** Failed logins per client address, whatever the account: against spraying one password. */
  loginByAddress: Budget;
  /** Failed logins per e-mail address (known or not), from anywhere. */
  loginByAccount: Budget;
  /** Failed logins per e-mail address from one client address. */
  loginByAccountAndAddress: Budget;
  /**
   * Wrong current passwords per logged-in person (user or staff id): before a new password, a
   * second factor, a passkey or an e-mail change. Only a session of the person can spend it, so
   * failed logins by others never keep the owner from these changes.
   */
  currentPasswordByPerson: Budget;
  /** Failed codes per account (user id): at the code step, setup and turning the factor off. */
  codeByAccount: Budget;
  /** Passwordless passkey logins started per client address: each stores a challenge. */
  passkeyLoginOptionsByAddress: Budget;
  /** Requests for a password reset link per e-mail address (known or not), from anywhere. */
  passwordResetByAccount: Budget;
  /** Requests for a password reset link per client address, whatever the e-mail address. */
  passwordResetByAddress: Budget;
  /** Team invitations per inviting eigenaar (user id). */
  teamInvitationByPerson: Budget;
  /** Team invitations per customer, whoever of the team sends them. */
  teamInvitationByCustomer: Budget;
  /** Requests per customer API key (its id) per minute: API_KEY_REQUESTS_PER_MINUTE. */
  requestsByApiKey: Budget;
  /** Mails per envelope sender per minute into the inbound listener: INBOUND_MAILS_PER_SENDER_PER_MINUTE. */
  inboundMailBySender: Budget;
  /** Chats started per client address (CHAT_LIMITS.startsPerAddress per 15 minutes). */
  chatStartsByAddress: Budget;
  /** Chat messages per browser (its hashed sessionId) per minute. */
  chatMessagesBySession: Budget;
  /** Chat messages per client address per minute, over all its chats. */
  chatMessagesByAddress: Budget;
  /** Typing signals per browser per minute: enough for a person, nothing for a flood. */
  chatTypingBySession: Budget;
  /** Messages left outside availability per client address per 15 minutes. */
  chatLeftByAddress: Budget;
  /** Chat transcripts mailed per client address per 15 minutes. */
  chatTranscriptsByAddress: Budget;
  /** "Pages seen" reports per chat browser per minute; past it they are dropped, not refused. */
  chatPagesBySession: Budget;
}
