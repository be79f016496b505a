import type { ServiceWork } from '../ports/work.ts';
import { attachmentWork } from './attachments/work.ts';
import { authWork } from './auth/work.ts';
import { billableHourWork } from './billable-hours/work.ts';
import { chatWork } from './chat/work.ts';
import { directDebitWork } from './direct-debit/work.ts';
import { domainWork } from './domain-jobs/work.ts';
import { emergencyCallWork } from './emergency-calls/work.ts';
import { erasureWork } from './erasure/work.ts';
import { hourBundleWork } from './hour-bundles/work.ts';
import { invoiceReminderWork } from './invoice-reminders/work.ts';
import { offerteWork } from './offertes/work.ts';
import { personAddedWork } from './person-added/work.ts';
import { privacyWork } from './privacy/work.ts';
import { serviceBillingWork } from './products/work.ts';
import { reservationMailWork } from './reservation-mail/work.ts';
import { retentionWork } from './retention/work.ts';
import { serviceLevelWork } from './service-levels/work.ts';
import { staffInvoiceWork } from './staff-invoices/work.ts';
import { staffNotificationWork } from './staff-notifications/work.ts';
import { statusWork } from './status/work.ts';
import { statusSubscriptionWork } from './status-subscriptions/work.ts';
import { subscriptionInvoiceWork } from './subscription-invoices/work.ts';
import { webhookWork } from './webhooks/work.ts';
import { weekMailWork } from './week-mail/work.ts';

/**
 * Every job handler and scheduled task of the API, one entry per service folder that has work (its
 * `work.ts`). plugins/work.ts registers them all on every instance; routes only enqueue.
 */
export const allWork: ServiceWork[] = [
  attachmentWork,
  authWork,
  billableHourWork,
  directDebitWork,
  chatWork,
  domainWork,
  emergencyCallWork,
  erasureWork,
  hourBundleWork,
  invoiceReminderWork,
  offerteWork,
  personAddedWork,
  privacyWork,
  serviceBillingWork,
  serviceLevelWork,
  reservationMailWork,
  retentionWork,
  staffInvoiceWork,
  staffNotificationWork,
  statusWork,
  statusSubscriptionWork,
  subscriptionInvoiceWork,
  webhookWork,
  weekMailWork,
];
