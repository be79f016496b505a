import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { directDebitMandates, directDebits, invoices } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { invoiceFigures, loadInvoices } from '../invoices.ts';
import { enqueueJob, JobRetry } from '../jobs.ts';
import { ProviderUnavailable } from '../online-payments/mollie.ts';
import { type OutcomeSettings, settleCollection } from './outcome.ts';
import type { DirectDebitProvider } from './provider.ts';

export const DIRECT_DEBIT_QUEUE = 'direct-debit-collect';

/**
 * Tries of one collection job: a crash of the instance, Mollie not answering or the database
 * failing after Mollie took the payment put it back on the queue, and the same idempotency key then
 * finds the payment Mollie already made instead of making a second.
 */
const ATTEMPTS = 5;
const RETRY_AFTER_MS = 5 * 60 * 1000;

/**
 * Hands every announced collection whose day has come to the job queue: each is moved from
 * aangekondigd to in_wachtrij and its job queued in one transaction, so that however many instances
 * run this at once, each collection is queued once. Answers how many were queued.
 */
export const queueDueCollections = async (db: Db, now: Date): Promise<number> => {
  const due = await db
    .select({ id: directDebits.id })
    .from(directDebits)
    .where(and(eq(directDebits.status, 'aangekondigd'), lte(directDebits.collectOn, today(now))))
    .orderBy(asc(directDebits.collectOn), asc(directDebits.id));
  let queued = 0;
  for (const { id } of due) {
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(directDebits)
        .set({ status: 'in_wachtrij', updatedAt: now })
        .where(and(eq(directDebits.id, id), eq(directDebits.status, 'aangekondigd')))
        .returning({ id: directDebits.id });
      if (claimed.length === 0) return 0;
      await enqueueJob(tx, {
        queue: DIRECT_DEBIT_QUEUE,
        customerId: null,
        payload: { directDebitId: id },
        maxAttempts: ATTEMPTS,
      });
      return 1;
    });
  }
  return queued;
};

/** A collection and the mandate it is made on. */
export const collectionWithMandate = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ debit: directDebits, mandate: directDebitMandates })
    .from(directDebits)
    .innerJoin(directDebitMandates, eq(directDebitMandates.id, directDebits.mandateId))
    .where(eq(directDebits.id, id));
  return row;
};

const payloadSchema = z.object({ directDebitId: z.number().int() });

const lapse = async (db: Db, id: number, now: Date, reason: string) => {
  await db
    .update(directDebits)
    .set({ status: 'vervallen', updatedAt: now })
    .where(and(eq(directDebits.id, id), eq(directDebits.status, 'in_wachtrij')));
  return { collected: false, reason };
};

/**
 * The job of one collection: a recurring payment at Mollie on the customer's mandate, of what is
 * still due but never more than was announced. Not made when the invoice was paid otherwise or the
 * mandate was revoked meanwhile (the collection lapses). The key `direct-debit-<id>` makes a retry
 * find the payment of a try that stopped after Mollie took it.
 */
export const collectDirectDebit = async (
  db: Db,
  provider: DirectDebitProvider | undefined,
  settings: OutcomeSettings & { webhookUrl: string | undefined },
  payload: Record<string, unknown>,
  /** Which try of the job this is (1 for the first). */
  attempt: number,
  now = new Date(),
): Promise<Record<string, unknown>> => {
  const { directDebitId } = payloadSchema.parse(payload);
  const row = await collectionWithMandate(db, directDebitId);
  if (row?.debit.status !== 'in_wachtrij') return { collected: false, reason: 'not waiting' };
  const { debit, mandate } = row;
  if (mandate.status !== 'geldig' || !mandate.providerMandateId)
    return lapse(db, debit.id, now, 'no mandate');
  const [loaded] = await loadInvoices(db, eq(invoices.id, debit.invoiceId));
  const balance = loaded ? invoiceFigures(loaded, now).balanceCents : 0;
  if (!loaded || balance <= 0) return lapse(db, debit.id, now, 'paid');
  if (!provider)
    throw new JobRetry('direct debit is not configured', new Date(now.getTime() + RETRY_AFTER_MS));
  const amountCents = Math.min(balance, debit.amountCents);
  const providerMandateId = mandate.providerMandateId;
  try {
    const payment = await provider.createRecurringPayment({
      providerCustomerId: mandate.providerCustomerId,
      providerMandateId,
      amountCents,
      description: `Factuur ${loaded.invoice.number}`,
      webhookUrl: settings.webhookUrl,
      invoiceId: debit.invoiceId,
      idempotencyKey: `direct-debit-${debit.id}`,
    });
    await db
      .update(directDebits)
      .set({ status: 'aangeboden', providerId: payment.id, amountCents, updatedAt: now })
      .where(and(eq(directDebits.id, debit.id), eq(directDebits.status, 'in_wachtrij')));
    await settleCollection(db, settings, payment, now);
    return { collected: true, payment: payment.id };
  } catch (error) {
    if (attempt >= ATTEMPTS) throw error;
    const reason = error instanceof ProviderUnavailable ? 'Mollie did not answer' : String(error);
    throw new JobRetry(reason, new Date(now.getTime() + RETRY_AFTER_MS));
  }
};
