import {
  agreementKinds,
  chatAuthors,
  chatStatuses,
  dataExportScopes,
  directDebitStatuses,
  domainBillingMoments,
  domainOrderStatuses,
  erasureStates,
  hourApprovalStates,
  invoiceKinds,
  knowledgeBaseCategoryKinds,
  mandateStatuses,
  notificationDeliveries,
  offerteLineKinds,
  offerteStatuses,
  onlinePaymentStatuses,
  paymentMethods,
  productGroups,
  productPeriods,
  satisfactionAnswers,
  securityEventKinds,
  serviceRequestKinds,
  serviceStatuses,
  serviceTargetNames,
  staffNotificationKinds,
  staffReplyKinds,
  staffRoles,
  statusEventKinds,
  statusEventStates,
  statusImpacts,
  statusResourceTypes,
  teamRoles,
  userStoryStatuses,
} from '@maatwerk/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

// Customers (companies) and the people who log in for them.

export const customers = pgTable('customers', {
  id: id(),
  name: text('name').notNull(),
  kvkNumber: text('kvk_number'),
  vatId: text('vat_id'),
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
  country: text('country').notNull().default('NL'),
  billingEmail: text('billing_email'),
  /** What an emergency call costs this customer, per hour begun, excluding VAT, unless a subscription includes it. */
  emergencyHourlyRateCents: integer('emergency_hourly_rate_cents').notNull().default(15_000),
  /** What an approved hour of work on orders costs this customer, excluding VAT. */
  hourlyRateCents: integer('hourly_rate_cents').notNull().default(9_500),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    weekMailAddress: text('week_mail_address'),
    /** What this person may do for the customer; a customer's first person is its eigenaar. */
    teamRole: text('team_role', { enum: teamRoles }).notNull().default('eigenaar'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** False for a person the provider created who has not yet set a password through an invitation. */
    hasPassword: boolean('has_password').notNull().default(true),
    /** A deactivated person cannot log in and every session of theirs is refused. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_customer_idx').on(t.customerId),
  ],
);

/** Login tokens, stored only as SHA-256 hashes. `kind` separates full logins from the mfa step and login links. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['login', 'mfa', 'link'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The client that started this token: its User-Agent header (cut to 512) and address. */
    userAgent: text('user_agent'),
    address: text('address'),
    /** For a login link: the login that made it, which takes it along when it ends or refreshes. */
    createdBySessionId: uuid('created_by_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_created_by_idx').on(t.createdBySessionId),
  ],
);

/**
 * A customer's API keys: only the SHA-256 of the key is kept. A key acts for its customer with its
 * own team role; it is refused once revoked or expired, or once the person who made it is removed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    teamRole: text('team_role', { enum: teamRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the key, shown in the list to recognise it by. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_unique').on(t.tokenHash),
    index('api_keys_customer_idx').on(t.customerId),
  ],
);

/**
 * A customer's webhook endpoint (Standard Webhooks): the address, the events it receives and the
 * secret every delivery is signed with. The secret is kept as is, since signing needs it; the
 * portal shows it only when it is made or rotated.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Set when deliveries failed for the whole retry window and the endpoint was switched off. */
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_customer_idx').on(t.customerId)],
);

/**
 * One event for one endpoint, delivered by one job of the job queue (retried with backoff by that
 * same job): the log of the endpoint. `messageId` is the webhook-id header, the same for each
 * attempt and for a redelivery.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON body exactly as it is signed and sent. */
    body: text('body').notNull(),
    status: text('status', { enum: ['wachtrij', 'afgeleverd', 'opnieuw', 'mislukt'] })
      .notNull()
      .default('wachtrij'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The job that delivers it: a job whose instance died mid-attempt failed, and so did this. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);

/**
 * What happened to a person's login, for Mijn account → Beveiliging: logins, failed logins (of a
 * known account), second factor and password changes, ended sessions. Written only by
 * recordSecurityEvent (services/security-log.ts).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: securityEventKinds }).notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An invitation to set a password: one use, for a limited time; only the SHA-256 hash of the token
 * is stored, the token itself is only in the mail.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The staff member who sent it (staff_members.id). */
    invitedByStaffId: integer('invited_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    /** The customer's eigenaar who sent it from Mijn account → Team (users.id). */
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_invitations_token_hash_unique').on(t.tokenHash),
    index('user_invitations_user_idx').on(t.userId),
  ],
);

/** One-use links to set a new password after "Wachtwoord vergeten?": only the token's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * A new login address waiting for confirmation: the link goes to `newEmail`, one use, one hour;
 * only the SHA-256 hash of its token is stored.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_hash_unique').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

/**
 * Client addresses a user fully logged in from: the owner's password from such an address is
 * not refused because of failed tries by others (decision 0007).
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** The TOTP second factor of a user; `lastUsedStep` refuses a replayed code. */
export const mfaFactors = pgTable('mfa_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/**
 * A person's passkeys (WebAuthn credentials): the credential id as the browser names it
 * (base64url), the COSE public key, the signature counter (refused when it goes back), and the
 * transports the browser reported, to hint the next ceremony.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_unique').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * One WebAuthn ceremony underway: only the SHA-256 hash of its random challenge is stored, and the
 * answer finds it by that hash. Claimed (deleted) by the one answer that uses it. `register` and
 * `mfa` are bound to the person; a passwordless `login` is bound to nobody until a passkey answers.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login', 'mfa'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

// Orders, called user stories in the API and opdrachten on the site.

export const userStories = pgTable(
  'user_stories',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull(),
    status: text('status', { enum: userStoryStatuses }).notNull().default('nieuw'),
    priority: integer('priority').notNull().default(3),
    invoiceReference: text('invoice_reference'),
    timeSpentMinutes: integer('time_spent_minutes').notNull().default(0),
    estimateMinutes: integer('estimate_minutes'),
    /** The staff member who works on it; null while nobody is assigned. */
    assigneeStaffId: integer('assignee_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_stories_customer_idx').on(t.customerId, t.createdAt),
    index('user_stories_queue_idx').on(t.status, t.updatedAt),
    index('user_stories_assignee_idx').on(t.assigneeStaffId),
  ],
);

