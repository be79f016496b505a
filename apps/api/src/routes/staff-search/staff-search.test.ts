import { type CreatedApiKey, FrontendSearchResponse } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createDomain,
  createInvoice,
  createServer,
  createUser,
  createUserStory,
} from '../../db/factories/index.ts';
import { customers } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';

const t = testAppPerBlock();
const finance = staffPerBlock(t, 'financieel');
const developer = staffPerBlock(t, 'ontwikkelaar');
const bakery = customerPerBlock(t, { name: 'Bakkerij Zonnebloem' });
const other = customerPerBlock(t, { name: 'Fietsenwinkel Spaak' });

const search = (headers: Record<string, string> | undefined, q: string) =>
  t.app.inject({ method: 'POST', url: '/staff/search', headers, payload: { q } });

const resultsOf = async (headers: Record<string, string>, q: string) => {
  const response = await search(headers, q);
  expect(response.statusCode, response.body).toBe(200);
  const body = FrontendSearchResponse.parse(response.json());
  return Object.fromEntries(body.results.map((result) => [result.indexUid, result.hits]));
};

describe('POST /staff/search', () => {
  it('finds an invoice by its number and a customer by name, with back-office addresses', async () => {
    const invoice = await createInvoice(t.db, { customerId: bakery.customer.id });
    await createInvoice(t.db, { customerId: other.customer.id });
    expect(invoice.number).toMatch(/^\d{4}-\d{4}$/);

    const byNumber = await resultsOf(finance.headers, invoice.number!);
    expect(byNumber.staff_invoices?.[0]).toMatchObject({
      id: invoice.id,
      title: `Factuur ${invoice.number}`,
      url: `/beheer/facturen/${invoice.id}`,
    });
    expect(String(byNumber.staff_invoices?.[0]?.description)).toContain('Bakkerij Zonnebloem');

    const byName = await resultsOf(developer.headers, 'zonnebloem');
    expect(byName.staff_customers?.map((hit) => hit.url)).toEqual([`/beheer/klanten/${bakery.customer.id}`]);
    expect(byName.staff_customers?.[0]?._formatted?.title).toBe('Bakkerij <strong>Zonnebloem</strong>');
    // The people of the customer are found by its name too, with a typo.
    expect((await resultsOf(developer.headers, 'zonnebleom')).staff_people?.[0]?.url).toBe(
      `/beheer/klanten/${bakery.customer.id}`,
    );
  });

  it('finds people, orders, domain names and servers of every customer', async () => {
    await createUser(t.db, { customerId: other.customer.id, firstName: 'Wilhelmina', lastName: 'Kraai' });
    const story = await createUserStory(t.db, {
      customerId: other.customer.id,
      title: 'Kassakoppeling bouwen',
    });
    const domain = await createDomain(t.db, { customerId: bakery.customer.id, name: 'zonnebloembakker.nl' });
    await createServer(t.db, { customerId: other.customer.id, hostname: 'spaak-web-01.kodewerk.net' });

    expect((await resultsOf(developer.headers, 'wilhelmina')).staff_people?.[0]).toMatchObject({
      title: 'Wilhelmina Kraai',
      url: `/beheer/klanten/${other.customer.id}`,
    });
    expect((await resultsOf(developer.headers, 'kassakoppeling')).user_stories?.[0]?.url).toBe(
      `/beheer/opdrachten/${story.id}`,
    );
    expect((await resultsOf(developer.headers, 'zonnebloembakker')).domains?.[0]).toMatchObject({
      id: domain.id,
      url: `/beheer/klanten/${bakery.customer.id}`,
    });
    expect((await resultsOf(developer.headers, 'spaak-web-01')).staff_servers?.[0]?.url).toBe(
      `/beheer/klanten/${other.customer.id}`,
    );
  });

  it('follows a renamed customer in its people and invoices', async () => {
    await t.db
      .update(customers)
      .set({ name: 'Bakkerij Korenbloem' })
      .where(eq(customers.id, bakery.customer.id));
    const found = await resultsOf(finance.headers, 'korenbloem');
    expect(found.staff_customers?.map((hit) => hit.id)).toEqual([bakery.customer.id]);
    expect(found.staff_people?.length).toBeGreaterThan(0);
    expect(found.staff_invoices?.length).toBeGreaterThan(0);
  });

  it('gives invoices only to the roles that may read them', async () => {
    const results = await resultsOf(developer.headers, '2026');
    expect(Object.keys(results)).not.toContain('staff_invoices');
    expect(Object.keys(results)).toEqual([
      'staff_customers',
      'staff_people',
      'user_stories',
      'domains',
      'staff_servers',
      'knowledge_base_articles',
    ]);
  });

  it('answers no customer, visitor or API key', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bakery.headers,
      payload: { name: 'Koppeling', team_role: 'eigenaar', expires_on: addDays(today(), 7) },
    });
    expect(key.statusCode, key.body).toBe(201);
    const apiKey = (key.json() as CreatedApiKey).key;
    for (const headers of [bakery.headers, { authorization: `Bearer ${apiKey}` }, undefined]) {
      const response = await search(headers, 'zonnebloem');
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('Zonnebloem');
    }
    // Nor does a customer's own search reach the staff indexes.
    const own = await t.app.inject({
      method: 'POST',
      url: '/frontend/search',
      headers: other.headers,
      payload: { q: 'korenbloem' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('orenbloem</strong>');
    expect(own.body).not.toContain('staff_');
  });
});
