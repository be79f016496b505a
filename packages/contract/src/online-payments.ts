import { z } from 'zod';
import { Cents, IdParams, Ok } from './common.ts';
import { BILLING_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/**
 * Where an online payment stands at the payment provider (Mollie's payment statuses): open until
 * the customer pays or gives up, pending or authorized while the bank confirms, and then paid,
 * failed, canceled or expired for good.
 */
export const onlinePaymentStatuses = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const;
export const OnlinePaymentStatus = z.enum(onlinePaymentStatuses);
export type OnlinePaymentStatus = z.infer<typeof OnlinePaymentStatus>;

/** The statuses after which nothing changes any more. */
export const finalOnlinePaymentStatuses: readonly OnlinePaymentStatus[] = [
  'paid',
  'failed',
  'canceled',
  'expired',
];

/** The query the payment page sends the customer back with: which invoice to look up (never its status). */
export const ONLINE_PAYMENT_RETURN_PARAM = 'betaling';

export const ONLINE_PAYMENT_MESSAGES = {
  notConfigured:
    'Online betalen is op dit moment niet mogelijk. Maak het bedrag over naar het rekeningnummer op de factuur.',
  nothingDue: 'Op deze factuur staat niets meer open.',
  notFound: 'Deze factuur bestaat niet, of is niet van jou.',
  noPayment: 'Voor deze factuur is nog geen online betaling gestart.',
  providerDown: 'De betaalpagina is even niet bereikbaar. Probeer het over een paar minuten opnieuw.',
} as const;

/** Whether the customer can pay invoices online here. */
export const OnlinePaymentOptions = z.object({
  /** False when no payment provider is configured: the portal shows no pay button. */
  available: z.boolean(),
});
export type OnlinePaymentOptions = z.infer<typeof OnlinePaymentOptions>;

export const StartedOnlinePayment = z.object({
  /** The payment provider's page the browser is sent to. */
  checkout_url: z.url(),
  /** What is being paid: the invoice's balance as the server derives it. */
  amount_cents: Cents,
});
export type StartedOnlinePayment = z.infer<typeof StartedOnlinePayment>;

export const OnlinePayment = z.object({
  invoice_id: z.number().int(),
  status: OnlinePaymentStatus,
  amount_cents: Cents,
});
export type OnlinePayment = z.infer<typeof OnlinePayment>;

/** Mollie's webhook: the form field `id`, nothing else is believed. */
export const MollieWebhookBody = z.object({ id: z.string().trim().min(1).max(64) });

export const onlinePaymentRoutes = {
  getOnlinePaymentOptions: defineRoute({
    method: 'GET',
    path: '/invoices/online-payment',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'Whether invoices can be paid online (iDEAL)',
    response: OnlinePaymentOptions,
  }),
  /**
   * Starts an iDEAL payment of a sent invoice's balance and answers the payment page's address. An
   * open payment of the same amount is reused. 404 for a concept or another's invoice, 422 when
   * nothing is due, 503 when online payment is not configured or the provider does not answer.
   */
  payInvoice: defineRoute({
    method: 'POST',
    path: '/invoices/:id/payments',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'Pay an invoice with iDEAL',
    params: IdParams,
    status: 201,
    response: StartedOnlinePayment,
  }),
  /** The last online payment of an invoice, as the provider says it stands (asked again while not final). */
  getLatestInvoicePayment: defineRoute({
    method: 'GET',
    path: '/invoices/:id/payments/latest',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'How the last online payment of an invoice stands',
    params: IdParams,
    response: OnlinePayment,
  }),
  /**
   * Mollie calls this when a payment changes (form body `id=tr_…`). The API asks Mollie how the
   * payment stands; an unknown id is answered 200 and changes nothing.
   */
  mollieWebhook: defineRoute({
    method: 'POST',
    path: '/payments/mollie/webhook',
    auth: 'none',
    tag: 'invoices',
    summary: 'Mollie payment status webhook',
    body: MollieWebhookBody,
    response: Ok,
  }),
};