export const userStoryReplies = pgTable(
  'user_story_replies',
  {
    id: id(),
    userStoryId: integer('user_story_id')
      .notNull()
      .references(() => userStories.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set on what the provider's staff wrote. */
    authorStaffId: integer('author_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    fromProvider: boolean('from_provider').notNull().default(false),
    /** 'internal_note' is for the provider's staff only: no customer answer ever contains it. */
    kind: text('kind', { enum: staffReplyKinds }).notNull().default('reply'),
    bodyHtml: text('body_html').notNull(),
    timeSpentMinutes: integer('time_spent_minutes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('user_story_replies_story_idx').on(t.userStoryId, t.createdAt)],
);

/** Time worked on an order; together they make up the order's time_spent_minutes. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    userStoryId: integer('user_story_id')
      .notNull()
      .references(() => userStories.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    workedOn: date('worked_on').notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note').notNull().default(''),
    /** The customer's approval before the time is billed (hourApprovalTransitions in the contract). */
    approvalState: text('approval_state', { enum: hourApprovalStates }).notNull().default('nieuw'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    disputeComment: text('dispute_comment'),
    /** Approved because nobody answered within the approval days. */
    approvedAutomatically: boolean('approved_automatically').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_entries_story_idx').on(t.userStoryId, t.workedOn),
    index('time_entries_approval_idx').on(t.approvalState, t.submittedAt),
  ],
);

// Billing: invoices (saved drafts and sent), their lines, subscriptions and pro-forma lines.

/**
 * An invoice or credit note. A concept ('saved') has no number and no dates; sending gives it the
 * next number of its series and year, its issue and due dates, and freezes it: no route changes a
 * sent row or its lines again. Where it stands (paid, overdue, ...) is derived from its lines,
 * payments and credit notes, never stored.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: invoiceKinds }).notNull().default('factuur'),
    /** For a credit note: the sent invoice whose lines it takes back. */
    creditsInvoiceId: integer('credits_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'cascade',
    }),
    number: text('number'),
    status: text('status', { enum: ['saved', 'sent'] }).notNull(),
    description: text('description').notNull(),
    issuedOn: date('issued_on'),
    dueOn: date('due_on'),
    /** The period the work or service was delivered in. */
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Fixed at sending: an EU business customer outside the Netherlands with a VAT id, "btw verlegd". */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** The customer's name, address and ids as they stood at sending; the PDF is printed from these. */
    billedTo: jsonb('billed_to').$type<BilledTo>(),
    /**
     * Fixed at sending, like the lines and the reverse-charge decision it is computed from (with the
     * contract's VAT rule): what lists sum and filter on in SQL. Null for a concept.
     */
    totalCents: integer('total_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    // The staff list's order (newest issue first, concepts first and by creation), for all
    // customers and for one; the second also finds a customer's invoices.
    index('invoices_list_idx').on(
      t.issuedOn.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('invoices_customer_list_idx').on(
      t.customerId,
      t.issuedOn.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('invoices_credits_idx').on(t.creditsInvoiceId),
    // The reminders look only at sent invoices by due date.
    index('invoices_sent_due_idx').on(t.dueOn).where(sql`${t.status} = 'sent' and ${t.kind} = 'factuur'`),
  ],
);

/** The customer facts a sent invoice carries, as they stood at sending. */
export interface BilledTo {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
  kvkNumber: string | null;
  vatId: string | null;
}

/**
 * The last number given per series ('factuur', 'creditfactuur') and calendar year. Sending locks
 * the row in its own transaction, so numbers follow each other without gaps, also when two staff
 * members or two API instances send at once; a rolled-back send gives its number back.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    /** 'offerte': the offertes' own series, numbered by the same mechanism (decision 0066). */
    kind: text('kind', { enum: [...invoiceKinds, 'offerte'] as const }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** In hundredths; negative on a credit note. */
    quantity: integer('quantity_hundredths').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    position: integer('position').notNull().default(0),
    /** On a credit note: the line of the original invoice it takes back (each line once). */
    creditsLineId: integer('credits_line_id').references((): AnyPgColumn => invoiceLines.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_lines_credits_unique').on(t.creditsLineId),
  ],
);

/** Binary data: a Buffer in the code, `bytea` in the database (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The PDF of an invoice or credit note as it was mailed when it was sent: the customer downloads
 * the same bytes later, whatever changed since (payments, the layout of newer PDFs).
 */
export const sentInvoicePdfs = pgTable('sent_invoice_pdfs', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

/**
 * A file sent with an order, a reply or an internal note (docs/decisions/0054). An upload is
 * 'uploading' while its bytes arrive, 'ready' once its type is checked, and attached when a message
 * names it; one never attached is removed after a day. Its bytes are in `attachment_chunks` (the
 * database storage) so that every instance reads them and every backup holds them.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose storage it counts towards: the uploading customer's, or the order's once attached. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedByStaffId: integer('uploaded_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    userStoryId: integer('user_story_id').references(() => userStories.id, { onDelete: 'cascade' }),
    /** Null on an attachment of the order itself (its description). */
    replyId: integer('reply_id').references(() => userStoryReplies.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['uploading', 'ready'] })
      .notNull()
      .default('uploading'),
    /** Where the bytes are: only 'database' so far. */
    storage: text('storage').notNull().default('database'),
    name: text('name').notNull(),
    type: text('type').notNull().default('application/octet-stream'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256'),
    thumbnail: bytea('thumbnail'),
    /**
     * The chat a visitor uploaded it in (their proof of who uploaded it: the chat's browser), and
     * the chat line it was sent with once sent; an order's attachments have neither.
     */
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    chatMessageId: bigint('chat_message_id', { mode: 'number' }).references(() => chatMessages.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('attachments_story_idx').on(t.userStoryId),
    index('attachments_customer_idx').on(t.customerId),
    index('attachments_chat_message_idx').on(t.chatMessageId),
    index('attachments_unattached_idx').on(t.createdAt).where(sql`${t.userStoryId} is null`),
  ],
);

/** The bytes of an attachment in the database storage, in pieces of at most 256 kB, in order. */
export const attachmentChunks = pgTable(
  'attachment_chunks',
  {
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attachmentId, t.seq] })],
);

