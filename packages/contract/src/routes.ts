import { accountRoutes } from './account.ts';
import { agreementRoutes } from './agreements.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { attachmentRoutes } from './attachments.ts';
import { authRoutes } from './auth.ts';
import { billableHourRoutes } from './billable-hours.ts';
import { bookingRoutes } from './booking.ts';
import { chatRoutes } from './chat.ts';
import { contactRoutes } from './contact.ts';
import { dataExportRoutes } from './data-exports.ts';
import { directDebitRoutes } from './direct-debit.ts';
import { domainCartRoutes } from './domain-cart.ts';
import { emailChangeRoutes } from './email-change.ts';
import { emergencyRoutes } from './emergency.ts';
import { erasureRoutes } from './erasure.ts';
import { healthRoutes } from './health.ts';
import { hostingRoutes } from './hosting.ts';
import { hourBundleRoutes } from './hour-bundles.ts';
import { invitationRoutes } from './invitations.ts';
import { invoiceRoutes } from './invoices.ts';
import { jobRoutes } from './jobs.ts';
import { knowledgeBaseRoutes } from './knowledge-base.ts';
import { meiliSearchRoutes } from './meili-search.ts';
import { newsletterRoutes } from './newsletter.ts';
import { offerteRoutes } from './offertes.ts';
import { onlinePaymentRoutes } from './online-payments.ts';
import { passkeyRoutes } from './passkeys.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { productServiceRoutes } from './product-services.ts';
import { satisfactionRoutes } from './satisfaction.ts';
import { searchRoutes } from './search.ts';
import { securityRoutes } from './security.ts';
import { staffAuditRoutes } from './staff/audit.ts';
import { staffAuthRoutes } from './staff/auth.ts';
import { staffBillableHourRoutes } from './staff/billable-hours.ts';
import { staffChatRoutes } from './staff/chat.ts';
import { staffContentRoutes } from './staff/content.ts';
import { staffCustomersRoutes } from './staff/customers.ts';
import { staffDomainOrderRoutes } from './staff/domain-orders.ts';
import { staffEmergencyRoutes } from './staff/emergency.ts';
import { staffHourBundleRoutes } from './staff/hour-bundles.ts';
import { staffInvoiceRoutes } from './staff/invoices.ts';
import { staffMembersRoutes } from './staff/members.ts';
import { staffNotificationRoutes } from './staff/notifications.ts';
import { staffOfferteRoutes } from './staff/offertes.ts';
import { staffOpenItemRoutes } from './staff/open-items.ts';
import { staffOrdersRoutes } from './staff/orders.ts';
import { staffPrivacyRoutes } from './staff/privacy.ts';
import { staffProductRoutes } from './staff/products.ts';
import { staffReportRoutes } from './staff/reports.ts';
import { staffReservationsRoutes } from './staff/reservations.ts';
import { staffSatisfactionRoutes } from './staff/satisfaction.ts';
import { staffSearchRoutes } from './staff/search.ts';
import { staffServiceLevelRoutes } from './staff/service-levels.ts';
import { staffServicesRoutes } from './staff/services.ts';
import { staffStatusRoutes } from './staff/status.ts';
import { statementRoutes } from './statement.ts';
import { statusRoutes } from './status.ts';
import { statusSubscriptionRoutes } from './status-subscriptions.ts';
import { teamRoutes } from './team.ts';
import { userStoryRoutes } from './user-stories.ts';
import { webhookRoutes } from './webhooks.ts';

/** Every route of the provider API, by name: the API registers these, the site calls them. */
export const apiRoutes = {
  ...healthRoutes,
  ...authRoutes,
  ...userStoryRoutes,
  ...satisfactionRoutes,
  ...attachmentRoutes,
  ...invoiceRoutes,
  ...statementRoutes,
  ...hourBundleRoutes,
  ...onlinePaymentRoutes,
  ...directDebitRoutes,
  ...hostingRoutes,
  ...productServiceRoutes,
  ...offerteRoutes,
  ...bookingRoutes,
  ...domainCartRoutes,
  ...jobRoutes,
  ...emergencyRoutes,
  ...accountRoutes,
  ...dataExportRoutes,
  ...erasureRoutes,
  ...agreementRoutes,
  ...emailChangeRoutes,
  ...teamRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...contactRoutes,
  ...chatRoutes,
  ...newsletterRoutes,
  ...searchRoutes,
  ...meiliSearchRoutes,
  ...knowledgeBaseRoutes,
  ...statusRoutes,
  ...statusSubscriptionRoutes,
  ...invitationRoutes,
  ...passwordResetRoutes,
  ...securityRoutes,
  ...passkeyRoutes,
  ...staffCustomersRoutes,
  ...staffServicesRoutes,
  ...staffProductRoutes,
  ...staffReservationsRoutes,
  ...staffAuthRoutes,
  ...staffContentRoutes,
  ...staffOrdersRoutes,
  ...staffOfferteRoutes,
  ...staffEmergencyRoutes,
  ...staffSearchRoutes,
  ...staffDomainOrderRoutes,
  ...staffMembersRoutes,
  ...staffNotificationRoutes,
  ...staffChatRoutes,
  ...staffAuditRoutes,
  ...staffStatusRoutes,
  ...staffInvoiceRoutes,
  ...staffHourBundleRoutes,
  ...staffReportRoutes,
  ...staffOpenItemRoutes,
  ...staffServiceLevelRoutes,
  ...staffPrivacyRoutes,
  ...staffSatisfactionRoutes,
  ...billableHourRoutes,
  ...staffBillableHourRoutes,
};

export type ApiRouteName = keyof typeof apiRoutes;
