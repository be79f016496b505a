import {
  BILLING_TEAM,
  finalOnlinePaymentStatuses,
  ONLINE_PAYMENT_MESSAGES,
  ONLINE_PAYMENT_RETURN_PARAM,
  type OnlinePayment,
  type StartedOnlinePayment,
} from '@maatwerk/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invoicePayments, invoices, onlinePayments } from '../../db/schema.ts';
import { toDateOnly } from '../../lib/dates.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findSentInvoice, invoiceFigures } from '../invoices.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { emitInvoicePaidIfSettled } from '../webhooks/events.ts';
import {
  askMollie,
  joinUrl,
  mollieWebhookUrl,
  type PaymentProvider,
  type ProviderPayment,
  ProviderUnavailable,
} from './mollie.ts';

export { type PaymentProvider, paymentProviderFromEnv } from './mollie.ts';

type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** Where the customer comes back to, and where the provider reports changes. */
export interface PaymentUrls {
  siteUrl: string;
  /** The API's public address; without it the provider gets no webhook. */
  apiPublicUrl: string | undefined;
}

const notConfigured = () => new HttpError('service_unavailable', ONLINE_PAYMENT_MESSAGES.notConfigured);
const providerDown = () => new HttpError('service_unavailable', ONLINE_PAYMENT_MESSAGES.providerDown);

const askProvider = <T>(call: () => Promise<T>): Promise<T> => askMollie(call, providerDown);

/**
 * Registers the money a provider's payment brought in as one invoice payment: the amount the
 * provider received, on the day it was paid in Amsterdam, by no staff member. Answers its id.
 */
export const registerProviderPayment = async (
  tx: DbOrTx,
  invoiceId: number,
  payment: ProviderPayment,
  method: 'ideal' | 'incasso',
  now: Date,
): Promise<number> => {
  const [registered] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId,
      paidOn: toDateOnly(payment.paidAt ? new Date(payment.paidAt) : now),
      amountCents: payment.amountCents,
      method,
      staffId: null,
    })
    .returning({ id: invoicePayments.id });
  return registered!.id;
};

/**
 * Records what the provider says about one of our payments, under a lock on its row: its status,
 * and once it is paid, one invoice payment of the amount the provider received (method iDEAL, on
 * the day it was paid in Amsterdam). Called again, or twice at once, it registers nothing more.
 */
export const applyProviderPayment = async (
  db: Db,
  payment: ProviderPayment,
  now = new Date(),
): Promise<OnlinePaymentRow | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.providerId, payment.id))
      .for('update');
    if (!row) return undefined;
    let invoicePaymentId = row.invoicePaymentId;
    if (payment.status === 'paid' && invoicePaymentId === null && payment.currency === 'EUR') {
      invoicePaymentId = await registerProviderPayment(tx, row.invoiceId, payment, 'ideal', now);
      await emitInvoicePaidIfSettled(tx, row.invoiceId, now);
    }
    const [updated] = await tx
      .update(onlinePayments)
      .set({
        status: payment.status,
        checkoutUrl: payment.status === 'open' ? payment.checkoutUrl : null,
        invoicePaymentId,
        updatedAt: now,
      })
      .where(eq(onlinePayments.id, row.id))
      .returning();
    return updated;
  });

/**
 * Starts paying a sent invoice's balance online and answers the payment page. The amount is the
 * balance the server derives, never one the browser sends. An open payment of the same amount is
 * reused, so a second click does not make a second payment.
 */