/**
 * A copy of a person's or a company's data (AVG), asked for in the portal and made by a job
 * (services/privacy). Only the person who asked may see and download it, once, until `expiresAt`;
 * its ZIP is in `data_export_chunks`, stored as attachments are.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: dataExportScopes }).notNull(),
    /** The job that makes it: should its instance stop for good, the job's failure is the export's. */
    jobId: uuid('job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** Progress: the records written so far of those to write. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);

/** The bytes of an export's ZIP, in pieces of at most 256 kB, in order. */
export const dataExportChunks = pgTable(
  'data_export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);

/**
 * A published version of a document customers must accept (verwerkersovereenkomst, terms). Never
 * changed once published: a change is a new version. The text is sanitised HTML, its SHA-256 stored.
 */
export const agreementDocuments = pgTable(
  'agreement_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: agreementKinds }).notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    effectiveOn: date('effective_on').notNull(),
    contentHtml: text('content_html').notNull(),
    sha256: text('sha256').notNull(),
    // No action on delete: the row is never changed; staff are deactivated, not removed.
    publishedByStaffId: integer('published_by_staff_id').references((): AnyPgColumn => staffMembers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agreement_documents_version_unique').on(t.kind, t.version)],
);

/**
 * The evidence that a company accepted a version: who, when, from where, and the hash of the text
 * as shown. One per company and version (a second acceptance is the first); never changed (a
 * trigger refuses updates), removed only with the company or after its retention.
 */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => agreementDocuments.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    // No action on delete: the row is never changed; it goes with its company, whose people go too.
    userId: integer('user_id').references(() => users.id),
    personName: text('person_name').notNull(),
    version: text('version').notNull(),
    sha256: text('sha256').notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_acceptances_once').on(t.documentId, t.customerId)],
);

/** A person's request to have their personal data erased (AVG): asked, confirmed by staff, done by a job. */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: erasureStates }).notNull().default('requested'),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedByStaffId: integer('confirmed_by_staff_id').references((): AnyPgColumn => staffMembers.id, {
      onDelete: 'set null',
    }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    jobId: uuid('job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per person at a time.
    uniqueIndex('erasure_requests_open_unique')
      .on(t.userId)
      .where(sql`${t.status} in ('requested', 'confirmed')`),
  ],
);

/** Money received for a sent invoice. The balance is the total less credit notes and these. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    /** Who registered it; null for payments from before the back office. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidOn)],
);

/**
 * A payment a customer started online (iDEAL through Mollie) for an invoice's balance. Its status is
 * what Mollie last said; once paid it is registered as one invoice payment, linked here (unique, so
 * never twice).
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: id(),
    /** Mollie's id, tr_… */
    providerId: text('provider_id').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: onlinePaymentStatuses }).notNull(),
    /** Mollie's payment page, while the payment is open. */
    checkoutUrl: text('checkout_url'),
    invoicePaymentId: integer('invoice_payment_id').references(() => invoicePayments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('online_payments_provider_id_unique').on(t.providerId),
    uniqueIndex('online_payments_invoice_payment_unique').on(t.invoicePaymentId),
    index('online_payments_invoice_idx').on(t.invoiceId, t.createdAt),
  ],
);

/**
 * A SEPA direct debit mandate a customer gives through Mollie (decision 0069): made with a first
 * iDEAL payment on a Mollie customer; once that is paid, Mollie's mandate and what it says of the
 * account. Only the masked account is kept. At most one is geldig per customer.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Mollie's customer, cst_… (one per customer, reused by a later mandate). */
    providerCustomerId: text('provider_customer_id').notNull(),
    /** The first payment that gives the mandate, tr_… */
    firstPaymentId: text('first_payment_id').notNull(),
    /** Mollie's mandate, mdt_…, once the first payment is paid. */
    providerMandateId: text('provider_mandate_id'),
    status: text('status', { enum: mandateStatuses }).notNull(),
    /** The first payment's page, while it is open. */
    checkoutUrl: text('checkout_url'),
    accountHolder: text('account_holder'),
    /** 'NL** **** **** 4321': never the whole IBAN. */
    accountMasked: text('account_masked'),
    signatureDate: date('signature_date'),
    mandateReference: text('mandate_reference'),
    /** The person who gave it (no foreign key: the record outlives a person removed from a team). */
    userId: integer('user_id'),
    /** When it became geldig: invoices sent from then on are collected. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('direct_debit_mandates_first_payment_unique').on(t.firstPaymentId),
    uniqueIndex('direct_debit_mandates_one_valid').on(t.customerId).where(sql`${t.status} = 'geldig'`),
    index('direct_debit_mandates_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * One collection of an invoice by direct debit: announced with its date and amount in the invoice
 * mail (or the failure mail of the attempt before), then queued, offered to Mollie as a recurring
 * payment and settled by Mollie's webhook. The unique (invoice, attempt) makes each attempt exist
 * once; the unique invoice payment registers the money once.
 */
