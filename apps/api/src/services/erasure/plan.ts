import { ERASED_NAME, ERASED_NOTICE } from '@maatwerk/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  apiKeys,
  attachments,
  chatMessages,
  chats,
  contactMessages,
  dataExports,
  emailChanges,
  emergencyRequests,
  erasureRequests,
  loginAddresses,
  mfaFactors,
  mfaRecoveryCodes,
  newsletterSubscribers,
  orderSatisfaction,
  passkeyChallenges,
  passkeys,
  passwordResets,
  reservations,
  securityEvents,
  sessions,
  statusSubscribers,
  timeEntries,
  userInvitations,
  userStories,
  userStoryReplies,
  users,
  weekMails,
} from '../../db/schema.ts';

/** The person being erased: their id, their company, and the e-mail address they had. */
export interface ErasedPerson {
  userId: number;
  customerId: number;
  email: string;
}

/** Rows of this table that are the person's, or about them, are removed. */
interface DeleteStep {
  action: 'delete';
  table: PgTable;
  rows: (db: DbOrTx, person: ErasedPerson) => SQL | undefined;
}

/**
 * Rows of this table stay (the company's order, the kept record), but every column the
 * personal-data map marks 'export' or 'erase' is emptied, except those named in `keep` (ids, links,
 * states, times, amounts: not personal by themselves). An emptied column takes the value in `set`,
 * else null, else (a required text) the notice. A new personal column is thereby erased without a
 * change here; one that cannot be emptied that way makes the erasure test fail until it is named.
 */
interface ScrubStep {
  action: 'scrub';
  table: PgTable;
  rows: (db: DbOrTx, person: ErasedPerson) => SQL | undefined;
  keep: readonly string[];
  /** Columns that are another person's, whom the row is also about (the colleague invited): left alone. */
  others?: readonly string[];
  set?: Record<string, SQL | string | null>;
}

export type ErasureStep = DeleteStep | ScrubStep;

/** What free text of rich text becomes. */
const noticeHtml = `<p>${ERASED_NOTICE}</p>`;
/** A unique value for a required, unique or matched column, that names no one. */
const pseudonym = (prefix: string) => sql`${`${prefix}-`}::text || id::text`;

const own = (column: Parameters<typeof eq>[0]) => (_db: DbOrTx, person: ErasedPerson) =>
  eq(column, person.userId);
const byEmail = (column: Parameters<typeof eq>[0]) => (_db: DbOrTx, person: ErasedPerson) =>
  sql`lower(${column}) = lower(${person.email}::text)`;

/**
 * Every table that holds something of a person, and what erasure does to it (docs/decisions/0067).
 * The order matters only where a row is found through another (a chat's messages through the chat).
 */
