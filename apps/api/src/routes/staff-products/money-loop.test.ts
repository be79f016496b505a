import { PlacedOrder, StaffInvoice, StaffInvoiceSummary, StaffService } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { upsertDomainProducts } from '../../db/factories/index.ts';
import { domainOrders, products } from '../../db/schema.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { type LoggedInStaff, loggedInStaff } from '../../test/staff-login.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

// A domain ordered and registered on 10 January 2027 (noon in Amsterdam): its first year runs
// to 9 January 2028; the renewal is invoiced 30 days before it ends, on 11 December 2027.
const registeredAt = new Date('2027-01-10T11:00:00Z');

describe('the money loop: a domain ordered, registered and renewed', () => {
  let two: TwoInstances;
  let jan: LoggedInCustomer;
  let operations: LoggedInStaff;
  let finance: LoggedInStaff;

  beforeAll(async () => {
    two = await startTwoInstances();
    await upsertDomainProducts(two.db);
  });
  afterAll(() => two.close());
  afterEach(() => vi.useRealTimers());

  /** Every invoice line of Jan's invoices, as the back office lists and shows them. */
  const janInvoiceLines = async () => {
    const list = await two.a.inject({
      method: 'GET',
      url: `/staff/invoices?customer_id=${jan.customer.id}`,
      headers: finance.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const lines: string[] = [];
    for (const { id } of z.array(StaffInvoiceSummary).parse(list.json())) {
      const one = await two.b.inject({
        method: 'GET',
        url: `/staff/invoices/${id}`,
        headers: finance.headers,
      });
      const invoice = StaffInvoice.parse(one.json());
      for (const line of invoice.lines)
        lines.push(`${invoice.status} ${line.description} ${line.unit_price_cents}`);
    }
    return lines.sort();
  };

  it('bills the registration once and the renewal once, a year later, through two instances', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: registeredAt });
    jan = await loggedInCustomer(two.db, { name: 'Geldlus B.V.' });
    operations = await loggedInStaff(two.db, 'ontwikkelaar');
    finance = await loggedInStaff(two.db, 'financieel');

    // The portal: Jan orders the name; nothing is billed before the registry registers it.
    const placed = await two.a.inject({
      method: 'POST',
      url: '/order',
      headers: jan.headers,
      payload: { cart: { items: [{ sld: 'geldlus', tld: 'nl' }], value_pack: null } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_id } = PlacedOrder.parse(placed.json());
    const [ordered] = await two.db.select().from(domainOrders).where(eq(domainOrders.cartOrderId, order_id));
    await two.runBoth('service-billing', registeredAt);
    expect(await janInvoiceLines()).toEqual([]);

    // The back office: taken in hand, then registered, on the two instances at once.
    const move = (status: string) =>
      Promise.all(
        [two.a, two.b].map((api) =>
          api.inject({
            method: 'POST',
            url: `/staff/domain-orders/${ordered!.id}/status`,
            headers: operations.headers,
            payload: { status },
          }),
        ),
      );
    await move('in_behandeling');
    const registered = await move('geregistreerd');
    expect(registered.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await two.runBoth('service-billing', registeredAt);
    expect(await janInvoiceLines()).toEqual([
      'concept Registratie geldlus.nl, 1 jaar, 10 januari 2027 tot en met 9 januari 2028 795',
    ]);

    const services = await two.a.inject({
      method: 'GET',
      url: `/staff/customers/${jan.customer.id}/product-services`,
      headers: finance.headers,
    });
    expect(z.array(StaffService).parse(services.json())).toEqual([
      expect.objectContaining({
        description: 'geldlus.nl',
        status: 'actief',
        auto_renew: true,
        started_on: '2027-01-10',
        paid_until: '2028-01-10',
        next_bill_on: '2027-12-11',
        periods_billed: 1,
      }),
    ]);

    // The price list changes: the invoice already made keeps its amount, the renewal takes the new one.
    await two.db.update(products).set({ priceCents: 995 }).where(eq(products.tld, 'nl'));

    // A day before the renewal's invoice date nothing happens; on it, and after, once.
    await two.runBoth('service-billing', new Date('2027-12-10T11:00:00Z'));
    expect(await janInvoiceLines()).toHaveLength(1);
    await two.runBoth('service-billing', new Date('2027-12-11T11:00:00Z'));
    await two.runBoth('service-billing', new Date('2027-12-11T11:15:00Z'));
    await two.runBoth('service-billing', new Date('2028-01-10T11:00:00Z'));
    expect(await janInvoiceLines()).toEqual([
      'concept Registratie geldlus.nl, 1 jaar, 10 januari 2027 tot en met 9 januari 2028 795',
      'concept Verlenging geldlus.nl, 10 januari 2028 tot en met 9 januari 2029 995',
    ]);
  });

  it('never bills a refused name', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: registeredAt });
    const placed = await two.a.inject({
      method: 'POST',
      url: '/order',
      headers: jan.headers,
      payload: { cart: { items: [{ sld: 'geweigerd', tld: 'com' }], value_pack: null } },
    });
    const { order_id } = PlacedOrder.parse(placed.json());
    const [ordered] = await two.db.select().from(domainOrders).where(eq(domainOrders.cartOrderId, order_id));
    const refused = await two.b.inject({
      method: 'POST',
      url: `/staff/domain-orders/${ordered!.id}/status`,
      headers: operations.headers,
      payload: { status: 'geweigerd' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    await two.runBoth('service-billing', new Date('2028-06-01T10:00:00Z'));
    expect((await janInvoiceLines()).filter((line) => line.includes('geweigerd.com'))).toEqual([]);
  });
});