export const directDebits = pgTable(
  'direct_debits',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    mandateId: integer('mandate_id')
      .notNull()
      .references(() => directDebitMandates.id, { onDelete: 'cascade' }),
    /** 1 for the first collection, 2 for the first retry, … */
    attempt: integer('attempt').notNull(),
    collectOn: date('collect_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: directDebitStatuses }).notNull(),
    /** Mollie's recurring payment, tr_…, once offered. */
    providerId: text('provider_id'),
    /** The invoice payment it registered when paid. */
    invoicePaymentId: integer('invoice_payment_id').references(() => invoicePayments.id, {
      onDelete: 'set null',
    }),
    /** The negative payment a reversal (storno) registered. */
    reversalPaymentId: integer('reversal_payment_id').references(() => invoicePayments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('direct_debits_invoice_attempt_unique').on(t.invoiceId, t.attempt),
    uniqueIndex('direct_debits_provider_id_unique').on(t.providerId),
    index('direct_debits_due_idx').on(t.collectOn).where(sql`${t.status} = 'aangekondigd'`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    interval: text('interval', { enum: ['month', 'quarter', 'year'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    startedOn: date('started_on').notNull(),
    nextInvoiceOn: date('next_invoice_on'),
    endedOn: date('ended_on'),
    /** At next_invoice_on the period's invoice is made: sent at once when true, else a concept. */
    autoSend: boolean('auto_send').notNull().default(false),
    /** While this subscription runs, emergency calls cost nothing extra. */
    includesEmergencyCalls: boolean('includes_emergency_calls').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_customer_idx').on(t.customerId)],
);

/** Work done and not yet invoiced: what the next invoice will carry. */
export const proFormaLines = pgTable(
  'pro_forma_lines',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity_hundredths').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    workedOn: date('worked_on').notNull(),
    /** The approved time entry this line bills; each entry once. */
    timeEntryId: integer('time_entry_id').references(() => timeEntries.id, { onDelete: 'set null' }),
    /** The concept (or sent invoice) that took this line over; deleting a concept gives the line back. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pro_forma_lines_customer_idx').on(t.customerId),
    uniqueIndex('pro_forma_lines_time_entry_unique').on(t.timeEntryId),
  ],
);

/**
 * A prepaid bundle of hours (strippenkaart), bought as the line of an invoice and usable once that
 * invoice is sent. Approved hours draw it down (used_minutes, under a row lock) before anything is
 * billed; warned_at is set once, with the mail, when what is left falls to the warning share.
 */
export const hourBundles = pgTable(
  'hour_bundles',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    usedMinutes: integer('used_minutes').notNull().default(0),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('hour_bundles_customer_idx').on(t.customerId),
    index('hour_bundles_invoice_idx').on(t.invoiceId),
  ],
);

/** What was drawn from a bundle, and for which hours. */
export const hourBundleUsages = pgTable(
  'hour_bundle_usages',
  {
    id: id(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => hourBundles.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    description: text('description').notNull(),
    timeEntryId: integer('time_entry_id').references(() => timeEntries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('hour_bundle_usages_bundle_idx').on(t.bundleId, t.createdAt)],
);

// Domains, hosting and servers.

export const domains = pgTable(
  'domains',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameservers: jsonb('nameservers').$type<string[]>().notNull(),
    locked: boolean('locked').notNull().default(true),
    autoRenew: boolean('auto_renew').notNull().default(true),
    registeredOn: date('registered_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    hostingPackageId: integer('hosting_package_id'),
    /** When the provider stopped managing the domain (moved away or cancelled); the row stays as history. */
    endedOn: date('ended_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('domains_name_unique').on(t.name), index('domains_customer_idx').on(t.customerId)],
);

export const domainScreenshots = pgTable('domain_screenshots', {
  domainId: integer('domain_id')
    .primaryKey()
    .references(() => domains.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['ok', 'unreachable'] }).notNull(),
  contentType: text('content_type').notNull(),
  imageBase64: text('image_base64').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

export const servers = pgTable(
  'servers',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    ipAddress: text('ip_address').notNull(),
    operatingSystem: text('operating_system').notNull(),
    cpuCores: integer('cpu_cores').notNull(),
    memoryGb: integer('memory_gb').notNull(),
    diskGb: integer('disk_gb').notNull(),
    location: text('location').notNull(),
    status: text('status', { enum: ['actief', 'onderhoud', 'uit'] }).notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    /** Set when the server was ended (status 'uit'); the row stays as history. */
    endedOn: date('ended_on'),
    createdAt: createdAt(),
  },
  (t) => [index('servers_customer_idx').on(t.customerId)],
);

export const hostingPackages = pgTable(
  'hosting_packages',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    plan: text('plan').notNull(),
    diskGb: integer('disk_gb').notNull(),
    mailboxes: integer('mailboxes').notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    status: text('status', { enum: ['actief', 'opgezegd'] }).notNull(),
    renewsOn: date('renews_on').notNull(),
    /** Set when the package was ended (status 'opgezegd'); the row stays as history. */
    endedOn: date('ended_on'),
    createdAt: createdAt(),
  },
  (t) => [index('hosting_packages_customer_idx').on(t.customerId)],
);

/** Orders placed from the domain cart (`POST /order`) and applied value packs. */
export const cartOrders = pgTable(
  'cart_orders',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['order', 'value_pack'] }).notNull(),
    cart: jsonb('cart').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_orders_customer_idx').on(t.customerId)],
);

/**
 * One name of a placed domain order, with where it stands. A name can be ordered by one customer
 * at a time: the database refuses a second open order of it (a refused one may be ordered again).
 */
export const domainOrders = pgTable(
  'domain_orders',
  {
    id: id(),
    cartOrderId: integer('cart_order_id')
      .notNull()
      .references(() => cartOrders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    years: integer('years').notNull(),
    status: text('status', { enum: domainOrderStatuses }).notNull().default('aangevraagd'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('domain_orders_open_name_unique').on(t.name).where(sql`${t.status} <> 'geweigerd'`),
    index('domain_orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

// Products, their prices, and the services customers take of them.

/**
 * What the provider sells and for how much: one row per product, edited by staff. The price is per
 * period, in cents excluding VAT; an invoice line copies it when it is made, so a later change never
 * touches an invoice. A domain product is one extension (`tld`): its price is the yearly renewal,
 * `register_cents` the first year, and the cart reads these too (decision 0056).
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    group: text('group', { enum: productGroups }).notNull(),
    /** For a domain product: the extension it prices ('nl'), unique. */
    tld: text('tld'),
    priceCents: integer('price_cents').notNull(),
    setupCents: integer('setup_cents').notNull().default(0),
    vatRate: integer('vat_rate').notNull(),
    period: text('period', { enum: productPeriods }).notNull(),
    /** How many days before the end of a period a customer must cancel. */
    noticeDays: integer('notice_days').notNull().default(0),
    /** For a domain: billed when registered, or at once when ordered. */
    domainBilling: text('domain_billing', { enum: domainBillingMoments }).notNull().default('registratie'),
    /** For a domain: the first year's price when registered with us (premium names their own). */
    registerCents: integer('register_cents'),
    premiumRegisterCents: integer('premium_register_cents'),
    transferCents: integer('transfer_cents'),
    /** Not offered any more: kept for the services that still run on it. */
    active: boolean('active').notNull().default(true),
    /**
     * A customer who moves from this product to a cheaper one of its group gets a pro-rata credit
     * note for the rest of the period and the cheaper one at once; else the change waits for the
     * next period (decision 0069).
     */
    downgradeCredit: boolean('downgrade_credit').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('products_tld_unique').on(t.tld)],
);

/**
 * A product a customer takes: a registered domain, a hosting package, a server, a support contract.
 * `paid_until` is the first day not yet billed; `next_bill_on` when the run bills the next period
 * (null: nothing to bill, as after cancelling or with auto-renew off).
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The ordered domain name this service delivers; one service per order line. */
    domainOrderId: integer('domain_order_id').references(() => domainOrders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    status: text('status', { enum: serviceStatuses }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** A premium domain name: its first year costs the product's premium price. */
    premium: boolean('premium').notNull().default(false),
    /** Months of the first period (a domain ordered for more than a year); else the product's period. */
    firstPeriodMonths: integer('first_period_months'),
    startedOn: date('started_on').notNull(),
    paidUntil: date('paid_until'),
    nextBillOn: date('next_bill_on'),
    /** The last day of a cancelled or ended service. */
    endsOn: date('ends_on'),
    /** A cheaper package the customer chose, billed from the next period on (decision 0069). */
    pendingProductId: integer('pending_product_id').references((): AnyPgColumn => products.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_customer_idx').on(t.customerId),
    uniqueIndex('services_domain_order_unique').on(t.domainOrderId),
    index('services_next_bill_idx').on(t.nextBillOn).where(sql`${t.nextBillOn} is not null`),
  ],
);

/**
 * Every period of a service that was billed, with the invoice it went on. The unique key is what
 * makes each (service, period) billed exactly once, whatever instance or rerun tries again.
 */
export const servicePeriods = pgTable(
  'service_periods',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_periods_service_start_unique').on(t.serviceId, t.periodStart)],
);

/**
 * What a customer's person asked of a service in the portal (decision 0059): staff see each on the
 * service in the back office. A transfer code itself is never stored.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: serviceRequestKinds }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('service_requests_service_idx').on(t.serviceId, t.createdAt)],
);

/** A warning mailed before a service ends without renewal: one per service, end date and days before. */
export const serviceExpiryWarnings = pgTable(
  'service_expiry_warnings',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    endsOn: date('ends_on').notNull(),
    daysBefore: integer('days_before').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.endsOn, t.daysBefore] })],
);

// Time reservations and meetings.

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    subject: text('subject').notNull(),
    /** Unguessable id that `GET /meeting-url?id=` takes. */
    meetingId: text('meeting_id').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One booking per slot: the database decides between two customers who book at once.
    uniqueIndex('reservations_slot_unique').on(t.startsAt).where(sql`${t.cancelledAt} is null`),
    uniqueIndex('reservations_meeting_unique').on(t.meetingId),
    index('reservations_customer_idx').on(t.customerId, t.startsAt),
  ],
);

/**
 * When developers can be booked: a weekly pattern of time ranges in Amsterdam time. Weekday 1 is
 * Monday, 7 Sunday (ISO); times are 'HH:MM'.
 */
export const bookingHours = pgTable(
  'booking_hours',
  {
    id: id(),
    weekday: integer('weekday').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_hours_weekday_idx').on(t.weekday)],
);

/** Days nobody can be booked (holidays of the team, a training day), from and until inclusive. */
export const bookingDaysOff = pgTable(
  'booking_days_off',
  {
    id: id(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_days_off_range_idx').on(t.startsOn, t.endsOn)],
);

// Messages from visitors and customers.

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation mail went out: the link expires, and mail to one address is throttled. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** The sha256 of the unsubscribe token; the token itself is only in the mail. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  company: text('company'),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const emergencyRequests = pgTable(
  'emergency_requests',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedByStaffId: integer('acknowledged_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByStaffId: integer('resolved_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('emergency_requests_customer_idx').on(t.customerId),
    index('emergency_requests_open_idx').on(t.acknowledgedAt, t.createdAt),
  ],
);

// The job queue shared by every API instance (claimed with FOR UPDATE SKIP LOCKED).

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'finished', 'failed'] })
      .notNull()
      .default('queued'),
    output: jsonb('output'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(1),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** The id of the request that queued the job (its X-Request-Id), named in the job's log lines. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAfter)],
);

// Search documents: the public site, the knowledge base and the provider's sites.

export const pages = pgTable('pages', {
  id: id(),
  slug: text('slug').notNull().unique(),
  url: text('url').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  content: text('content').notNull(),
  updatedAt: updatedAt(),
});

export const knowledgeBaseCategories = pgTable('knowledge_base_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** 'kennisbank': a category of articles; 'faq': a theme of /veelgestelde-vragen, its articles questions. */
  kind: text('kind', { enum: knowledgeBaseCategoryKinds }).notNull().default('kennisbank'),
  /** Order on the site, lowest first. */
  position: integer('position').notNull().default(0),
});

/** Former slugs of a category: its old address redirects to the current one. */
export const knowledgeBaseCategorySlugs = pgTable('knowledge_base_category_slugs', {
  slug: text('slug').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => knowledgeBaseCategories.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const knowledgeBaseArticles = pgTable(
  'knowledge_base_articles',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => knowledgeBaseCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Rich text (the cleaned HTML of the editor). */
    content: text('content').notNull(),
    /** When it was (last) published; null while it is a concept that only staff see. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('knowledge_base_articles_category_idx').on(t.categoryId)],
);

/** Former slugs of an article: its old address answers 301 to the current one. */
export const knowledgeBaseArticleSlugs = pgTable(
  'knowledge_base_article_slugs',
  {
    slug: text('slug').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => knowledgeBaseArticles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('knowledge_base_article_slugs_article_idx').on(t.articleId)],
);

/** The answers to "Was dit artikel nuttig?", one row per answer. */
export const knowledgeBaseFeedback = pgTable(
  'knowledge_base_feedback',
  {
    id: id(),
    articleId: integer('article_id')
      .notNull()
      .references(() => knowledgeBaseArticles.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('knowledge_base_feedback_article_idx').on(t.articleId)],
);

export const sites = pgTable('sites', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  content: text('content').notNull(),
  domain: text('domain').notNull(),
  url: text('url').notNull(),
  updatedAt: updatedAt(),
});

// The provider's staff: the back office at /beheer. Staff are not customers: their own accounts,
// tokens and second factor.

export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    /** Null until the invited staff member has chosen a password. */
    passwordHash: text('password_hash'),
    /** A deactivated staff member cannot log in; their sessions ended when this was set. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * Staff tokens, stored only as SHA-256 hashes, apart from customers' sessions. `login` is a full
 * login, `mfa` the code step, `setup` a login that may only set up the second factor.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['login', 'mfa', 'setup'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** The TOTP second factor of a staff member; `lastUsedStep` refuses a replayed code. */
export const staffMfaFactors = pgTable('staff_mfa_factors', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** One-use links to choose a password: only the token's hash is kept. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Who sent it; null for the command line (the first staff account). */
    invitedByStaffId: integer('invited_by_staff_id').references(() => staffMembers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_unique').on(t.tokenHash),
    index('staff_invitations_staff_idx').on(t.staffId),
  ],
);

/** Every staff write: who, what, which record, before and after, from where. Append-only (a trigger refuses changes). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The staff member who wrote; null when a customer's person did it in the portal (user_id). */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** A customer's person; no foreign key, since the log outlives a person removed from a team. */
    userId: integer('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

// The public status page: incidents and maintenance, their updates, the customer resources an
// incident touches, and which customers were mailed about it (once per event, customer and kind).

export const statusEvents = pgTable(
  'status_events',
  {
    id: id(),
    kind: text('kind', { enum: statusEventKinds }).notNull(),
    title: text('title').notNull(),
    services: jsonb('services').$type<string[]>().notNull(),
    impact: text('impact', { enum: statusImpacts }).notNull(),
    state: text('state', { enum: statusEventStates }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    plannedEndAt: timestamp('planned_end_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('status_events_closed_idx').on(t.closedAt, t.startsAt)],
);

export const statusEventUpdates = pgTable(
  'status_event_updates',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => statusEvents.id, { onDelete: 'cascade' }),
    state: text('state', { enum: statusEventStates }).notNull(),
    message: text('message').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('status_event_updates_event_idx').on(t.eventId, t.createdAt)],
);

/** A server, hosting package or domain an incident touches, with its customer at the time. */
export const statusEventResources = pgTable(
  'status_event_resources',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => statusEvents.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: statusResourceTypes }).notNull(),
    resourceId: integer('resource_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.resourceType, t.resourceId] }),
    index('status_event_resources_customer_idx').on(t.customerId),
  ],
);

/** The unique key makes each mail (start or resolved) go to a customer once, whichever instance asks. */
export const statusEventNotices = pgTable(
  'status_event_notices',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => statusEvents.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['start', 'resolved'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.customerId, t.kind] })],
);

/**
 * An address that asked for status mails (double opt-in, as the newsletter): every event, or with a
 * customer only the incidents that touch that customer's resources. Only the hash of the confirm
 * token is kept; the unsubscribe link is signed (services/status-subscriptions/links.ts).
 */
export const statusSubscribers = pgTable(
  'status_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    /** Null: every incident and maintenance; a customer: the incidents that touch its resources. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation mail went out: the link expires, and mail to one address is throttled. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('status_subscribers_email_customer_unique').on(
      sql`lower(${t.email})`,
      sql`coalesce(${t.customerId}, 0)`,
    ),
    index('status_subscribers_confirmed_idx').on(t.status, t.customerId),
  ],
);

/**
 * One status update to one subscriber: written with the update, in its transaction, with the job
 * that mails it; the primary key makes each update reach each subscriber once.
 */
export const statusSubscriptionMails = pgTable(
  'status_subscription_mails',
  {
    updateId: integer('update_id')
      .notNull()
      .references(() => statusEventUpdates.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => statusSubscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.subscriberId] })],
);