export const erasurePlan: readonly ErasureStep[] = [
  // Logins, factors, links and their security log: removed.
  { action: 'delete', table: sessions, rows: own(sessions.userId) },
  { action: 'delete', table: securityEvents, rows: own(securityEvents.userId) },
  { action: 'delete', table: passkeys, rows: own(passkeys.userId) },
  { action: 'delete', table: passkeyChallenges, rows: own(passkeyChallenges.userId) },
  { action: 'delete', table: mfaFactors, rows: own(mfaFactors.userId) },
  { action: 'delete', table: mfaRecoveryCodes, rows: own(mfaRecoveryCodes.userId) },
  { action: 'delete', table: loginAddresses, rows: own(loginAddresses.userId) },
  { action: 'delete', table: passwordResets, rows: own(passwordResets.userId) },
  { action: 'delete', table: emailChanges, rows: own(emailChanges.userId) },
  { action: 'delete', table: userInvitations, rows: own(userInvitations.userId) },
  { action: 'delete', table: weekMails, rows: own(weekMails.userId) },
  { action: 'delete', table: dataExports, rows: own(dataExports.userId) },
  // The keys they made act in their name: removed, as the schema's cascade would.
  { action: 'delete', table: apiKeys, rows: own(apiKeys.createdByUserId) },
  // Files they uploaded, with their bytes (the chunks go with them).
  { action: 'delete', table: attachments, rows: own(attachments.uploadedByUserId) },
  // What they sent without an account, found by their address.
  { action: 'delete', table: contactMessages, rows: byEmail(contactMessages.email) },
  { action: 'delete', table: newsletterSubscribers, rows: byEmail(newsletterSubscribers.email) },
  { action: 'delete', table: statusSubscribers, rows: byEmail(statusSubscribers.email) },

  // Who invited a colleague: the invitation is the colleague's.
  {
    action: 'scrub',
    table: userInvitations,
    rows: (_db, person) => eq(userInvitations.invitedByUserId, person.userId),
    keep: ['id', 'invited_by_staff_id', 'expires_at', 'used_at', 'revoked_at', 'created_at'],
    others: ['user_id', 'token_hash'],
  },
  // Free text they wrote in the company's orders, meetings, calls and chats: replaced by a notice.
  {
    action: 'scrub',
    table: userStories,
    rows: own(userStories.createdByUserId),
    keep: [
      'id',
      'customer_id',
      'created_by_user_id',
      'status',
      'priority',
      'invoice_reference',
      'time_spent_minutes',
      'estimate_minutes',
      'closed_at',
      'created_at',
      'updated_at',
    ],
    set: { description_html: noticeHtml },
  },
  {
    action: 'scrub',
    table: userStoryReplies,
    rows: own(userStoryReplies.authorUserId),
    keep: ['id', 'user_story_id', 'author_user_id', 'from_provider', 'time_spent_minutes', 'created_at'],
    set: { author_name: ERASED_NAME, body_html: noticeHtml },
  },
  {
    action: 'scrub',
    table: timeEntries,
    rows: own(timeEntries.answeredByUserId),
    // The hours and the staff's note are the provider's record of its work.
    keep: [
      'id',
      'user_story_id',
      'worked_on',
      'minutes',
      'note',
      'approval_state',
      'submitted_at',
      'answered_at',
      'answered_by_user_id',
      'approved_automatically',
      'created_at',
    ],
    set: {
      dispute_comment: sql`case when dispute_comment is null then null else ${ERASED_NOTICE}::text end`,
    },
  },
  {
    action: 'scrub',
    table: reservations,
    rows: own(reservations.userId),
    keep: ['id', 'customer_id', 'user_id', 'starts_at', 'ends_at', 'cancelled_at', 'created_at'],
    set: { meeting_id: pseudonym('verwijderd') },
  },
  {
    action: 'scrub',
    table: emergencyRequests,
    rows: own(emergencyRequests.userId),
    keep: ['id', 'customer_id', 'user_id', 'mailed_at', 'acknowledged_at', 'resolved_at', 'created_at'],
  },
  {
    action: 'scrub',
    table: chatMessages,
    rows: (db, person) =>
      and(
        eq(chatMessages.author, 'bezoeker'),
        inArray(
          chatMessages.chatId,
          db.select({ id: chats.id }).from(chats).where(eq(chats.userId, person.userId)),
        ),
      ),
    keep: ['id', 'chat_id', 'author', 'created_at'],
  },
  {
    action: 'scrub',
    table: chats,
    rows: own(chats.userId),
    keep: ['id', 'status', 'page', 'user_id', 'customer_id', 'ended_at', 'created_at'],
    set: { session_hash: pseudonym('verwijderd'), pages_seen: sql`'[]'::jsonb` },
  },
  // Their answer to "how did it go?": the answer counts in the monthly figure, their comment goes.
  {
    action: 'scrub',
    table: orderSatisfaction,
    rows: own(orderSatisfaction.userId),
    keep: ['user_story_id', 'customer_id', 'user_id', 'answer', 'created_at'],
  },
  // Their request's own text.
  {
    action: 'scrub',
    table: erasureRequests,
    rows: own(erasureRequests.userId),
    keep: [],
  },
  // The person themselves: a pseudonym, no way to log in; the row stays for what refers to it.
  {
    action: 'scrub',
    table: users,
    rows: (_db, person) => eq(users.id, person.userId),
    keep: ['id', 'customer_id', 'team_role', 'password_changed_at', 'created_at'],
    set: {
      email: sql`${'verwijderd-'}::text || id::text || ${'@verwijderd.invalid'}::text`,
      first_name: 'Verwijderde',
      last_name: 'persoon',
      password_hash: 'verwijderd',
      has_password: sql`false`,
      deactivated_at: sql`coalesce(deactivated_at, now())`,
    },
  },
];

/**
 * Tables that name a person but keep what they hold on erasure, and why: the test of the map
 * requires every table that refers to a person to be in the plan or here.
 */
export const keptOnErasure: Record<string, string> = {
  audit_log: 'evidence of what was done, append-only, kept for the fiscal retention',
  agreement_acceptances: 'evidence of an agreement, kept for the fiscal retention, never changed',
  offerte_acceptances: 'evidence of a signed offerte, kept for the fiscal retention, never changed',
  invoices: 'kept for the fiscal retention',
  cart_orders: 'the company’s order: what was ordered, not who the person is',
  service_requests: 'the company’s request on its service: what was asked, not who the person is',
};
