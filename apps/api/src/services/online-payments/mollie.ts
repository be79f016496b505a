import { type OnlinePaymentStatus, onlinePaymentStatuses } from '@maatwerk/contract';
import type { MollieClient, PaymentMethod } from '@mollie/api-client';
import type { Env } from '../../env.ts';

/** A payment as the provider says it stands; amounts in cents. */
export interface ProviderPayment {
  id: string;
  status: OnlinePaymentStatus;
  amountCents: number;
  currency: string;
  /** When it was paid (ISO instant), once paid. */
  paidAt: string | null;
  /** The payment page, while the customer can still pay. */
  checkoutUrl: string | null;
  /** The mandate a first payment gave, or a recurring payment used. */
  mandateId?: string | null;
  /** What the payer's bank took back (a storno or chargeback), in cents; 0 when nothing. */
  chargedBackCents?: number;
}

export interface NewProviderPayment {
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string | undefined;
  invoiceId: number;
}

/** The payment provider, as far as paying invoices needs it. */
export interface PaymentProvider {
  create: (payment: NewProviderPayment) => Promise<ProviderPayment>;
  /** The payment, or undefined when the provider does not know the id. */
  get: (id: string) => Promise<ProviderPayment | undefined>;
}

/** The provider could not be reached or refused: try again later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/**
 * Runs a call to Mollie; Mollie away or refusing becomes the caller's own error (`down`), anything
 * else goes on as it was.
 */
export const askMollie = async <T>(call: () => Promise<T>, down: () => Error): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw down();
    throw error;
  }
};

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** Where Mollie reports changes of every payment of ours, or nowhere without the API's public address. */
export const mollieWebhookUrl = (apiPublicUrl: string | undefined): string | undefined =>
  apiPublicUrl ? joinUrl(apiPublicUrl, '/payments/mollie/webhook') : undefined;

/** Cents as Mollie writes amounts: a string with two decimals, "12.50". */
export const mollieAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Mollie's "12.50" (or "12.5", "12") as cents, without floating point. */
export const centsOfAmount = (value: string): number => {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new ProviderUnavailable(`unexpected amount from Mollie: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
};

/** The statuses we keep: Mollie's payment statuses, as the contract lists them. */
const knownStatuses = new Set<string>(onlinePaymentStatuses);

interface MolliePaymentLike {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  paidAt?: string;
  mandateId?: string;
  amountChargedBack?: { value: string; currency: string };
  getCheckoutUrl: () => string | null;
}

export const fromMollie = (payment: MolliePaymentLike): ProviderPayment => {
  if (!knownStatuses.has(payment.status)) {
    throw new ProviderUnavailable(`unexpected payment status from Mollie: ${payment.status}`);
  }
  return {
    id: payment.id,
    status: payment.status as OnlinePaymentStatus,
    amountCents: centsOfAmount(payment.amount.value),
    currency: payment.amount.currency,
    paidAt: payment.paidAt ?? null,
    checkoutUrl: payment.getCheckoutUrl(),
    mandateId: payment.mandateId ?? null,
    chargedBackCents: payment.amountChargedBack ? centsOfAmount(payment.amountChargedBack.value) : 0,
  };
};

export const unavailable = (error: unknown): ProviderUnavailable =>
  new ProviderUnavailable(error instanceof Error ? error.message : String(error), { cause: error });

/** The official client and what this API needs of the module, loaded at first use. */
export interface LoadedMollie {
  client: MollieClient;
  ideal: PaymentMethod;
  isNotFound: (error: unknown) => boolean;
}

/**
 * Loads Mollie's official client once, at the first call; `apiEndpoint` points elsewhere only in
 * tests. An API without online payment never holds it.
 */
export const mollieLoader = (apiKey: string, apiEndpoint?: string): (() => Promise<LoadedMollie>) => {
  let mollie: Promise<LoadedMollie> | undefined;
  return () => {
    mollie ??= import('@mollie/api-client').then(({ createMollieClient, MollieApiError, PaymentMethod }) => ({
      client: createMollieClient({ apiKey, ...(apiEndpoint && { apiEndpoint }) }),
      ideal: PaymentMethod.ideal,
      isNotFound: (error: unknown) =>
        error instanceof MollieApiError && (error.statusCode === 404 || error.statusCode === 410),
    }));
    return mollie;
  };
};

/** Mollie's payment as ours; undefined when Mollie does not know it. */
export const getMolliePayment = async (
  load: () => Promise<LoadedMollie>,
  id: string,
): Promise<ProviderPayment | undefined> => {
  const { client, isNotFound } = await load();
  try {
    return fromMollie(await client.payments.get(id));
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw unavailable(error);
  }
};

/** Mollie through its official client. */
export const molliePaymentProvider = (apiKey: string, apiEndpoint?: string): PaymentProvider => {
  const load = mollieLoader(apiKey, apiEndpoint);
  return {
    create: async (payment) => {
      const { client, ideal } = await load();
      try {
        const created = await client.payments.create({
          amount: { currency: 'EUR', value: mollieAmount(payment.amountCents) },
          description: payment.description,
          redirectUrl: payment.redirectUrl,
          ...(payment.webhookUrl && { webhookUrl: payment.webhookUrl }),
          method: ideal,
          metadata: { invoice_id: payment.invoiceId },
        });
        return fromMollie(created);
      } catch (error) {
        throw unavailable(error);
      }
    },
    get: (id) => getMolliePayment(load, id),
  };
};

/** Mollie as the environment configures it, or undefined: online payment is then not offered. */
export const paymentProviderFromEnv = (
  env: Pick<Env, 'MOLLIE_API_KEY' | 'MOLLIE_API_URL'>,
): PaymentProvider | undefined =>
  env.MOLLIE_API_KEY ? molliePaymentProvider(env.MOLLIE_API_KEY, env.MOLLIE_API_URL) : undefined;
