import { canMoveDirectDebit, DIRECT_DEBIT_RETRY_DAYS, type DirectDebitStatus } from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { directDebitMandates, directDebits, invoicePayments, invoices } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { invoiceFigures, loadInvoices } from '../invoices.ts';
import { enqueueJob } from '../jobs.ts';
import { registerProviderPayment } from '../online-payments/index.ts';
import type { ProviderPayment } from '../online-payments/mollie.ts';
import { emitInvoicePaidIfSettled } from '../webhooks/events.ts';

/** The mails that tell a customer a collection failed or was reversed, and what happens next. */
export const DIRECT_DEBIT_FAILED_QUEUE = 'direct-debit-failed-mail';

export interface OutcomeSettings {
  /** How often a failed or reversed collection is tried again (DIRECT_DEBIT_MAX_RETRIES). */
  maxRetries: number;
}

type DebitRow = typeof directDebits.$inferSelect;

/**
 * After a collection failed or was reversed: the next attempt, announced for
 * DIRECT_DEBIT_RETRY_DAYS days later, while retries are left, the mandate is still geldig and
 * something is due; and in any case the mail that tells the customer. In the caller's transaction.
 */
const afterFailure = async (tx: DbOrTx, debit: DebitRow, settings: OutcomeSettings, now: Date) => {
  const [mandate] = await tx
    .select({ status: directDebitMandates.status })
    .from(directDebitMandates)
    .where(eq(directDebitMandates.id, debit.mandateId));
  const [loaded] = await loadInvoices(tx, eq(invoices.id, debit.invoiceId));
  const balance = loaded ? invoiceFigures(loaded, now).balanceCents : 0;
  if (debit.attempt <= settings.maxRetries && mandate?.status === 'geldig' && balance > 0) {
    await tx
      .insert(directDebits)
      .values({
        invoiceId: debit.invoiceId,
        mandateId: debit.mandateId,
        attempt: debit.attempt + 1,
        collectOn: addDays(today(now), DIRECT_DEBIT_RETRY_DAYS),
        amountCents: balance,
        status: 'aangekondigd',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
  await enqueueJob(tx, {
    queue: DIRECT_DEBIT_FAILED_QUEUE,
    customerId: null,
    payload: { directDebitId: debit.id },
  });
};

/**
 * What Mollie's payment of a collection says, applied once under a lock on the collection: paid,
 * one invoice payment (method incasso) of the amount Mollie received; failed, canceled or expired,
 * the collection failed; charged back (a storno) after it was paid, one negative payment of what
 * the bank took back, so the invoice is open again. A failure or storno is followed by its mail and,
 * while retries are left, by a new attempt. A move the contract does not allow (a repeated or late
 * report) changes nothing. Answers whether the payment is a collection of ours.
 */
export const settleCollection = async (
  db: Db,
  settings: OutcomeSettings,
  payment: ProviderPayment,
  now = new Date(),
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [debit] = await tx
      .select()
      .from(directDebits)
      .where(eq(directDebits.providerId, payment.id))
      .for('update');
    if (!debit) return false;
    const chargedBack = (payment.chargedBackCents ?? 0) > 0;
    const failed = ['failed', 'canceled', 'expired'].includes(payment.status);
    let to: DirectDebitStatus | undefined;
    if (chargedBack) to = 'gestorneerd';
    else if (payment.status === 'paid') to = 'betaald';
    else if (failed) to = 'mislukt';
    // Reversed before its payment was seen here: it failed, as far as the invoice goes.
    if (to === 'gestorneerd' && debit.status === 'aangeboden') to = 'mislukt';
    if (!to || !canMoveDirectDebit(debit.status, to)) return true;

    const set: Partial<typeof directDebits.$inferInsert> = { status: to, updatedAt: now };
    if (to === 'betaald' && payment.currency === 'EUR') {
      set.invoicePaymentId = await registerProviderPayment(tx, debit.invoiceId, payment, 'incasso', now);
    }
    if (to === 'gestorneerd' && debit.invoicePaymentId !== null) {
      const [paid] = await tx
        .select({ amountCents: invoicePayments.amountCents })
        .from(invoicePayments)
        .where(eq(invoicePayments.id, debit.invoicePaymentId));
      const [reversal] = await tx
        .insert(invoicePayments)
        .values({
          invoiceId: debit.invoiceId,
          paidOn: today(now),
          amountCents: -Math.min(payment.chargedBackCents ?? 0, paid?.amountCents ?? 0),
          method: 'incasso',
          staffId: null,
        })
        .returning({ id: invoicePayments.id });
      set.reversalPaymentId = reversal!.id;
    }
    await tx
      .update(directDebits)
      .set(set)
      .where(and(eq(directDebits.id, debit.id), eq(directDebits.status, debit.status)));
    if (to === 'betaald') await emitInvoicePaidIfSettled(tx, debit.invoiceId, now);
    if (to === 'mislukt' || to === 'gestorneerd') await afterFailure(tx, debit, settings, now);
    return true;
  });
