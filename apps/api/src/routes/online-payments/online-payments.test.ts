import { InvoicesResponse, OnlinePayment, StaffInvoice, StartedOnlinePayment } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createUser } from '../../db/factories/index.ts';
import { invoicePayments, onlinePayments } from '../../db/schema.ts';
import { countRows } from '../../security/route-support.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { exactly } from '../../test/exactly.ts';
import { type FakeMollie, startFakeMollie } from '../../test/fake-mollie.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { loggedInStaff } from '../../test/staff-login.ts';

const webhook = (t: TestApp, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/payments/mollie/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });

/** One €100 line at 21%: €121.00 to pay. */
const lines = [{ description: 'Onderhoud website', quantity: 100, unitPriceCents: 10_000 }];

describe('paying invoices online without Mollie configured', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t);

  it('offers no online payment and refuses to start one, writing nothing', async () => {
    const options = await t.app.inject({
      method: 'GET',
      url: '/invoices/online-payment',
      headers: jan.headers,
    });
    expect(options.json()).toEqual({ available: false });
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id, lines });
    const before = await countRows(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/invoices/${invoice.id}/payments`,
      headers: jan.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'service_unavailable',
      message: expect.stringContaining('Online betalen is op dit moment niet mogelijk'),
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers a webhook for an unknown payment with 200 and does nothing', async () => {
    const before = await countRows(t.db);
    const response = await webhook(t, 'tr_onbekend');
    expect(response.statusCode).toBe(200);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('paying invoices online with iDEAL through Mollie', () => {
  let t: TestApp;
  let mollie: FakeMollie;
  let jan: LoggedInCustomer;
  let other: LoggedInCustomer;
  beforeAll(async () => {
    mollie = await startFakeMollie();
    t = await buildTestApp({
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_URL: mollie.url,
      SITE_URL: 'https://www.kodewerk.test',
      API_PUBLIC_URL: 'https://api.kodewerk.test',
    });
    jan = await loggedInCustomer(t.db);
    other = await loggedInCustomer(t.db);
  });
  afterAll(async () => {
    await t.close();
    await mollie.close();
  });

  const pay = (invoiceId: number, who: LoggedInCustomer = jan, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/invoices/${invoiceId}/payments`,
      headers: who.headers,
      ...(payload && { payload }),
    });
  const latest = (invoiceId: number, who: LoggedInCustomer = jan) =>
    t.app.inject({ method: 'GET', url: `/invoices/${invoiceId}/payments/latest`, headers: who.headers });
  const paymentsOf = (invoiceId: number) =>
    t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));

  it('says online payment is available', async () => {
    const options = await t.app.inject({
      method: 'GET',
      url: '/invoices/online-payment',
      headers: jan.headers,
    });
    expect(options.json()).toEqual({ available: true });
  });

  it('creates an iDEAL payment of the derived balance, whatever the body says, and reuses it while open', async () => {
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id, lines });
    const response = await pay(invoice.id, jan, { amount_cents: 1, amount: '0.01' });
    expect(response.statusCode, response.body).toBe(201);
    const started = exactly(StartedOnlinePayment, response.json());
    expect(started.amount_cents).toBe(12_100);
    expect(started.checkout_url).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);

    const [sent] = [...mollie.payments.values()].filter(
      (payment) => (payment.metadata as { invoice_id: number }).invoice_id === invoice.id,
    );
    expect(sent).toMatchObject({
      amount: { value: '121.00', currency: 'EUR' },
      method: 'ideal',
      description: `Factuur ${invoice.number}`,
      redirectUrl: `https://www.kodewerk.test/klantenportaal/facturen?betaling=${invoice.id}`,
      webhookUrl: 'https://api.kodewerk.test/payments/mollie/webhook',
    });
    const [stored] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, invoice.id));
    expect(stored).toMatchObject({ providerId: sent?.id, amountCents: 12_100, status: 'open' });

    const again = await pay(invoice.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().checkout_url).toBe(started.checkout_url);
    expect(
      await t.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, invoice.id)),
    ).toHaveLength(1);

    const status = await latest(invoice.id);
    expect(exactly(OnlinePayment, status.json())).toEqual({
      invoice_id: invoice.id,
      status: 'open',
      amount_cents: 12_100,
    });
  });

  it('registers a paid payment once, however often and however concurrently Mollie calls', async () => {
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id, lines });
    const started = await pay(invoice.id);
    expect(started.statusCode).toBe(201);
    const [stored] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, invoice.id));
    const id = stored!.providerId;

    // Paid just after midnight in Amsterdam: still the previous day in UTC.
    mollie.setStatus(id, 'paid', '2026-03-09T23:30:00+00:00');
    const answers = await Promise.all([webhook(t, id), webhook(t, id), webhook(t, id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await webhook(t, id)).statusCode).toBe(200);

    const registered = await paymentsOf(invoice.id);
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({
      amountCents: 12_100,
      method: 'ideal',
      paidOn: '2026-03-10',
      staffId: null,
    });

    const list = exactly(
      InvoicesResponse,
      (await t.app.inject({ method: 'GET', url: '/invoices', headers: jan.headers })).json(),
    );
    const shown = list.sent.find((one) => one.id === invoice.id);
    expect(shown).toMatchObject({ state: 'paid', status: 'betaald', balance_cents: 0 });
    expect((await latest(invoice.id)).json()).toMatchObject({ status: 'paid' });

    // Nothing is due any more.
    const after = await pay(invoice.id);
    expect(after.statusCode).toBe(422);
    expect(after.json().message).toBe('Op deze factuur staat niets meer open.');

    // The back office sees it like any other payment, method iDEAL.
    const staff = await loggedInStaff(t.db, 'beheerder');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/staff/invoices/${invoice.id}`,
      headers: staff.headers,
    });
    expect(detail.statusCode).toBe(200);
    const staffInvoice = exactly(StaffInvoice, detail.json());
    expect(staffInvoice.payments).toEqual([
      expect.objectContaining({ amount_cents: 12_100, method: 'ideal', paid_on: '2026-03-10' }),
    ]);
  });

  it('shows the outcome on return before the webhook came, from Mollie, not from the address', async () => {
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id, lines });
    await pay(invoice.id);
    const [stored] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, invoice.id));
    mollie.setStatus(stored!.providerId, 'pending');
    expect((await latest(invoice.id)).json()).toMatchObject({ status: 'pending' });
    mollie.setStatus(stored!.providerId, 'paid');
    expect((await latest(invoice.id)).json()).toMatchObject({ status: 'paid' });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect((await webhook(t, stored!.providerId)).statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it('registers nothing for a failed payment, and starts a new one afterwards', async () => {
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id, lines });
    await pay(invoice.id);
    const [stored] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, invoice.id));
    mollie.setStatus(stored!.providerId, 'failed');
    expect((await webhook(t, stored!.providerId)).statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect((await latest(invoice.id)).json()).toMatchObject({ status: 'failed' });

    const retry = await pay(invoice.id);
    expect(retry.statusCode).toBe(201);
    expect(
      await t.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, invoice.id)),
    ).toHaveLength(2);
  });

  it('answers an unknown payment id with 200 without asking Mollie or writing anything', async () => {
    const before = await countRows(t.db);
    const asked = mollie.requests.length;
    expect((await webhook(t, 'tr_WDqYK6vllg')).statusCode).toBe(200);
    expect(mollie.requests.length).toBe(asked);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 404 for another customer’s invoice and for a concept, 422 when nothing is due', async () => {
    const theirs = await createInvoice(t.db, { customerId: other.customer.id, lines });
    const concept = await createInvoice(t.db, { customerId: jan.customer.id, status: 'saved', lines });
    const paid = await createInvoice(t.db, { customerId: jan.customer.id, lines, paidOn: '2026-01-05' });
    const before = await countRows(t.db);
    const asked = mollie.requests.length;
    for (const id of [theirs.id, concept.id]) {
      const response = await pay(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect((await latest(theirs.id)).statusCode).toBe(404);
    const nothing = await pay(paid.id);
    expect(nothing.statusCode).toBe(422);
    expect(mollie.requests.length).toBe(asked);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 401 without a login and 403 for a team member who does not handle invoices', async () => {
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id, lines });
    const anonymous = await t.app.inject({ method: 'POST', url: `/invoices/${invoice.id}/payments` });
    expect(anonymous.statusCode).toBe(401);
    const technician = await createUser(t.db, { customerId: jan.customer.id, teamRole: 'technisch' });
    const { token } = await createSession(t.db, technician.id, 'login');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/invoices/${invoice.id}/payments`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      await t.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, invoice.id)),
    ).toHaveLength(0);
  });
});
