import { Product, StaffService } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { upsertDomainProducts } from '../../db/factories/index.ts';
import { auditLog } from '../../db/schema.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';

const t = testAppPerBlock();
const finance = staffPerBlock(t, 'financieel');
const developer = staffPerBlock(t, 'ontwikkelaar');
const jan = customerPerBlock(t, { name: 'Prijslijst B.V.' });

const hostingBody = {
  name: 'Webhosting Plus',
  group: 'hosting',
  tld: '',
  price_cents: '1.234,50',
  setup_cents: '49,00',
  vat_rate: '21',
  period: 'maand',
  notice_days: '30',
};

describe('/staff/products', () => {
  it('takes a price typed the Dutch way, in cents, and logs who added and changed it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/staff/products',
      headers: finance.headers,
      payload: hostingBody,
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = Product.parse(created.json());
    expect(product).toMatchObject({
      name: 'Webhosting Plus',
      group: 'hosting',
      tld: null,
      price_cents: 123_450,
      setup_cents: 4_900,
      vat_rate: 21,
      period: 'maand',
      notice_days: 30,
      active: true,
    });

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/staff/products/${product.id}`,
      headers: finance.headers,
      payload: { ...hostingBody, price_cents: '1.300' },
    });
    expect(Product.parse(changed.json()).price_cents).toBe(130_000);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'product'));
    expect(entries.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['product.create', finance.staffId],
      ['product.update', finance.staffId],
    ]);

    const list = await t.app.inject({ method: 'GET', url: '/staff/products', headers: developer.headers });
    expect(
      z
        .array(Product)
        .parse(list.json())
        .map((row) => row.name),
    ).toContain('Webhosting Plus');
  });

  it('says in Dutch what is wrong with an amount, a domain without extension, or a second product of one extension', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/staff/products', headers: finance.headers, payload });
    const badAmount = await post({ ...hostingBody, price_cents: '12,345' });
    expect(badAmount.statusCode).toBe(422);
    expect(badAmount.json().fields).toEqual({ price_cents: expect.stringContaining('Prijs') });
    const noExtension = await post({ ...hostingBody, group: 'domein' });
    expect(noExtension.statusCode).toBe(422);
    expect(noExtension.json().fields).toEqual({ tld: 'Vul de extensie in, zoals nl.' });

    await upsertDomainProducts(t.db);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/staff/products',
      headers: finance.headers,
      payload: { ...hostingBody, name: '.nl opnieuw', group: 'domein', tld: '.NL', period: 'jaar' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toEqual({ tld: 'Er is al een product voor deze extensie.' });
  });

  it('lets only beheerder and financieel change prices', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/staff/products',
      headers: developer.headers,
      payload: hostingBody,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('prices the cart from the product list', async () => {
    await upsertDomainProducts(t.db);
    const [nl] = z
      .array(Product)
      .parse((await t.app.inject({ method: 'GET', url: '/staff/products', headers: finance.headers })).json())
      .filter((row) => row.tld === 'nl');
    await t.app.inject({
      method: 'PUT',
      url: `/staff/products/${nl!.id}`,
      headers: finance.headers,
      payload: { ...nl, price_cents: '10,00', register_cents: '5,00', period: 'jaar' },
    });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/value-packs/apply',
      headers: jan.headers,
      payload: { cart: { items: [{ sld: 'prijslijst', tld: 'nl', years: 2 }], value_pack: null } },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().items[0]).toMatchObject({
      register_cents: 500,
      renew_cents: 1_000,
      total_cents: 1_500,
    });
  });

  it('starts a service for a customer, billed for its first period at once, and ends it', async () => {
    const [product] = z
      .array(Product)
      .parse((await t.app.inject({ method: 'GET', url: '/staff/products', headers: finance.headers })).json())
      .filter((row) => row.name === 'Webhosting Plus');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const started = await t.app.inject({
      method: 'POST',
      url: `/staff/customers/${jan.customer.id}/product-services`,
      headers: finance.headers,
      payload: { product_id: product!.id, description: 'prijslijst.nl', started_on: today },
    });
    expect(started.statusCode, started.body).toBe(201);
    const service = StaffService.parse(started.json());
    expect(service).toMatchObject({ status: 'actief', periods_billed: 1 });

    const ended = await t.app.inject({
      method: 'POST',
      url: `/staff/product-services/${service.id}/end`,
      headers: finance.headers,
    });
    expect(StaffService.parse(ended.json())).toMatchObject({ status: 'beeindigd', next_bill_on: null });
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/product-services/${service.id}/end`,
      headers: finance.headers,
    });
    expect(again.statusCode).toBe(409);

    const other = await t.app.inject({
      method: 'GET',
      url: '/staff/customers/999999/product-services',
      headers: finance.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});