/**
 * The week mail of one person for one week (the Monday it starts): the primary key makes it go out
 * once, whichever instance's schedule gets there first; the mail itself goes through the job queue.
 */
export const weekMails = pgTable(
  'week_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    /** Null until the job has run; then whether there was anything to tell (no mail otherwise). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    empty: boolean('empty'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/**
 * A payment reminder of an invoice (level 1 or 2): the primary key lets one instance's schedule
 * claim it; the mail goes through the job queue and says so in sent_at, or not at all when the
 * invoice was paid in the meantime.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.level] })],
);

/**
 * When a periodic maintenance of the database itself last ran: the embedded database's daily
 * vacuum (db/embedded-maintenance.ts), which PostgreSQL's own statistics do not remember across a
 * restart of PGlite.
 */
export const databaseMaintenance = pgTable('database_maintenance', {
  task: text('task').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * Backups, one row each: a scheduled one keyed by its period ('2026-11-27', or '2026-11-27T14' when
 * hourly), which one instance claims and the others then leave alone; a backup asked for by hand
 * by 'manual:' and its time. A claim whose instance stopped mid-way (claimed long ago, never
 * finished) is taken over by the next instance that looks (services/backups/runs.ts).
 */
export const backupRuns = pgTable('backup_runs', {
  period: text('period').primaryKey(),
  claimedBy: text('claimed_by').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  file: text('file'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  sha256: text('sha256'),
});

/**
 * How a staff member hears of each kind of customer event on their orders; a kind without a row is
 * DEFAULT_NOTIFICATION_DELIVERY (decision 0060).
 */
export const staffNotificationSettings = pgTable(
  'staff_notification_settings',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: staffNotificationKinds }).notNull(),
    delivery: text('delivery', { enum: notificationDeliveries }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.kind] })],
);