export const startInvoicePayment = async (
  db: Db,
  provider: PaymentProvider | undefined,
  caller: TeamCaller,
  invoiceId: number,
  urls: PaymentUrls,
  now = new Date(),
): Promise<StartedOnlinePayment> => {
  customerFor(caller, BILLING_TEAM);
  const loaded = await findSentInvoice(db, caller, invoiceId);
  if (loaded?.invoice.kind !== 'factuur') {
    throw new HttpError('not_found', ONLINE_PAYMENT_MESSAGES.notFound);
  }
  const { balanceCents } = invoiceFigures(loaded, now);
  if (balanceCents <= 0) throw new HttpError('validation_failed', ONLINE_PAYMENT_MESSAGES.nothingDue);
  if (!provider) throw notConfigured();

  const [open] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.invoiceId, invoiceId),
        eq(onlinePayments.status, 'open'),
        eq(onlinePayments.amountCents, balanceCents),
      ),
    )
    .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
    .limit(1);
  if (open) {
    const current = await askProvider(() => provider.get(open.providerId));
    if (current) {
      const updated = await applyProviderPayment(db, current, now);
      if (updated?.status === 'open' && updated.checkoutUrl) {
        return { checkout_url: updated.checkoutUrl, amount_cents: balanceCents };
      }
      if (updated?.status === 'paid') {
        throw new HttpError('validation_failed', ONLINE_PAYMENT_MESSAGES.nothingDue);
      }
    }
  }

  const returnUrl = new URL(joinUrl(urls.siteUrl, '/klantenportaal/facturen'));
  returnUrl.searchParams.set(ONLINE_PAYMENT_RETURN_PARAM, String(invoiceId));
  const created = await askProvider(() =>
    provider.create({
      amountCents: balanceCents,
      description: `Factuur ${loaded.invoice.number}`,
      redirectUrl: returnUrl.toString(),
      webhookUrl: mollieWebhookUrl(urls.apiPublicUrl),
      invoiceId,
    }),
  );
  if (!created.checkoutUrl) throw providerDown();
  await db.insert(onlinePayments).values({
    providerId: created.id,
    invoiceId,
    amountCents: created.amountCents,
    status: created.status,
    checkoutUrl: created.checkoutUrl,
    createdAt: now,
    updatedAt: now,
  });
  return { checkout_url: created.checkoutUrl, amount_cents: balanceCents };
};

/**
 * The provider says a payment changed. Only the id is taken from the call: an id that is not one
 * of ours changes nothing (and the provider is not asked); ours is looked up at the provider.
 * Answers whether the id was one of the invoice payments (a direct debit's is not).
 */
export const handlePaymentWebhook = async (
  db: Db,
  provider: PaymentProvider | undefined,
  providerId: string,
  now = new Date(),
): Promise<boolean> => {
  const [known] = await db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(eq(onlinePayments.providerId, providerId));
  if (!known) return false;
  // The provider tries again later when the answer is not 200.
  if (!provider) throw notConfigured();
  const payment = await askProvider(() => provider.get(providerId));
  if (!payment || payment.id !== providerId) return true;
  await applyProviderPayment(db, payment, now);
  return true;
};

const toWire = (row: OnlinePaymentRow): OnlinePayment => ({
  invoice_id: row.invoiceId,
  status: row.status,
  amount_cents: row.amountCents,
});

const latestOf = async (db: DbOrTx, customerId: number, invoiceId: number) => {
  const [row] = await db
    .select({ payment: onlinePayments })
    .from(onlinePayments)
    .innerJoin(invoices, eq(invoices.id, onlinePayments.invoiceId))
    .where(and(eq(onlinePayments.invoiceId, invoiceId), eq(invoices.customerId, customerId)))
    .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
    .limit(1);
  return row?.payment;
};

/**
 * The last online payment of the customer's invoice. While it is not final the provider is asked
 * again, so the customer who comes back from the payment page sees the outcome even before (or
 * without) the webhook; when the provider does not answer, the last known status is given.
 */
export const latestInvoicePayment = async (
  db: Db,
  provider: PaymentProvider | undefined,
  caller: TeamCaller,
  invoiceId: number,
  now = new Date(),
): Promise<OnlinePayment> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const row = await latestOf(db, customerId, invoiceId);
  if (!row) throw new HttpError('not_found', ONLINE_PAYMENT_MESSAGES.noPayment);
  if (!provider || finalOnlinePaymentStatuses.includes(row.status)) return toWire(row);
  try {
    const current = await provider.get(row.providerId);
    if (!current) return toWire(row);
    return toWire((await applyProviderPayment(db, current, now)) ?? row);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return toWire(row);
    throw error;
  }
};
