import { DIRECT_DEBIT_MESSAGES } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { directDebitMandates, directDebits } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { askMollie } from '../online-payments/mollie.ts';
import { applyFirstPayment } from './mandates.ts';
import { type OutcomeSettings, settleCollection } from './outcome.ts';
import type { DirectDebitProvider } from './provider.ts';

// Not 200: Mollie tries the webhook again later.
const ask = <T>(call: () => Promise<T>): Promise<T> =>
  askMollie(call, () => new HttpError('service_unavailable', DIRECT_DEBIT_MESSAGES.providerDown));

/**
 * Mollie says a payment changed that may be a mandate's first payment or a collection. Only the id
 * is taken from the call: an id that is neither changes nothing and Mollie is not asked; for ours
 * the payment is fetched from Mollie and applied. Answers whether the id was ours.
 */
export const handleDirectDebitWebhook = async (
  db: Db,
  provider: DirectDebitProvider | undefined,
  settings: OutcomeSettings,
  providerId: string,
  now = new Date(),
): Promise<boolean> => {
  const [mandate] = await db
    .select()
    .from(directDebitMandates)
    .where(eq(directDebitMandates.firstPaymentId, providerId));
  const [debit] = mandate
    ? []
    : await db
        .select({ id: directDebits.id })
        .from(directDebits)
        .where(eq(directDebits.providerId, providerId));
  if (!mandate && !debit) return false;
  if (!provider) throw new HttpError('service_unavailable', DIRECT_DEBIT_MESSAGES.notAvailable);
  const payment = await ask(() => provider.getPayment(providerId));
  if (payment?.id !== providerId) return true;
  if (mandate) await ask(() => applyFirstPayment(db, provider, mandate, payment, now));
  else await settleCollection(db, settings, payment, now);
  return true;
};