/**
 * A customer's event for the provider's staff, written in the transaction of the event itself. A
 * mail at once is a job queued in that transaction (staff_id null: to the desk address); one for
 * the digest waits with digest_day null until the day's digest claims it, once.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: id(),
    kind: text('kind', { enum: staffNotificationKinds }).notNull(),
    /** The assignee it is for; null: the desk address. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    delivery: text('delivery', { enum: ['mail', 'digest'] }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userStoryId: integer('user_story_id').references(() => userStories.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    /** What happened, in a line: the order's title, the meeting's time and subject, the dispute. */
    detail: text('detail').notNull(),
    /** The Amsterdam day of the digest that took it in. */
    digestDay: date('digest_day'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_notifications_digest_idx')
      .on(t.staffId, t.createdAt)
      .where(sql`${t.delivery} = 'digest' and ${t.digestDay} is null`),
  ],
);

/** One staff member's digest of one day: the primary key lets one instance's schedule claim it. */
export const staffDigests = pgTable(
  'staff_digests',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.day] })],
);

/** When a staff member last opened an order: a customer reply after it is unread for them. */
export const staffOrderViews = pgTable(
  'staff_order_views',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    userStoryId: integer('user_story_id')
      .notNull()
      .references(() => userStories.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.userStoryId] })],
);

