import type { Env } from '../../env.ts';
import {
  fromMollie,
  getMolliePayment,
  type LoadedMollie,
  mollieAmount,
  mollieLoader,
  type ProviderPayment,
  unavailable,
} from '../online-payments/mollie.ts';

/** A mandate as Mollie says it stands; the account in full, which we only mask. */
export interface ProviderMandate {
  id: string;
  status: 'valid' | 'pending' | 'invalid';
  accountHolder: string | null;
  account: string | null;
  signatureDate: string | null;
  mandateReference: string | null;
}

export interface NewFirstPayment {
  providerCustomerId: string;
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string | undefined;
  customerId: number;
}

export interface NewRecurringPayment {
  providerCustomerId: string;
  providerMandateId: string;
  amountCents: number;
  description: string;
  webhookUrl: string | undefined;
  invoiceId: number;
  /** The same key for every try of one collection: Mollie then makes one payment, however often asked. */
  idempotencyKey: string;
}

/** Mollie as far as direct debit needs it: customers, first and recurring payments, mandates. */
export interface DirectDebitProvider {
  /** The creditor id the pre-notification names (SEPA_CREDITOR_ID). */
  creditorId: string;
  createCustomer: (customer: { name: string; email: string | null; customerId: number }) => Promise<string>;
  createFirstPayment: (payment: NewFirstPayment) => Promise<ProviderPayment>;
  createRecurringPayment: (payment: NewRecurringPayment) => Promise<ProviderPayment>;
  getPayment: (id: string) => Promise<ProviderPayment | undefined>;
  /** The mandate, or undefined when Mollie does not know it (any more). */
  getMandate: (providerCustomerId: string, mandateId: string) => Promise<ProviderMandate | undefined>;
  revokeMandate: (providerCustomerId: string, mandateId: string) => Promise<void>;
}

const call = async <T>(load: () => Promise<LoadedMollie>, run: (mollie: LoadedMollie) => Promise<T>) => {
  const mollie = await load();
  try {
    return await run(mollie);
  } catch (error) {
    throw unavailable(error);
  }
};

const knownMandateStatuses = new Set(['valid', 'pending', 'invalid']);

/** Mollie's mandates and recurring payments through its official client. */
export const mollieDirectDebit = (
  apiKey: string,
  creditorId: string,
  apiEndpoint?: string,
): DirectDebitProvider => {
  const load = mollieLoader(apiKey, apiEndpoint);
  return {
    creditorId,
    createCustomer: (customer) =>
      call(load, async ({ client }) => {
        const created = await client.customers.create({
          name: customer.name,
          ...(customer.email && { email: customer.email }),
          metadata: { customer_id: customer.customerId },
        });
        return created.id;
      }),
    createFirstPayment: (payment) =>
      call(load, async ({ client, ideal }) => {
        const { SequenceType } = await import('@mollie/api-client');
        return fromMollie(
          await client.payments.create({
            amount: { currency: 'EUR', value: mollieAmount(payment.amountCents) },
            description: payment.description,
            redirectUrl: payment.redirectUrl,
            ...(payment.webhookUrl && { webhookUrl: payment.webhookUrl }),
            method: ideal,
            customerId: payment.providerCustomerId,
            sequenceType: SequenceType.first,
            metadata: { customer_id: payment.customerId },
          }),
        );
      }),
    createRecurringPayment: (payment) =>
      call(load, async ({ client }) => {
        const { SequenceType } = await import('@mollie/api-client');
        return fromMollie(
          await client.payments.create({
            amount: { currency: 'EUR', value: mollieAmount(payment.amountCents) },
            description: payment.description,
            ...(payment.webhookUrl && { webhookUrl: payment.webhookUrl }),
            customerId: payment.providerCustomerId,
            mandateId: payment.providerMandateId,
            sequenceType: SequenceType.recurring,
            metadata: { invoice_id: payment.invoiceId },
            idempotencyKey: payment.idempotencyKey,
          }),
        );
      }),
    getPayment: (id) => getMolliePayment(load, id),
    getMandate: async (providerCustomerId, mandateId) => {
      const { client, isNotFound } = await load();
      try {
        const mandate = await client.customerMandates.get(mandateId, { customerId: providerCustomerId });
        const details = mandate.details as { consumerName?: string; consumerAccount?: string };
        return {
          id: mandate.id,
          status: knownMandateStatuses.has(mandate.status)
            ? (mandate.status as ProviderMandate['status'])
            : 'invalid',
          accountHolder: details.consumerName ?? null,
          account: details.consumerAccount ?? null,
          signatureDate: mandate.signatureDate ?? null,
          mandateReference: mandate.mandateReference ?? null,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw unavailable(error);
      }
    },
    revokeMandate: async (providerCustomerId, mandateId) => {
      const { client, isNotFound } = await load();
      try {
        await client.customerMandates.revoke(mandateId, { customerId: providerCustomerId });
      } catch (error) {
        // Already gone at Mollie: revoked all the same.
        if (isNotFound(error)) return;
        throw unavailable(error);
      }
    },
  };
};

/**
 * Direct debit as the environment configures it: Mollie's key and the creditor id both, or
 * undefined, and the portal says direct debit is not available.
 */
export const directDebitProviderFromEnv = (
  env: Pick<Env, 'MOLLIE_API_KEY' | 'MOLLIE_API_URL' | 'SEPA_CREDITOR_ID'>,
): DirectDebitProvider | undefined =>
  env.MOLLIE_API_KEY && env.SEPA_CREDITOR_ID
    ? mollieDirectDebit(env.MOLLIE_API_KEY, env.SEPA_CREDITOR_ID, env.MOLLIE_API_URL)
    : undefined;
