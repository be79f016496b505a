/**
 * Every column of every table, and what the AVG asks of it (docs/decisions/0058). The schema test
 * (personal-data-map.test.ts) fails on a column missing here, so a new column is classified when it
 * is added; the export (export-sources.ts) writes a row's 'export' and kept columns, nothing else.
 *
 * - 'export': the customer's or a person's own data: in their copy, and removed on erasure.
 * - 'erase': personal, but not handed over (a secret, a hash, a copy kept for a technical purpose,
 *   or a person who is not a customer's): removed or pseudonymised on erasure.
 * - { keepYears }: in the copy, but the law makes the provider keep it that long (invoices: 7 years
 *   of fiscal retention, art. 52 AWR), after which it goes.
 * - 'not personal': says nothing about a person (ids of internal records, states, counters).
 */
import { FISCAL_RETENTION_YEARS } from '@maatwerk/contract/constants';

export type Treatment = 'export' | 'erase' | 'not personal' | { keepYears: number };

const E = 'export' as const;
const X = 'erase' as const;
const N = 'not personal' as const;
/** The fiscal retention of invoices and what they are made of. */
const FISCAL: Treatment = { keepYears: FISCAL_RETENTION_YEARS };

/** Each column of a table by its name in the database. */
type TableTreatments = Record<string, Treatment>;

/** The same treatment for every named column. */
const all = (treatment: Treatment, columns: string): TableTreatments =>
  Object.fromEntries(columns.split(' ').map((column) => [column, treatment]));

