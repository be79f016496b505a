import {
  BILLING_TEAM,
  DIRECT_DEBIT_DAYS_AFTER_SENDING,
  DIRECT_DEBIT_MESSAGES,
  type DirectDebitOverview,
  MANDATE_FIRST_PAYMENT_CENTS,
  MANDATE_RETURN_PARAM,
  type Mandate,
  maskAccount,
  type StartedMandate,
} from '@maatwerk/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, directDebitMandates, directDebits } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordCustomerAudit } from '../audit.ts';
import {
  askMollie,
  joinUrl,
  mollieWebhookUrl,
  type ProviderPayment,
  ProviderUnavailable,
} from '../online-payments/mollie.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import type { DirectDebitProvider } from './provider.ts';

type MandateRow = typeof directDebitMandates.$inferSelect;

/** The person acting and where from: for the audit log. */
export type MandateCaller = TeamCaller & { address: string };

/** Where the customer comes back to, and where Mollie reports changes. */
interface MandateUrls {
  siteUrl: string;
  /** The API's public address; without it Mollie gets no webhook. */
  apiPublicUrl: string | undefined;
}

const notAvailable = () => new HttpError('service_unavailable', DIRECT_DEBIT_MESSAGES.notAvailable);
const providerDown = () => new HttpError('service_unavailable', DIRECT_DEBIT_MESSAGES.providerDown);
const askProvider = <T>(call: () => Promise<T>): Promise<T> => askMollie(call, providerDown);

const toWire = (row: MandateRow): Mandate => ({
  id: row.id,
  status: row.status,
  account: row.accountMasked,
  account_holder: row.accountHolder,
  signature_date: row.signatureDate,
  mandate_reference: row.mandateReference,
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/**
 * Records what Mollie says of a mandate's first payment, under a lock on the mandate: paid, the
 * mandate Mollie made of it becomes geldig with its (masked) account; failed, canceled or expired,
 * the mandate was not given. Only a mandate still waiting changes, so a repeated or late report
 * changes nothing. Mollie is asked for the mandate before the lock is taken.
 */
export const applyFirstPayment = async (
  db: Db,
  provider: DirectDebitProvider,
  row: MandateRow,
  payment: ProviderPayment,
  now = new Date(),
): Promise<MandateRow> => {
  if (row.status !== 'in_afwachting') return row;
  const failed = ['failed', 'canceled', 'expired'].includes(payment.status);
  const mandate =
    payment.status === 'paid' && payment.mandateId
      ? await provider.getMandate(row.providerCustomerId, payment.mandateId)
      : undefined;
  const given = mandate && mandate.status !== 'invalid' ? mandate : undefined;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.id, row.id))
      .for('update');
    if (locked?.status !== 'in_afwachting') return locked ?? row;
    const set: Partial<typeof directDebitMandates.$inferInsert> = given
      ? {
          status: 'geldig',
          providerMandateId: given.id,
          accountHolder: given.accountHolder,
          accountMasked: given.account ? maskAccount(given.account) : null,
          signatureDate: given.signatureDate,
          mandateReference: given.mandateReference,
          validFrom: now,
          checkoutUrl: null,
        }
      : failed || payment.status === 'paid'
        ? { status: 'mislukt', checkoutUrl: null }
        : { checkoutUrl: payment.status === 'open' ? payment.checkoutUrl : null };
    const [updated] = await tx
      .update(directDebitMandates)
      .set({ ...set, updatedAt: now })
      .where(eq(directDebitMandates.id, row.id))
      .returning();
    return updated!;
  });
};

/**
 * The customer's mandates, newest first. One still waiting for its first payment is asked of Mollie
 * again (as the webhook would), so the customer who comes back from iDEAL sees it given even
 * before, or without, the webhook; when Mollie does not answer, the last known state is given.
 */
export const directDebitOverview = async (
  db: Db,
  provider: DirectDebitProvider | undefined,
  caller: TeamCaller,
  now = new Date(),
): Promise<DirectDebitOverview> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const rows = await db
    .select()
    .from(directDebitMandates)
    .where(eq(directDebitMandates.customerId, customerId))
    .orderBy(desc(directDebitMandates.createdAt), desc(directDebitMandates.id));
  const mandates: MandateRow[] = [];
  for (const row of rows) {
    if (!provider || row.status !== 'in_afwachting') {
      mandates.push(row);
      continue;
    }
    try {
      const payment = await provider.getPayment(row.firstPaymentId);
      mandates.push(payment ? await applyFirstPayment(db, provider, row, payment, now) : row);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      mandates.push(row);
    }
  }
  return {
    available: provider !== undefined,
    days_after_sending: DIRECT_DEBIT_DAYS_AFTER_SENDING,
    mandates: mandates.map(toWire),
  };
};

/**
 * Starts a mandate: a first iDEAL payment of one cent on the customer's Mollie customer (made once,
 * then reused), whose page the browser is sent to. An earlier mandate that was still waiting is
 * given up, so that only the newest can become geldig. Audited.
 */