// The live chat (issue 40, decision 0062).

/**
 * A chat: its id is the chatId the visitor's browser keeps; session_hash the SHA-256 of the browser's
 * secret sessionId, never the secret itself. A logged-in customer's chat names person and company.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey(),
    sessionHash: text('session_hash').notNull(),
    status: text('status', { enum: chatStatuses }).notNull().default('wachtend'),
    visitorName: text('visitor_name'),
    page: text('page'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    assigneeStaffId: integer('assignee_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The last staff message the visitor has read, and the last visitor message staff have read. */
    visitorReadUpTo: bigint('visitor_read_up_to', { mode: 'number' }).notNull().default(0),
    staffReadUpTo: bigint('staff_read_up_to', { mode: 'number' }).notNull().default(0),
    /** The order the chat was turned into. */
    userStoryId: integer('user_story_id').references(() => userStories.id, { onDelete: 'set null' }),
    /** The paths the visitor's panel reported during this visit, oldest first (CHAT_LIMITS.pagesSeenMax). */
    pagesSeen: jsonb('pages_seen').$type<string[]>().notNull().default([]),
    /** When the visitor asked for the transcript by mail: once per chat. */
    transcriptRequestedAt: timestamp('transcript_requested_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chats_open_idx').on(t.status).where(sql`${t.status} <> 'beeindigd'`),
    index('chats_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * The customer's one answer to "how did it go?" on a finished order (issue 36): goed or kan beter,
 * and a comment. One per order (the primary key), by a person of the order's company.
 */
export const orderSatisfaction = pgTable(
  'order_satisfaction',
  {
    userStoryId: integer('user_story_id')
      .primaryKey()
      .references(() => userStories.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    answer: text('answer', { enum: satisfactionAnswers }).notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('order_satisfaction_created_idx').on(t.createdAt)],
);

/** A line of a chat. The id rises over all chats: the event id of the stream, to resume from. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    author: text('author', { enum: chatAuthors }).notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** An internal note of staff: never sent to the visitor. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);

/** Staff available for chats; a staff member without a row is away. */
export const staffChatAvailability = pgTable('staff_chat_availability', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  available: boolean('available').notNull(),
  updatedAt: updatedAt(),
});

// Service levels (decision 0065).

/** The business hours of the service-level clock: a weekly pattern in Amsterdam time, as booking_hours. */
export const businessHours = pgTable(
  'business_hours',
  {
    id: id(),
    weekday: integer('weekday').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('business_hours_weekday_idx').on(t.weekday)],
);

/** The targets of one priority in business minutes (emergency calls use priority 1's). */
export const serviceLevelTargets = pgTable('service_level_targets', {
  priority: integer('priority').primaryKey(),
  firstResponseMinutes: integer('first_response_minutes').notNull(),
  resolutionMinutes: integer('resolution_minutes').notNull(),
});

/**
 * Every move of an order from one status to another, written by a trigger on user_stories whichever
 * code path moved it: the clock stops while an order waits on the customer or is finished.
 */
export const userStoryStatusChanges = pgTable(
  'user_story_status_changes',
  {
    id: id(),
    userStoryId: integer('user_story_id')
      .notNull()
      .references(() => userStories.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: userStoryStatuses }).notNull(),
    toStatus: text('to_status', { enum: userStoryStatuses }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_story_status_changes_story_idx').on(t.userStoryId, t.changedAt)],
);

/**
 * A target an order or emergency call went past: the unique index on (record, target) lets one
 * instance's schedule claim it, and the mail to the beheerders goes once through the job queue.
 */
export const serviceLevelBreaches = pgTable(
  'service_level_breaches',
  {
    id: id(),
    userStoryId: integer('user_story_id').references(() => userStories.id, { onDelete: 'cascade' }),
    emergencyRequestId: integer('emergency_request_id').references(() => emergencyRequests.id, {
      onDelete: 'cascade',
    }),
    target: text('target', { enum: serviceTargetNames }).notNull(),
    breachedAt: timestamp('breached_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('service_level_breaches_story_unique').on(t.userStoryId, t.target),
    uniqueIndex('service_level_breaches_call_unique').on(t.emergencyRequestId, t.target),
  ],
);

export * from './search-schema.ts';

// Offertes (quotes, decision 0066): the offerte, its versions with their lines, and the evidence of
// its acceptance. A concept's edits rewrite its version; a change after sending adds a version.

export const offertes = pgTable(
  'offertes',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Given at the first send from the 'offerte' series of invoice_number_counters: 'O2026-0007'. */
    number: text('number'),
    status: text('status', { enum: offerteStatuses }).notNull().default('concept'),
    /** The version the customer sees (and accepts); the highest of offerte_versions. */
    currentVersion: integer('current_version').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The concept invoice of the deposit an acceptance made. */
    depositInvoiceId: integer('deposit_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offertes_number_unique').on(t.number),
    index('offertes_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const offerteVersions = pgTable(
  'offerte_versions',
  {
    id: id(),
    offerteId: integer('offerte_id')
      .notNull()
      .references(() => offertes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    validUntil: date('valid_until').notNull(),
    introductionHtml: text('introduction_html').notNull().default(''),
    termsHtml: text('terms_html').notNull().default(''),
    depositPercent: integer('deposit_percent').notNull().default(0),
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('offerte_versions_offerte_version_unique').on(t.offerteId, t.version)],
);

/**
 * A line of one version, its price copied when it was written (a fixed price, the customer's hourly
 * rate, a product's price). An acceptance links the order or service it became here.
 */
export const offerteLines = pgTable(
  'offerte_lines',
  {
    id: id(),
    versionId: integer('version_id')
      .notNull()
      .references(() => offerteVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: offerteLineKinds }).notNull(),
    description: text('description').notNull(),
    optional: boolean('optional').notNull().default(false),
    unitCents: integer('unit_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    vatRate: integer('vat_rate').notNull(),
    productId: integer('product_id').references(() => products.id),
    userStoryId: integer('user_story_id').references(() => userStories.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  },
  (t) => [index('offerte_lines_version_idx').on(t.versionId, t.position)],
);

/**
 * The evidence of an acceptance: one per offerte (the unique key makes a second click the same
 * acceptance). No route changes or deletes it.
 */
export const offerteAcceptances = pgTable('offerte_acceptances', {
  offerteId: integer('offerte_id')
    .primaryKey()
    .references(() => offertes.id, { onDelete: 'cascade' }),
  versionId: integer('version_id')
    .notNull()
    .references(() => offerteVersions.id),
  version: integer('version').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  signerName: text('signer_name').notNull(),
  signerFunction: text('signer_function').notNull(),
  statement: text('statement').notNull(),
  optionLineIds: jsonb('option_line_ids').$type<number[]>().notNull(),
  pdfSha256: text('pdf_sha256').notNull(),
  address: text('address').notNull(),
  userAgent: text('user_agent').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
});
