import { apiRoutes, HourBundlesResponse, StaffHourBundle, StaffInvoice } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../../db/factories/index.ts';
import { auditLog, hourBundles, invoices } from '../../db/schema.ts';
import { countRows, expectDocumentedError } from '../../security/route-support.ts';
import { drawFromHourBundles } from '../../services/hour-bundles/index.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { type LoggedInCustomer, loggedInCustomer, voorbeeldBv } from '../../test/logged-in-customer.ts';
import { mailsTo } from '../../test/mailbox.ts';

const t = testAppPerBlock();
const finance = staffPerBlock(t, 'financieel');
const developer = staffPerBlock(t, 'ontwikkelaar');
const jan = customerPerBlock(t, {
  ...voorbeeldBv,
  name: 'Strippen B.V.',
  billingEmail: 'administratie@strippen.nl',
});
const other = customerPerBlock(t, { name: 'Ander B.V.', billingEmail: 'boekhouding@ander.nl' });

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, ...(payload !== undefined && { payload }) });

const bundleBody = { hours: 10, price_cents: 90_000, vat_rate: 21, description: 'Strippenkaart 10 uur' };

const sell = async (customerId: number, body: object = bundleBody) => {
  const response = await call(finance, 'POST', `/staff/customers/${customerId}/hour-bundles`, body);
  expect(response.statusCode, response.body).toBe(201);
  return StaffHourBundle.parse(response.json());
};

const sendInvoice = async (invoiceId: number) => {
  const response = await call(finance, 'POST', `/staff/invoices/${invoiceId}/send`);
  expect(response.statusCode, response.body).toBe(200);
};

const balance = async (who: LoggedInCustomer) => {
  const response = await call(who, 'GET', '/hour-bundles');
  expect(response.statusCode, response.body).toBe(200);
  return HourBundlesResponse.parse(response.json());
};

type Tx = Parameters<Parameters<TestApp['db']['transaction']>[0]>[0];
const description = 'Koppeling Exact Online, 3 december';
const drawIn = (tx: Tx, customerId: number, minutes: number) =>
  drawFromHourBundles(tx, { customerId, minutes, description, now: new Date() });
const draw = (customerId: number, minutes: number) =>
  t.db.transaction((tx) => drawIn(tx, customerId, minutes));

const jobsFinished = () => jobsEnded(t.db);

