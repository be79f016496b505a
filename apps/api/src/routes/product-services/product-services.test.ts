import { CustomerService, StaffService, type TeamRole } from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createProduct, createUser, type Product } from '../../db/factories/index.ts';
import { auditLog, invoices, securityEvents } from '../../db/schema.ts';
import { addDays, addMonths, today } from '../../lib/dates.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { mailsTo } from '../../test/mailbox.ts';

const t = testAppPerBlock();
const finance = staffPerBlock(t, 'financieel');
const admin = staffPerBlock(t, 'beheerder');
const jan = customerPerBlock(t, { name: 'Opzegtest B.V.' });
const other = customerPerBlock(t, { name: 'Ander Bedrijf B.V.' });

const day = today();
/** Noon in Amsterdam (near enough) on a calendar day: when the test runs the billing run. */
const noonOf = (date: string) => new Date(`${date}T11:00:00Z`);

/** A person of Jan's team with this role, logged in. */
const teamMember = async (role: TeamRole) => {
  const user = await createUser(t.db, { customerId: jan.customer.id, teamRole: role });
  const { token } = await createSession(t.db, user.id, 'login');
  return { user, headers: { authorization: `Bearer ${token}` } };
};

describe('a customer acts on their services', () => {
  let product: Product;
  let technical: Awaited<ReturnType<typeof teamMember>>;
  let financial: Awaited<ReturnType<typeof teamMember>>;
  let orders: Awaited<ReturnType<typeof teamMember>>;

  beforeAll(async () => {
    // A monthly package with 40 days' notice: cancelled today, it runs to the end of the second month.
    product = await createProduct(t.db, { name: 'Webhosting Opzeg', priceCents: 1_500, noticeDays: 40 });
    technical = await teamMember('technisch');
    financial = await teamMember('financieel');
    orders = await teamMember('opdrachten');
  });

  /** Staff start a service of the package for Jan today; its first month is billed at once. */
  const startService = async (description: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/staff/customers/${jan.customer.id}/product-services`,
      headers: finance.headers,
      payload: { product_id: product.id, description, started_on: day },
    });
    expect(created.statusCode, created.body).toBe(201);
    return StaffService.parse(created.json()).id;
  };

  const staffView = async (id: number) => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/staff/customers/${jan.customer.id}/product-services`,
      headers: finance.headers,
    });
    return z
      .array(StaffService)
      .parse(list.json())
      .find((service) => service.id === id)!;
  };

  const call = (headers: { authorization: string }, method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  const run = (date: string) => t.app.schedule.runNow('service-billing', noonOf(date));

  it('shows the notice and the day it would end, cancels to that day, mails it, and never bills after it', async () => {
    const id = await startService('klant.nl hosting');
    const endsOn = addDays(addMonths(day, 2), -1);

    const list = await t.app.inject({ method: 'GET', url: '/services', headers: jan.headers });
    expect(list.statusCode, list.body).toBe(200);
    const shown = z
      .array(CustomerService)
      .parse(list.json())
      .find((service) => service.id === id);
    expect(shown).toMatchObject({
      status: 'actief',
      auto_renew: true,
      paid_until: addMonths(day, 1),
      product: { name: 'Webhosting Opzeg', notice_days: 40, price_cents: 1_500, period: 'maand' },
      ends_if_cancelled_on: endsOn,
    });

    const cancelled = await call(jan.headers, 'POST', `/services/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(CustomerService.parse(cancelled.json())).toMatchObject({
      status: 'opgezegd',
      ends_on: endsOn,
      ends_if_cancelled_on: null,
    });
    const again = await call(jan.headers, 'POST', `/services/${id}/cancel`);
    expect(again.statusCode).toBe(409);

    const [mail] = await mailsTo(t.env.DATA_DIR, jan.user.email);
    expect(mail).toContain('Opzegging van klant.nl hosting bevestigd');

    // The second month, which the notice did not reach, is billed; nothing after the last day.
    await run(addMonths(day, 1));
    await run(addMonths(day, 2));
    await run(addMonths(day, 3));
    await run(addMonths(day, 12));
    const after = await staffView(id);
    expect(after).toMatchObject({
      status: 'beeindigd',
      periods_billed: 2,
      ends_on: endsOn,
      next_bill_on: null,
    });
    expect(after.requests.map((request) => request.kind)).toEqual(['opzegging']);
    const periods = await t.db
      .select({ start: invoices.periodStart, end: invoices.periodEnd })
      .from(invoices)
      .where(eq(invoices.customerId, jan.customer.id));
    expect(periods.filter((period) => period.end! > endsOn)).toEqual([]);
  });

  it('takes a cancellation back before the end, after which the service renews as before', async () => {
    const id = await startService('terug.nl hosting');
    expect((await call(jan.headers, 'POST', `/services/${id}/cancel`)).statusCode).toBe(200);
    const withdrawn = await call(jan.headers, 'POST', `/services/${id}/withdraw-cancellation`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(CustomerService.parse(withdrawn.json())).toMatchObject({
      status: 'actief',
      ends_on: null,
      cancelled_at: null,
    });
    expect((await call(jan.headers, 'POST', `/services/${id}/withdraw-cancellation`)).statusCode).toBe(409);
    for (const months of [1, 2, 3]) await run(addMonths(day, months));
    const after = await staffView(id);
    expect(after).toMatchObject({ status: 'actief', periods_billed: 4 });
    expect(after.requests.map((request) => request.kind)).toEqual(['opzegging_ingetrokken', 'opzegging']);
  });

  it('lets technisch switch automatic renewal: off, the run bills nothing more and ends it; on, it bills again', async () => {
    const off = await startService('uit.nl hosting');
    const onAgain = await startService('weeraan.nl hosting');
    const switched = await call(technical.headers, 'PUT', `/services/${off}/auto-renew`, {
      auto_renew: false,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(CustomerService.parse(switched.json())).toMatchObject({
      auto_renew: false,
      ends_if_cancelled_on: addDays(addMonths(day, 1), -1),
    });
    await call(technical.headers, 'PUT', `/services/${onAgain}/auto-renew`, { auto_renew: false });
    const back = await call(jan.headers, 'PUT', `/services/${onAgain}/auto-renew`, { auto_renew: true });
    expect(CustomerService.parse(back.json()).auto_renew).toBe(true);

    await run(addMonths(day, 1));
    await run(addMonths(day, 2));
    expect(await staffView(off)).toMatchObject({ status: 'beeindigd', periods_billed: 1, auto_renew: false });
    expect(await staffView(onAgain)).toMatchObject({ status: 'actief', periods_billed: 3 });
    const ended = await call(technical.headers, 'PUT', `/services/${off}/auto-renew`, { auto_renew: true });
    expect(ended.statusCode).toBe(409);
    const requests = (await staffView(onAgain)).requests;
    expect(requests.map((request) => [request.kind, request.person])).toEqual([
      ['automatisch_verlengen_aan', `${jan.user.firstName} ${jan.user.lastName}`],
      ['automatisch_verlengen_uit', `${technical.user.firstName} ${technical.user.lastName}`],
    ]);
  });

  it('records each request in the audit log under the person, and staff read who it was', async () => {
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'service'), eq(auditLog.userId, jan.user.id)));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'service.customer_cancel',
        'service.withdraw_cancellation',
        'service.auto_renew',
      ]),
    );
    expect(entries.every((entry) => entry.staffId === null)).toBe(true);
    const page = await t.app.inject({
      method: 'GET',
      url: '/staff/audit?action=service.customer_cancel',
      headers: admin.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items[0]).toMatchObject({
      staff_id: null,
      user_id: jan.user.id,
      staff_name: `${jan.user.firstName} ${jan.user.lastName} (klant Opzegtest B.V.)`,
    });
  });

  it('refuses the roles that may not, and answers 404 for another customer’s service', async () => {
    const id = await startService('rollen.nl hosting');
    for (const member of [technical, financial, orders]) {
      expect((await call(member.headers, 'POST', `/services/${id}/cancel`)).statusCode).toBe(403);
      expect((await call(member.headers, 'POST', `/services/${id}/withdraw-cancellation`)).statusCode).toBe(
        403,
      );
    }
    for (const member of [financial, orders]) {
      const put = await call(member.headers, 'PUT', `/services/${id}/auto-renew`, { auto_renew: false });
      expect(put.statusCode).toBe(403);
      expect((await call(member.headers, 'POST', `/services/${id}/transfer-code`)).statusCode).toBe(403);
    }
    const listed = await t.app.inject({ method: 'GET', url: '/services', headers: orders.headers });
    expect(listed.statusCode).toBe(403);
    const seen = await t.app.inject({ method: 'GET', url: '/services', headers: financial.headers });
    expect(seen.statusCode).toBe(200);

    for (const [method, path, payload] of [
      ['POST', 'cancel', undefined],
      ['POST', 'withdraw-cancellation', undefined],
      ['PUT', 'auto-renew', { auto_renew: false }],
      ['POST', 'transfer-code', undefined],
    ] as const) {
      const answer = await call(other.headers, method, `/services/${id}/${path}`, payload);
      expect(answer.statusCode, path).toBe(404);
    }
    const otherList = await t.app.inject({ method: 'GET', url: '/services', headers: other.headers });
    expect(z.array(CustomerService).parse(otherList.json())).toEqual([]);
    expect(await staffView(id)).toMatchObject({ status: 'actief', auto_renew: true, requests: [] });
  });

  it('gives no transfer code when no registrar is configured, and says so', async () => {
    const id = await startService('geendomein.nl hosting');
    const notDomain = await call(jan.headers, 'POST', `/services/${id}/transfer-code`);
    expect(notDomain.statusCode).toBe(409);
    const [domainProduct] = [
      await createProduct(t.db, { name: '.test', group: 'domein', tld: 'test', period: 'jaar' }),
    ];
    const created = await t.app.inject({
      method: 'POST',
      url: `/staff/customers/${jan.customer.id}/product-services`,
      headers: finance.headers,
      payload: { product_id: domainProduct!.id, description: 'klant.test', started_on: day },
    });
    const domain = StaffService.parse(created.json()).id;
    const answer = await call(jan.headers, 'POST', `/services/${domain}/transfer-code`);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toContain('Er is geen registrar gekoppeld');
    expect((await staffView(domain)).requests).toEqual([]);
    const events = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, jan.user.id), eq(securityEvents.kind, 'transfer_code_requested')));
    expect(events).toEqual([]);
  });
});
