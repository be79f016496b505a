import { DirectDebitOverview, InvoicesResponse, Mandate, StartedMandate } from '@maatwerk/contract';
import { formatCalendarDate } from '@maatwerk/contract/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createUser } from '../../db/factories/index.ts';
import { auditLog, directDebitMandates, directDebits, invoicePayments } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { countRows } from '../../security/route-support.ts';
import { collectDirectDebit } from '../../services/direct-debit/collect.ts';
import { mollieDirectDebit } from '../../services/direct-debit/provider.ts';
import { JobRetry } from '../../services/jobs.ts';
import { createSession } from '../../services/sessions.ts';
import { queueInvoiceMail } from '../../services/staff-invoices/mail-queue.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { type FakeMollie, startFakeMollie } from '../../test/fake-mollie.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

const MOLLIE_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const CREDITOR_ID = 'NL98ZZZ999999999999';
/** One €100 line at 21%: €121.00 to pay. */
const lines = [{ description: 'Onderhoud website', quantity: 100, unitPriceCents: 10_000 }];

describe('direct debit without Mollie configured', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t);

  it('says plainly that direct debit is not available and starts nothing', async () => {
    const overview = await t.app.inject({ method: 'GET', url: '/direct-debit', headers: jan.headers });
    expect(overview.statusCode).toBe(200);
    expect(exactly(DirectDebitOverview, overview.json())).toEqual({
      available: false,
      days_after_sending: 14,
      mandates: [],
    });
    const before = await countRows(t.db);
    const started = await t.app.inject({
      method: 'POST',
      url: '/direct-debit/mandates',
      headers: jan.headers,
    });
    expect(started.statusCode).toBe(503);
    expect(started.json()).toMatchObject({
      error: 'service_unavailable',
      message:
        'Automatische incasso is op dit moment niet mogelijk. Betaal je facturen met iDEAL of door het bedrag over te maken.',
    });
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('direct debit through Mollie mandates, on two API instances', () => {
  let mollie: FakeMollie;
  let two: TwoInstances;
  let jan: LoggedInCustomer;
  let other: LoggedInCustomer;

  beforeAll(async () => {
    mollie = await startFakeMollie();
    two = await startTwoInstances({
      MOLLIE_API_KEY: MOLLIE_KEY,
      MOLLIE_API_URL: mollie.url,
      SEPA_CREDITOR_ID: CREDITOR_ID,
      DIRECT_DEBIT_MAX_RETRIES: '1',
      SITE_URL: 'https://www.kodewerk.test',
      API_PUBLIC_URL: 'https://api.kodewerk.test',
    });
    jan = await loggedInCustomer(two.db, { name: 'Incasso B.V.', billingEmail: 'boekhouding@incasso.nl' });
    other = await loggedInCustomer(two.db);
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await mollie?.close();
  });

  const webhook = (id: string) =>
    two.b.inject({
      method: 'POST',
      url: '/payments/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${encodeURIComponent(id)}`,
    });
  const overview = async (who: LoggedInCustomer = jan) =>
    exactly(
      DirectDebitOverview,
      (await two.a.inject({ method: 'GET', url: '/direct-debit', headers: who.headers })).json(),
    );
  const revoke = (id: number, who: LoggedInCustomer = jan) =>
    two.a.inject({ method: 'POST', url: `/direct-debit/mandates/${id}/revoke`, headers: who.headers });
  const recurringOf = (invoiceId: number) =>
    [...mollie.payments.values()].filter(
      (payment) =>
        payment.sequenceType === 'recurring' &&
        (payment.metadata as { invoice_id?: number }).invoice_id === invoiceId,
    );
  const attemptsOf = (invoiceId: number) =>
    two.db
      .select({
        attempt: directDebits.attempt,
        status: directDebits.status,
        collectOn: directDebits.collectOn,
      })
      .from(directDebits)
      .where(eq(directDebits.invoiceId, invoiceId))
      .orderBy(asc(directDebits.attempt));
  const invoiceOf = async (id: number) => {
    const list = exactly(
      InvoicesResponse,
      (await two.a.inject({ method: 'GET', url: '/invoices', headers: jan.headers })).json(),
    );
    return list.sent.find((one) => one.id === id);
  };
  /** A sent invoice whose mail goes out now, with the collection's pre-notification in it. */
  const sendInvoice = async (issuedOn: string) => {
    const invoice = await createInvoice(two.db, {
      customerId: jan.customer.id,
      issuedOn,
      sentAt: new Date(),
      lines,
    });
    await queueInvoiceMail(two.db, invoice.id);
    await two.jobsEnded();
    return invoice;
  };
  const mails = () => mailsTo(two.dataDir, 'boekhouding@incasso.nl');

  let mandateId = 0;

  it('gives a mandate with a first iDEAL payment on a Mollie customer, shown masked once paid', async () => {
    const started = await two.a.inject({
      method: 'POST',
      url: '/direct-debit/mandates',
      headers: jan.headers,
    });
    expect(started.statusCode, started.body).toBe(201);
    const body = exactly(StartedMandate, started.json());
    expect(body.checkout_url).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    mandateId = body.mandate_id;

    const [customer] = [...mollie.customers.values()];
    expect(customer).toMatchObject({ name: 'Incasso B.V.', email: 'boekhouding@incasso.nl' });
    const [first] = [...mollie.payments.values()].filter((payment) => payment.sequenceType === 'first');
    expect(first).toMatchObject({
      amount: { value: '0.01', currency: 'EUR' },
      method: 'ideal',
      customerId: customer?.id,
      redirectUrl: 'https://www.kodewerk.test/klantenportaal/facturen?machtiging=1',
      webhookUrl: 'https://api.kodewerk.test/payments/mollie/webhook',
    });
    expect((await overview()).mandates).toEqual([
      expect.objectContaining({ id: mandateId, status: 'in_afwachting', account: null }),
    ]);

    mollie.setStatus(first!.id, 'paid', '2026-11-30T10:00:00+00:00', 'NL91ABNA0417164300');
    const answers = await Promise.all([webhook(first!.id), webhook(first!.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [given] = (await overview()).mandates;
    expect(given).toEqual({
      id: mandateId,
      status: 'geldig',
      account: 'NL** **** **** 4300',
      account_holder: 'J. de Vries',
      signature_date: '2026-11-30',
      mandate_reference: expect.stringMatching(/^KODEWERK-/),
      created_at: expect.any(String),
      revoked_at: null,
    });
    // The whole account number is kept nowhere.
    const [row] = await two.db
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.id, mandateId));
    expect(JSON.stringify(row)).not.toContain('0417164300');
    const audited = await two.db.select().from(auditLog).where(eq(auditLog.action, 'mandate.create'));
    expect(audited).toEqual([expect.objectContaining({ userId: jan.user.id, entityId: String(mandateId) })]);

    // One valid mandate at a time.
    const again = await two.a.inject({ method: 'POST', url: '/direct-debit/mandates', headers: jan.headers });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for another customer’s mandate and 403 for a team member who does not handle invoices', async () => {
    const technician = await createUser(two.db, { customerId: jan.customer.id, teamRole: 'technisch' });
    const { token } = await createSession(two.db, technician.id, 'login');
    const before = await countRows(two.db);
    const theirs = await revoke(mandateId, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('not_found');
    expect((await overview(other)).mandates).toEqual([]);
    const forbidden = await revoke(mandateId, { ...jan, headers: { authorization: `Bearer ${token}` } });
    expect(forbidden.statusCode).toBe(403);
    expect(await countRows(two.db)).toEqual(before);
    expect(mollie.requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });

  it('announces the collection in the invoice mail and collects it once, on its day, across two instances', async () => {
    const invoice = await sendInvoice('2026-12-01');
    const [mail] = await mails();
    expect(mail).toContain(`Factuur ${invoice.number} van`);
    expect(mail).toContain('121,00 op 15 december 2026 af van je rekening met automatische incasso');
    expect(mail).toMatch(/onder machtigingskenmerk KODEWERK-\w+ en incassant-ID NL98ZZZ999999999999/);
    expect(mail).not.toContain('overmaken op');

    await two.runBoth('direct-debit-collection', new Date('2026-12-14T22:30:00Z'));
    expect(recurringOf(invoice.id)).toEqual([]);
    // 15 December has begun in Amsterdam.
    await two.runBoth('direct-debit-collection', new Date('2026-12-14T23:30:00Z'));
    await two.runBoth('direct-debit-collection', new Date('2026-12-15T11:00:00Z'));
    const collected = recurringOf(invoice.id);
    expect(collected).toHaveLength(1);
    expect(collected[0]).toMatchObject({
      amount: { value: '121.00', currency: 'EUR' },
      description: `Factuur ${invoice.number}`,
      webhookUrl: 'https://api.kodewerk.test/payments/mollie/webhook',
      status: 'pending',
    });
    expect(await attemptsOf(invoice.id)).toEqual([
      { attempt: 1, status: 'aangeboden', collectOn: '2026-12-15' },
    ]);

    mollie.setStatus(collected[0]!.id, 'paid', '2026-12-17T09:00:00+00:00');
    await Promise.all([webhook(collected[0]!.id), webhook(collected[0]!.id), webhook(collected[0]!.id)]);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'betaald', balance_cents: 0 });
    const paid = await two.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(paid).toEqual([
      expect.objectContaining({ amountCents: 12_100, method: 'incasso', paidOn: '2026-12-17' }),
    ]);
  });

  it('reopens a reversed collection, mails the customer, retries it at most the configured times', async () => {
    const invoice = await sendInvoice('2026-12-02');
    await two.runBoth('direct-debit-collection', new Date('2026-12-16T11:00:00Z'));
    const [first] = recurringOf(invoice.id);
    mollie.setStatus(first!.id, 'paid', '2026-12-18T09:00:00+00:00');
    await webhook(first!.id);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'betaald' });

    // The customer's bank takes it back: reported three times at once, applied once.
    mollie.chargeBack(first!.id);
    await Promise.all([webhook(first!.id), webhook(first!.id), webhook(first!.id)]);
    await two.jobsEnded();
    expect(await invoiceOf(invoice.id)).toMatchObject({ balance_cents: 12_100 });
    const payments = await two.db
      .select({ amountCents: invoicePayments.amountCents, method: invoicePayments.method })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id))
      .orderBy(asc(invoicePayments.id));
    expect(payments).toEqual([
      { amountCents: 12_100, method: 'incasso' },
      { amountCents: -12_100, method: 'incasso' },
    ]);
    const retryOn = addDays(today(), 7);
    expect(await attemptsOf(invoice.id)).toEqual([
      { attempt: 1, status: 'gestorneerd', collectOn: '2026-12-16' },
      { attempt: 2, status: 'aangekondigd', collectOn: retryOn },
    ]);
    const reversed = (await mails()).filter((mail) => mail.includes(`Incasso van factuur ${invoice.number}`));
    expect(reversed).toHaveLength(1);
    expect(reversed[0]).toContain('is teruggeboekt (gestorneerd). De factuur staat daarom weer open.');
    expect(reversed[0]).toContain(`121,00 op ${formatCalendarDate(retryOn)} af van je rekening`);

    // The retry on its day, once; it fails, and with one retry configured there is no third.
    const retryDay = new Date(`${retryOn}T11:00:00Z`);
    await two.runBoth('direct-debit-collection', retryDay);
    const collections = recurringOf(invoice.id);
    expect(collections).toHaveLength(2);
    mollie.setStatus(collections[1]!.id, 'failed');
    await Promise.all([webhook(collections[1]!.id), webhook(collections[1]!.id)]);
    await two.jobsEnded();
    await two.runBoth('direct-debit-collection', new Date(retryDay.getTime() + 30 * 86_400_000));
    expect(recurringOf(invoice.id)).toHaveLength(2);
    expect((await attemptsOf(invoice.id)).map((row) => row.status)).toEqual(['gestorneerd', 'mislukt']);
    const failed = (await mails()).filter((mail) => mail.includes(`Incasso van factuur ${invoice.number}`));
    expect(failed).toHaveLength(2);
    expect(failed[1]).toContain('is niet gelukt. De factuur staat nog open.');
    expect(failed[1]).toContain('We proberen het niet nog eens.');
    expect(await invoiceOf(invoice.id)).toMatchObject({ balance_cents: 12_100 });
  });

  it('collects once when a try stopped after Mollie took the payment', async () => {
    const invoice = await sendInvoice('2026-12-03');
    const [debit] = await two.db
      .update(directDebits)
      .set({ status: 'in_wachtrij' })
      .where(and(eq(directDebits.invoiceId, invoice.id), eq(directDebits.attempt, 1)))
      .returning();
    const provider = mollieDirectDebit(MOLLIE_KEY, CREDITOR_ID, mollie.url);
    const settings = { maxRetries: 1, webhookUrl: undefined };
    // The database fails right after Mollie answered, as a crash there would.
    await two.db.execute(sql`create function crash_on_offer() returns trigger language plpgsql as $$
      begin
        if new.status = 'aangeboden' then raise exception 'crash'; end if;
        return new;
      end $$`);
    await two.db.execute(
      sql`create trigger crash_on_offer before update on direct_debits for each row execute function crash_on_offer()`,
    );
    await expect(
      collectDirectDebit(two.db, provider, settings, { directDebitId: debit!.id }, 1),
    ).rejects.toBeInstanceOf(JobRetry);
    expect(recurringOf(invoice.id)).toHaveLength(1);
    await two.db.execute(sql`drop trigger crash_on_offer on direct_debits`);
    await two.db.execute(sql`drop function crash_on_offer`);

    await collectDirectDebit(two.db, provider, settings, { directDebitId: debit!.id }, 2);
    const collected = recurringOf(invoice.id);
    expect(collected).toHaveLength(1);
    const [stored] = await two.db.select().from(directDebits).where(eq(directDebits.id, debit!.id));
    expect(stored).toMatchObject({ status: 'aangeboden', providerId: collected[0]!.id });
  });

  it('revokes the mandate at Mollie; what was announced is then not collected', async () => {
    const invoice = await sendInvoice('2026-12-04');
    const response = await revoke(mandateId);
    expect(response.statusCode, response.body).toBe(200);
    expect(exactly(Mandate, response.json())).toMatchObject({
      status: 'ingetrokken',
      revoked_at: expect.any(String),
    });
    expect(mollie.requests.filter((request) => request.startsWith('DELETE'))).toEqual([
      expect.stringMatching(/^DELETE \/v2\/customers\/cst_\w+\/mandates\/mdt_\w+$/),
    ]);
    expect([...mollie.mandates.values()].map((mandate) => mandate.status)).toEqual(['invalid']);
    expect(await attemptsOf(invoice.id)).toEqual([
      { attempt: 1, status: 'vervallen', collectOn: '2026-12-18' },
    ]);
    await two.runBoth('direct-debit-collection', new Date('2026-12-18T11:00:00Z'));
    expect(recurringOf(invoice.id)).toEqual([]);
    const audited = await two.db.select().from(auditLog).where(eq(auditLog.action, 'mandate.revoke'));
    expect(audited).toHaveLength(1);
    expect((await revoke(mandateId)).statusCode).toBe(409);

    // Without a mandate the next invoice asks for a transfer again.
    const next = await sendInvoice('2026-12-05');
    const mail = (await mails()).find((one) => one.includes(`Factuur ${next.number} van`));
    expect(mail).toContain('overmaken op');
    expect(mail).not.toContain('automatische incasso');
  });
});