describe('selling an hour bundle', () => {
  it('makes a concept invoice with the bundle as its line, audited; usable only once the invoice is sent', async () => {
    const bundle = await sell(jan.customer.id);
    expect(bundle).toMatchObject({
      total_minutes: 600,
      used_minutes: 0,
      remaining_minutes: 600,
      active: false,
      invoice: { number: null, sent: false },
    });
    const invoice = StaffInvoice.parse(
      (await call(finance, 'GET', `/staff/invoices/${bundle.invoice.id}`)).json(),
    );
    expect(invoice.status).toBe('concept');
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: 'Strippenkaart 10 uur (10 uur)',
        quantity: 1,
        unit_price_cents: 90_000,
      }),
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'hour_bundle.create'));
    expect(audit).toHaveLength(1);

    // Not bought yet: the customer sees nothing and nothing can be drawn.
    expect(await balance(jan)).toEqual({ bundles: [], remaining_minutes: 0 });
    expect(await draw(jan.customer.id, 60)).toBe(0);

    await sendInvoice(bundle.invoice.id);
    const after = await balance(jan);
    expect(after.remaining_minutes).toBe(600);
    expect(after.bundles[0]).toMatchObject({ total_minutes: 600, runs_low: false, usages: [] });
    expect(after.bundles[0]?.invoice_number).toMatch(/^\d{4}-\d{4}$/);
    const staffList = z
      .array(StaffHourBundle)
      .parse((await call(finance, 'GET', `/staff/customers/${jan.customer.id}/hour-bundles`)).json());
    expect(staffList[0]).toMatchObject({ id: bundle.id, active: true, remaining_minutes: 600 });
  });

  it('refuses other staff roles, unknown customers and bad input, and writes nothing', async () => {
    const before = await countRows(t.db);
    const refused = await call(
      developer,
      'POST',
      `/staff/customers/${jan.customer.id}/hour-bundles`,
      bundleBody,
    );
    expect(refused.statusCode).toBe(403);
    const unknown = await call(finance, 'POST', '/staff/customers/999999/hour-bundles', bundleBody);
    expect(unknown.statusCode).toBe(404);
    expectDocumentedError(apiRoutes.staffCreateHourBundle, unknown, 'unknown customer');
    for (const bad of [
      { ...bundleBody, hours: 0 },
      { ...bundleBody, hours: 1.5 },
      { ...bundleBody, price_cents: -1 },
      { ...bundleBody, vat_rate: 7 },
      { ...bundleBody, description: ' ' },
    ]) {
      const response = await call(finance, 'POST', `/staff/customers/${jan.customer.id}/hour-bundles`, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
      expectDocumentedError(apiRoutes.staffCreateHourBundle, response, JSON.stringify(bad));
    }
    expect(await countRows(t.db)).toEqual(before);
    const missing = await call(finance, 'GET', '/staff/customers/999999/hour-bundles');
    expect(missing.statusCode).toBe(404);
    expectDocumentedError(apiRoutes.staffListHourBundles, missing, 'unknown customer');
  });

  it('goes with its concept when the concept is thrown away', async () => {
    const bundle = await sell(other.customer.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/staff/invoices/${bundle.invoice.id}`,
      headers: finance.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(hourBundles).where(eq(hourBundles.id, bundle.id))).toEqual([]);
    expect(await t.db.select().from(invoices).where(eq(invoices.id, bundle.invoice.id))).toEqual([]);
  });
});

describe('drawing approved hours from a bundle', () => {
  it('covers hours oldest bundle first, warns the billing address once at 20% left, and covers no more than is left', async () => {
    // Jan's 10-hour bundle was sent above.
    expect(await draw(jan.customer.id, 7 * 60)).toBe(420);
    let now = await balance(jan);
    expect(now.remaining_minutes).toBe(180);
    expect(now.bundles[0]).toMatchObject({ runs_low: false });
    expect(now.bundles[0]?.usages).toEqual([
      expect.objectContaining({ minutes: 420, description: 'Koppeling Exact Online, 3 december' }),
    ]);

    // 1 hour left of 10: at or below 20%. The warning queued by the first draw goes after both
    // are committed, so it tells the balance as it stands when it goes.
    expect(
      await t.db.transaction(async (tx) => [
        await drawIn(tx, jan.customer.id, 120),
        await drawIn(tx, jan.customer.id, 30),
      ]),
    ).toEqual([120, 30]);
    await jobsFinished();
    const mails = await mailsTo(t.env.DATA_DIR, 'administratie@strippen.nl');
    const warnings = mails.filter((mail) => mail.includes('Je strippenkaart is bijna op'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('nog 30 minuten');

    // More than is left: the rest is for the invoice.
    expect(await draw(jan.customer.id, 90)).toBe(30);
    now = await balance(jan);
    expect(now.remaining_minutes).toBe(0);
    expect(now.bundles[0]).toMatchObject({ used_minutes: 600, runs_low: true });
    expect(await draw(jan.customer.id, 60)).toBe(0);
    await jobsFinished();
    expect(
      (await mailsTo(t.env.DATA_DIR, 'administratie@strippen.nl')).filter((mail) =>
        mail.includes('Je strippenkaart is bijna op'),
      ),
    ).toHaveLength(1);

    // A new bundle takes over.
    const second = await sell(jan.customer.id, {
      ...bundleBody,
      hours: 5,
      description: 'Strippenkaart 5 uur',
    });
    await sendInvoice(second.invoice.id);
    expect(await draw(jan.customer.id, 60)).toBe(60);
    expect((await balance(jan)).remaining_minutes).toBe(240);
  });

  it('never spends the same minutes twice when hours are approved at the same moment', async () => {
    const customer = await loggedInCustomer(t.db, {
      name: 'Tegelijk B.V.',
      billingEmail: 'geld@tegelijk.nl',
    });
    const bundle = await sell(customer.customer.id);
    await sendInvoice(bundle.invoice.id);
    const covered = await Promise.all(Array.from({ length: 4 }, () => draw(customer.customer.id, 4 * 60)));
    expect(covered.reduce((sum, minutes) => sum + minutes, 0)).toBe(600);
    expect((await balance(customer)).remaining_minutes).toBe(0);
  });
});

describe('a bundle whose invoice is credited', () => {
  it('ends when its invoice is credited in full: no hours are drawn from it, the customer no longer has it', async () => {
    const customer = await loggedInCustomer(t.db, {
      name: 'Teruggenomen B.V.',
      billingEmail: 'geld@teruggenomen.nl',
    });
    const older = await sell(customer.customer.id);
    await sendInvoice(older.invoice.id);
    expect(await draw(customer.customer.id, 60)).toBe(60);
    const newer = await sell(customer.customer.id, {
      ...bundleBody,
      hours: 5,
      description: 'Strippenkaart 5 uur',
    });
    await sendInvoice(newer.invoice.id);

    const invoice = StaffInvoice.parse(
      (await call(finance, 'GET', `/staff/invoices/${older.invoice.id}`)).json(),
    );
    const credited = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: invoice.lines.map((line) => line.id),
    });
    expect(credited.statusCode, credited.body).toBe(201);

    // The older bundle still had 9 hours, but it was taken back: the newer one is drawn from.
    expect(await draw(customer.customer.id, 6 * 60)).toBe(5 * 60);
    expect(await draw(customer.customer.id, 60)).toBe(0);
    const [olderRow] = await t.db.select().from(hourBundles).where(eq(hourBundles.id, older.id));
    expect(olderRow?.usedMinutes).toBe(60);

    const seen = await balance(customer);
    expect(seen.remaining_minutes).toBe(0);
    expect(seen.bundles.map((bundle) => bundle.id)).toEqual([newer.id]);
    const staffList = z
      .array(StaffHourBundle)
      .parse((await call(finance, 'GET', `/staff/customers/${customer.customer.id}/hour-bundles`)).json());
    expect(staffList.map(({ id, active, invoice: { sent } }) => ({ id, active, sent }))).toEqual([
      { id: newer.id, active: true, sent: true },
      { id: older.id, active: false, sent: true },
    ]);
  });
});

describe('who sees a bundle', () => {
  it('shows a customer only their own bundles, and only to the billing roles', async () => {
    expect(await balance(other)).toEqual({ bundles: [], remaining_minutes: 0 });
    const technical = await createUser(t.db, { customerId: jan.customer.id, teamRole: 'technisch' });
    const session = await createSession(t.db, technical.id, 'login');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/hour-bundles',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(refused.statusCode).toBe(403);
    expectDocumentedError(apiRoutes.listHourBundles, refused, 'technisch');
    expect((await t.app.inject({ method: 'GET', url: '/hour-bundles' })).statusCode).toBe(401);
  });
});
