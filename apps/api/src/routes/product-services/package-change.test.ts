import { PackageChanged, PackageOptions } from '@maatwerk/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, createUser } from '../../db/factories/index.ts';
import { auditLog, invoiceLines, invoices, services } from '../../db/schema.ts';
import { billDueServices } from '../../services/products/billing.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { loggedInStaff } from '../../test/staff-login.ts';

/** Moves the clock to an instant; the portal's day is Amsterdam's. */
const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });

describe('moving a hosting package to another package of its group', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t);
  const other = customerPerBlock(t);
  afterEach(() => vi.useRealTimers());

  let basis: Awaited<ReturnType<typeof createProduct>>;
  let plus: Awaited<ReturnType<typeof createProduct>>;
  let pro: Awaited<ReturnType<typeof createProduct>>;
  beforeAll(async () => {
    basis = await createProduct(t.db, { name: 'Webhosting Basis', priceCents: 1_000 });
    plus = await createProduct(t.db, { name: 'Webhosting Plus', priceCents: 2_500 });
    // Pro gives the rest of the period back when its customer moves to a cheaper package.
    pro = await createProduct(t.db, { name: 'Webhosting Pro', priceCents: 4_000, downgradeCredit: true });
  });

  /** A Plus package from 1 March 2027, its March billed (31 days). */
  const plusService = async (customerId: number, description: string) => {
    const [row] = await t.db
      .insert(services)
      .values({
        customerId,
        productId: plus.id,
        description,
        status: 'actief',
        startedOn: '2027-03-01',
        nextBillOn: '2027-03-01',
      })
      .returning();
    await billDueServices(t.db, new Date('2027-03-01T09:00:00Z'));
    return row!;
  };
  /** A login made at the moved clock's time, so that it has not expired there. */
  const loginOf = async (userId: number) => ({
    authorization: `Bearer ${(await createSession(t.db, userId, 'login')).token}`,
  });
  const options = async (id: number, headers?: { authorization: string }) =>
    t.app.inject({
      method: 'GET',
      url: `/services/${id}/package-options`,
      headers: headers ?? (await loginOf(jan.user.id)),
    });
  const choose = async (id: number, productId: number, headers?: { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/services/${id}/change-package`,
      headers: headers ?? (await loginOf(jan.user.id)),
      payload: { product_id: productId },
    });
  const linesOf = (invoiceId: number) =>
    t.db
      .select({
        description: invoiceLines.description,
        quantity: invoiceLines.quantity,
        cents: invoiceLines.unitPriceCents,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId));

  it('shows the pro-rata difference to the cent for the days left in Amsterdam, and bills an upgrade at once', async () => {
    const service = await plusService(jan.customer.id, 'kodewerk-klant.nl');
    // 23:30 in UTC on 11 March is 00:30 on 12 March in Amsterdam: 20 of March's 31 days are left.
    at('2027-03-11T23:30:00Z');
    const shown = await options(service.id);
    expect(shown.statusCode, shown.body).toBe(200);
    const listed = exactly(PackageOptions, shown.json());
    expect(listed).toMatchObject({
      period_start: '2027-03-01',
      period_end: '2027-03-31',
      remaining_days: 20,
      period_days: 31,
    });
    expect(listed.options.filter((option) => option.name.startsWith('Webhosting '))).toEqual([
      // Cheaper, and Plus gives nothing back: from the next period, for nothing now.
      {
        product_id: basis.id,
        name: 'Webhosting Basis',
        price_cents: 1_000,
        vat_rate: 21,
        change: 'downgrade',
        difference_cents: 0,
        takes_effect_on: '2027-04-01',
      },
      // (4000 - 2500) × 20 / 31 = 967.74: 968 cents.
      {
        product_id: pro.id,
        name: 'Webhosting Pro',
        price_cents: 4_000,
        vat_rate: 21,
        change: 'upgrade',
        difference_cents: 968,
        takes_effect_on: '2027-03-12',
      },
    ]);

    const changed = await choose(service.id, pro.id);
    expect(changed.statusCode, changed.body).toBe(200);
    const body = exactly(PackageChanged, changed.json());
    expect(body.service.product.name).toBe('Webhosting Pro');
    expect(body.change).toMatchObject({ change: 'upgrade', difference_cents: 968 });
    const [concept] = await t.db.select().from(invoices).where(eq(invoices.id, body.invoice_id!));
    expect(concept).toMatchObject({
      status: 'saved',
      customerId: jan.customer.id,
      periodStart: '2027-03-12',
      periodEnd: '2027-03-31',
    });
    expect(await linesOf(body.invoice_id!)).toEqual([
      {
        description:
          'Pakketwijziging kodewerk-klant.nl: Webhosting Plus naar Webhosting Pro, 20 van 31 dagen, 12 maart 2027 tot en met 31 maart 2027',
        quantity: 100,
        cents: 968,
      },
    ]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'service.change_package'));
    expect(audited).toEqual([expect.objectContaining({ userId: jan.user.id, entityId: String(service.id) })]);
    const staff = await loggedInStaff(t.db, 'beheerder');
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/staff/customers/${jan.customer.id}/product-services`,
      headers: staff.headers,
    });
    expect(staffView.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: service.id,
          requests: [expect.objectContaining({ kind: 'pakket_gewijzigd' })],
        }),
      ]),
    );
  });

  it('credits the rest of the period at once where the product says so, once its invoice was sent', async () => {
    const [service] = await t.db.select().from(services).where(eq(services.description, 'kodewerk-klant.nl'));
    const [march] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.customerId, jan.customer.id), eq(invoices.periodStart, '2027-03-01')));
    at('2027-03-20T12:00:00Z');
    const staff = await loggedInStaff(t.db, 'financieel');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/staff/invoices/${march!.id}/send`,
      headers: staff.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // 21 March: 11 of 31 days left; (1000 - 4000) × 11 / 31 = -1064.52: 1065 cents back.
    at('2027-03-21T08:00:00Z');
    const changed = await choose(service!.id, basis.id);
    expect(changed.statusCode, changed.body).toBe(200);
    const body = exactly(PackageChanged, changed.json());
    expect(body.change).toMatchObject({
      change: 'downgrade',
      difference_cents: -1_065,
      takes_effect_on: '2027-03-21',
    });
    expect(body.service).toMatchObject({ product: { name: 'Webhosting Basis' }, next_package: null });
    const [note] = await t.db.select().from(invoices).where(eq(invoices.id, body.invoice_id!));
    expect(note).toMatchObject({
      kind: 'creditfactuur',
      status: 'sent',
      creditsInvoiceId: march!.id,
      issuedOn: '2027-03-21',
    });
    expect(await linesOf(note!.id)).toEqual([
      {
        description:
          'Creditering pakketwijziging kodewerk-klant.nl: Webhosting Pro naar Webhosting Basis, 11 van 31 dagen, 21 maart 2027 tot en met 31 maart 2027',
        quantity: -100,
        cents: 1_065,
      },
    ]);
  });

  it('moves a downgrade without credit to the next period, which the billing run bills at the new price', async () => {
    const service = await plusService(jan.customer.id, 'tweede-site.nl');
    at('2027-03-21T08:00:00Z');
    const changed = await choose(service.id, basis.id);
    expect(changed.statusCode, changed.body).toBe(200);
    const body = exactly(PackageChanged, changed.json());
    expect(body).toMatchObject({
      change: { change: 'downgrade', difference_cents: 0, takes_effect_on: '2027-04-01' },
      invoice_id: null,
      service: { product: { name: 'Webhosting Plus' }, next_package: 'Webhosting Basis' },
    });
    await billDueServices(t.db, new Date('2027-04-01T09:00:00Z'));
    const april = await t.db
      .select({ description: invoiceLines.description, cents: invoiceLines.unitPriceCents })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoices.customerId, jan.customer.id), eq(invoices.periodStart, '2027-04-01')))
      .orderBy(asc(invoiceLines.id));
    expect(april).toEqual(
      expect.arrayContaining([
        {
          description: 'Webhosting Basis: tweede-site.nl, 1 april 2027 tot en met 30 april 2027',
          cents: 1_000,
        },
      ]),
    );
    const [after] = await t.db.select().from(services).where(eq(services.id, service.id));
    expect(after).toMatchObject({ productId: basis.id, pendingProductId: null });
  });

  it('answers 404 for another customer’s service and 403 for financieel, changing nothing', async () => {
    const [service] = await t.db.select().from(services).where(eq(services.description, 'tweede-site.nl'));
    at('2027-04-02T08:00:00Z');
    const theirHeaders = await loginOf(other.user.id);
    expect((await options(service!.id, theirHeaders)).statusCode).toBe(404);
    const theirs = await choose(service!.id, pro.id, theirHeaders);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('not_found');
    const finance = await createUser(t.db, { customerId: jan.customer.id, teamRole: 'financieel' });
    const { token } = await createSession(t.db, finance.id, 'login');
    const forbidden = await choose(service!.id, pro.id, { authorization: `Bearer ${token}` });
    expect(forbidden.statusCode).toBe(403);
    const [unchanged] = await t.db.select().from(services).where(eq(services.id, service!.id));
    expect(unchanged).toMatchObject({ productId: basis.id, pendingProductId: null });
  });
});