export const personalDataMap: Record<string, TableTreatments> = {
  // The company and its people.
  customers: all(
    E,
    'id name kvk_number vat_id street postal_code city country billing_email emergency_hourly_rate_cents hourly_rate_cents created_at',
  ),
  users: {
    ...all(
      E,
      'id customer_id email first_name last_name phone week_mail_address team_role password_changed_at has_password deactivated_at created_at',
    ),
    password_hash: X,
  },
  sessions: {
    ...all(E, 'user_id kind created_at last_used_at expires_at revoked_at user_agent address'),
    ...all(N, 'id attempts created_by_session_id'),
    token_hash: X,
  },
  security_events: all(E, 'id user_id kind address user_agent created_at'),
  passkeys: {
    ...all(E, 'id user_id name created_at last_used_at'),
    ...all(X, 'credential_id public_key'),
    ...all(N, 'counter transports'),
  },
  passkey_challenges: { ...all(X, 'challenge_hash user_id'), ...all(N, 'purpose expires_at created_at') },
  mfa_factors: all(X, 'user_id secret enabled_at last_used_step created_at'),
  mfa_recovery_codes: { ...all(X, 'user_id code_hash'), ...all(N, 'id used_at created_at') },
  login_addresses: all(X, 'user_id address last_login_at'),
  password_resets: { ...all(X, 'user_id token_hash'), ...all(N, 'id expires_at used_at created_at') },
  email_changes: {
    ...all(X, 'user_id new_email token_hash'),
    ...all(N, 'id expires_at used_at created_at'),
  },
  user_invitations: {
    ...all(X, 'user_id token_hash invited_by_user_id'),
    ...all(N, 'id invited_by_staff_id expires_at used_at revoked_at created_at'),
  },
  week_mails: { user_id: X, ...all(N, 'week_start sent_at empty created_at') },
  api_keys: {
    ...all(
      E,
      'id customer_id created_by_user_id name team_role prefix created_at expires_at revoked_at last_used_at last_used_address',
    ),
    token_hash: X,
  },
  webhook_endpoints: {
    ...all(E, 'id customer_id url description events enabled disabled_reason created_at'),
    secret: X,
  },
  webhook_deliveries: {
    body: X,
    ...all(
      N,
      'id endpoint_id message_id event_type status attempts response_code duration_ms error created_at last_attempt_at next_attempt_at job_id',
    ),
  },
  data_exports: {
    user_id: X,
    ...all(
      N,
      'id customer_id scope job_id status done total size_bytes error created_at ready_at expires_at downloaded_at',
    ),
  },
  data_export_chunks: { data: X, ...all(N, 'export_id seq') },
  // Documents to accept are the provider's; an acceptance is evidence of an agreement, kept as long
  // as the invoices (decision 0067) and never changed, also not on erasure.
  agreement_documents: all(
    N,
    'id kind version title effective_on content_html sha256 published_by_staff_id created_at',
  ),
  agreement_acceptances: all(
    FISCAL,
    'id document_id customer_id user_id person_name version sha256 address user_agent accepted_at',
  ),
  // A request for erasure stays as the record that it was done; its reason is the person's text.
  erasure_requests: {
    reason: X,
    ...all(N, 'id customer_id user_id status requested_at confirmed_by_staff_id confirmed_at job_id done_at'),
  },

  // Orders, their replies, files and hours.
  user_stories: {
    ...all(
      E,
      'id customer_id created_by_user_id title description_html status priority invoice_reference time_spent_minutes estimate_minutes closed_at created_at updated_at',
    ),
    assignee_staff_id: N,
  },
  user_story_replies: {
    ...all(
      E,
      'id user_story_id author_user_id author_name from_provider body_html time_spent_minutes created_at',
    ),
    ...all(N, 'author_staff_id kind'),
  },
  attachments: {
    ...all(
      E,
      'id customer_id uploaded_by_user_id user_story_id reply_id chat_id chat_message_id name type size_bytes sha256 created_at attached_at',
    ),
    ...all(N, 'uploaded_by_staff_id state storage thumbnail'),
  },
  // The bytes go into the copy as files (export-sources.ts), not as a column.
  attachment_chunks: { data: E, ...all(N, 'attachment_id seq') },
  time_entries: {
    ...all(
      E,
      'id user_story_id worked_on minutes note approval_state submitted_at answered_at answered_by_user_id dispute_comment approved_automatically created_at',
    ),
    staff_id: N,
  },
  reservations: {
    ...all(E, 'id customer_id user_id starts_at ends_at subject cancelled_at created_at'),
    meeting_id: X,
  },
  booking_hours: all(N, 'id weekday starts_at ends_at created_at'),
  booking_days_off: all(N, 'id starts_on ends_on reason created_at'),
  // Service levels (decision 0065): the provider's hours and targets, and the clock's own records.
  business_hours: all(N, 'id weekday starts_at ends_at created_at'),
  service_level_targets: all(N, 'priority first_response_minutes resolution_minutes'),
  user_story_status_changes: all(N, 'id user_story_id from_status to_status changed_at'),
  service_level_breaches: all(N, 'id user_story_id emergency_request_id target breached_at mailed_at'),
  emergency_requests: {
    ...all(E, 'id customer_id user_id description mailed_at acknowledged_at resolved_at created_at'),
    ...all(N, 'acknowledged_by_staff_id resolved_by_staff_id'),
  },

  // Money: invoices are kept for the fiscal retention; what is not yet invoiced is plain data.
  invoices: all(
    FISCAL,
    'id customer_id kind credits_invoice_id number status description issued_on due_on period_start period_end sent_at reverse_charge billed_to total_cents created_at',
  ),
  invoice_lines: all(
    FISCAL,
    'id invoice_id description quantity_hundredths unit_price_cents vat_rate position credits_line_id',
  ),
  // As the PDF in the copy (export-sources.ts).
  sent_invoice_pdfs: all(FISCAL, 'invoice_id pdf created_at'),
  invoice_payments: {
    ...all(FISCAL, 'id invoice_id paid_on amount_cents method created_at'),
    staff_id: N,
  },
  invoice_reminders: all(N, 'invoice_id level sent_at created_at'),
  invoice_number_counters: all(N, 'kind year last_number'),
  online_payments: {
    ...all(FISCAL, 'id provider_id invoice_id amount_cents status invoice_payment_id created_at updated_at'),
    checkout_url: N,
  },
  // Direct debit (decision 0069): the mandate is the proof behind each collection, kept with them.
  direct_debit_mandates: {
    ...all(
      FISCAL,
      'id customer_id status account_holder account_masked signature_date mandate_reference user_id valid_from revoked_at created_at updated_at',
    ),
    ...all(N, 'provider_customer_id first_payment_id provider_mandate_id checkout_url'),
  },
  direct_debits: all(
    FISCAL,
    'id invoice_id mandate_id attempt collect_on amount_cents status provider_id invoice_payment_id reversal_payment_id created_at updated_at',
  ),
  subscriptions: all(
    E,
    'id customer_id description interval amount_cents vat_rate started_on next_invoice_on ended_on auto_send includes_emergency_calls created_at',
  ),
  pro_forma_lines: all(
    E,
    'id customer_id description quantity_hundredths unit_price_cents vat_rate worked_on time_entry_id invoice_id created_at',
  ),
  hour_bundles: all(
    E,
    'id customer_id invoice_id description total_minutes used_minutes warned_at created_at',
  ),
  hour_bundle_usages: all(E, 'id bundle_id minutes description time_entry_id created_at'),
  // Offertes (decision 0066): the customer's own; the evidence of an acceptance is the proof of a
  // contract and kept as long as the invoices it led to.
  offertes: {
    ...all(
      E,
      'id customer_id number status current_version sent_at declined_at decline_reason deposit_invoice_id created_at updated_at',
    ),
    created_by_staff_id: N,
  },
  offerte_versions: {
    ...all(
      E,
      'id offerte_id version title valid_until introduction_html terms_html deposit_percent created_at',
    ),
    created_by_staff_id: N,
  },
  offerte_lines: all(
    E,
    'id version_id position kind description optional unit_cents quantity vat_rate product_id user_story_id service_id',
  ),
  offerte_acceptances: all(
    FISCAL,
    'offerte_id version_id version user_id signer_name signer_function statement option_line_ids pdf_sha256 address user_agent accepted_at',
  ),
  products: all(
    N,
    'id name group tld price_cents setup_cents vat_rate period notice_days domain_billing register_cents premium_register_cents transfer_cents active downgrade_credit created_at updated_at',
  ),
  services: all(
    E,
    'id customer_id product_id domain_order_id description status auto_renew premium first_period_months started_on paid_until next_bill_on ends_on pending_product_id cancelled_at created_at updated_at',
  ),
  service_periods: all(E, 'id service_id period_start period_end invoice_id created_at'),
  service_requests: all(E, 'id service_id user_id kind created_at'),
  service_expiry_warnings: all(N, 'service_id ends_on days_before created_at'),

  // Domains, hosting and servers.
  domains: all(
    E,
    'id customer_id name nameservers locked auto_renew registered_on expires_on hosting_package_id ended_on created_at updated_at',
  ),
  domain_screenshots: all(N, 'domain_id status content_type image_base64 taken_at'),
  cart_orders: all(E, 'id customer_id user_id kind cart total_cents created_at'),
  domain_orders: all(E, 'id cart_order_id customer_id name years status created_at updated_at'),
  hosting_packages: all(
    E,
    'id customer_id name plan disk_gb mailboxes monthly_cents status renews_on ended_on created_at',
  ),
  servers: all(
    E,
    'id customer_id hostname ip_address operating_system cpu_cores memory_gb disk_gb location status monthly_cents ended_on created_at',
  ),

  // Sign-ups and messages not tied to an account: found by e-mail address and removed on request,
  // and by the retention task (constants/retention.ts) after their period.
  contact_messages: { ...all(X, 'name email phone company subject message'), ...all(N, 'id created_at') },
  newsletter_subscribers: {
    ...all(X, 'email confirm_token_hash unsubscribe_token'),
    ...all(N, 'id status confirmation_sent_at created_at confirmed_at unsubscribed_at'),
  },
  status_subscribers: {
    ...all(X, 'email confirm_token_hash'),
    ...all(N, 'id customer_id status confirmation_sent_at created_at confirmed_at unsubscribed_at'),
  },
  status_subscription_mails: all(N, 'update_id subscriber_id created_at'),

  // The provider's staff: personal data of its employees, never in a customer's copy.
  staff_members: { ...all(X, 'email name password_hash'), ...all(N, 'id role deactivated_at created_at') },
  staff_sessions: {
    token_hash: X,
    ...all(N, 'id staff_id kind attempts created_at last_used_at expires_at revoked_at'),
  },
  staff_mfa_factors: { secret: X, ...all(N, 'staff_id enabled_at last_used_step created_at') },
  staff_invitations: {
    token_hash: X,
    ...all(N, 'id staff_id invited_by_staff_id expires_at used_at created_at'),
  },
  // What staff are told of customers' events: a line of the order or meeting it names (whose own
  // rows are in the copy), sent to staff; what they chose and when they last opened an order.
  staff_notification_settings: all(N, 'staff_id kind delivery'),
  staff_notifications: {
    detail: X,
    ...all(N, 'id kind staff_id delivery customer_id user_story_id reservation_id digest_day created_at'),
  },
  staff_digests: all(N, 'staff_id day sent_at created_at'),
  staff_order_views: all(N, 'staff_id user_story_id seen_at'),
  // The live chat (decision 0062): a customer's chats and their lines are theirs; an anonymous
  // visitor's are erased with the chat. The browser's secret is only a hash, never handed over.
  chats: {
    ...all(E, 'id status visitor_name page pages_seen user_id customer_id ended_at created_at'),
    session_hash: X,
    transcript_requested_at: N,
    ...all(N, 'assignee_staff_id visitor_read_up_to staff_read_up_to user_story_id'),
  },
  chat_messages: {
    ...all(E, 'id chat_id author body created_at'),
    ...all(N, 'staff_id internal'),
  },
  staff_chat_availability: all(N, 'staff_id available updated_at'),
  // The customer's answer to "how did it go?" on a finished order (issue 36): theirs.
  order_satisfaction: all(E, 'user_story_id customer_id user_id answer comment created_at'),
  // The audit log is append-only evidence of what staff did: kept as long as the invoices it concerns.
  audit_log: {
    ...all(FISCAL, 'before after address'),
    // The customer's person who acted, for what customers do themselves (their services).
    user_id: FISCAL,
    ...all(N, 'id staff_id action entity entity_id created_at'),
  },

  // Public content, status, search and the machinery.
  pages: all(N, 'id slug url title description content updated_at'),
  sites: all(N, 'id slug title description content domain url updated_at'),
  knowledge_base_categories: all(N, 'id slug title description kind position'),
  knowledge_base_category_slugs: all(N, 'slug category_id created_at'),
  knowledge_base_articles: all(
    N,
    'id slug category_id title description content published_at created_at updated_at',
  ),
  knowledge_base_article_slugs: all(N, 'slug article_id created_at'),
  knowledge_base_feedback: all(N, 'id article_id helpful created_at'),
  status_events: all(
    N,
    'id kind title services impact state starts_at planned_end_at closed_at created_at updated_at',
  ),
  status_event_updates: all(N, 'id event_id state message staff_id created_at'),
  status_event_resources: all(N, 'event_id resource_type resource_id customer_id'),
  status_event_notices: all(N, 'event_id customer_id kind created_at'),
  // A copy of what the search finds, rebuilt from the records themselves.
  search_documents: {
    document: X,
    ...all(N, 'index_uid document_id customer_id sort_updated_at seq deleted_at'),
  },
  search_pending: all(N, 'index_uid document_id created_at'),
  search_sync_state: all(N, 'target last_seq updated_at'),
  search_words: all(N, 'word stem'),
  jobs: {
    ...all(X, 'payload output'),
    ...all(
      N,
      'id queue customer_id status error attempts max_attempts run_after locked_at locked_by request_id created_at finished_at',
    ),
  },
  database_maintenance: all(N, 'task last_run_at'),
  backup_runs: all(N, 'period claimed_by claimed_at finished_at file size_bytes sha256'),
};

/** Whether a column of this treatment goes into a person's or company's copy. */
export const isExported = (treatment: Treatment | undefined): boolean =>
  treatment === 'export' || (typeof treatment === 'object' && treatment.keepYears > 0);