export const startMandate = async (
  db: Db,
  provider: DirectDebitProvider | undefined,
  caller: MandateCaller,
  urls: MandateUrls,
  now = new Date(),
): Promise<StartedMandate> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  if (!provider) throw notAvailable();
  const existing = await db
    .select()
    .from(directDebitMandates)
    .where(eq(directDebitMandates.customerId, customerId))
    .orderBy(desc(directDebitMandates.createdAt), desc(directDebitMandates.id));
  if (existing.some((row) => row.status === 'geldig')) {
    throw new HttpError('conflict', DIRECT_DEBIT_MESSAGES.alreadyGiven);
  }
  const [customer] = await db
    .select({ name: customers.name, email: customers.billingEmail })
    .from(customers)
    .where(eq(customers.id, customerId));
  const providerCustomerId =
    existing[0]?.providerCustomerId ??
    (await askProvider(() =>
      provider.createCustomer({ name: customer?.name ?? '', email: customer?.email ?? null, customerId }),
    ));
  // The id is known only once the row exists; the return address names the customer's page, and
  // the page asks the API which mandate is the newest.
  const returnUrl = new URL(joinUrl(urls.siteUrl, '/klantenportaal/facturen'));
  returnUrl.searchParams.set(MANDATE_RETURN_PARAM, '1');
  const payment = await askProvider(() =>
    provider.createFirstPayment({
      providerCustomerId,
      amountCents: MANDATE_FIRST_PAYMENT_CENTS,
      description: 'Machtiging automatische incasso',
      redirectUrl: returnUrl.toString(),
      webhookUrl: mollieWebhookUrl(urls.apiPublicUrl),
      customerId,
    }),
  );
  if (!payment.checkoutUrl) throw providerDown();
  const checkoutUrl = payment.checkoutUrl;
  const row = await db.transaction(async (tx) => {
    const waiting = existing.filter((one) => one.status === 'in_afwachting').map((one) => one.id);
    if (waiting.length > 0) {
      await tx
        .update(directDebitMandates)
        .set({ status: 'mislukt', checkoutUrl: null, updatedAt: now })
        .where(
          and(inArray(directDebitMandates.id, waiting), eq(directDebitMandates.status, 'in_afwachting')),
        );
    }
    const [made] = await tx
      .insert(directDebitMandates)
      .values({
        customerId,
        providerCustomerId,
        firstPaymentId: payment.id,
        status: 'in_afwachting',
        checkoutUrl,
        userId: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordCustomerAudit(
      tx,
      { userId: caller.userId, address: caller.address },
      { action: 'mandate.create', entity: 'mandate', entityId: made!.id, after: { status: made!.status } },
    );
    return made!;
  });
  return { mandate_id: row.id, checkout_url: checkoutUrl };
};

/** The caller's mandate; another customer's is not there (404). */
const ownMandate = async (db: DbOrTx, customerId: number, id: number): Promise<MandateRow> => {
  const [row] = await db
    .select()
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.id, id), eq(directDebitMandates.customerId, customerId)));
  if (!row) throw new HttpError('not_found', DIRECT_DEBIT_MESSAGES.notFound);
  return row;
};

/**
 * Revokes a geldig mandate at Mollie, then here: nothing announced and not yet offered to Mollie is
 * collected (those collections lapse). Audited.
 */
export const revokeMandate = async (
  db: Db,
  provider: DirectDebitProvider | undefined,
  caller: MandateCaller,
  id: number,
  now = new Date(),
): Promise<Mandate> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const row = await ownMandate(db, customerId, id);
  if (row.status !== 'geldig' || !row.providerMandateId) {
    throw new HttpError('conflict', DIRECT_DEBIT_MESSAGES.notRevocable);
  }
  if (!provider) throw notAvailable();
  const providerMandateId = row.providerMandateId;
  await askProvider(() => provider.revokeMandate(row.providerCustomerId, providerMandateId));
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(directDebitMandates)
      .set({ status: 'ingetrokken', revokedAt: now, updatedAt: now })
      .where(and(eq(directDebitMandates.id, id), eq(directDebitMandates.status, 'geldig')))
      .returning();
    if (!revoked) throw new HttpError('conflict', DIRECT_DEBIT_MESSAGES.notRevocable);
    await tx
      .update(directDebits)
      .set({ status: 'vervallen', updatedAt: now })
      .where(
        and(eq(directDebits.mandateId, id), inArray(directDebits.status, ['aangekondigd', 'in_wachtrij'])),
      );
    await recordCustomerAudit(
      tx,
      { userId: caller.userId, address: caller.address },
      {
        action: 'mandate.revoke',
        entity: 'mandate',
        entityId: id,
        before: { status: row.status },
        after: { status: revoked.status },
      },
    );
    return toWire(revoked);
  });
};
