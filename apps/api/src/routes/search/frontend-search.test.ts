import { FrontendSearchResponse, searchIndexes } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomain, createUser, createUserStory } from '../../db/factories/index.ts';
import { domains } from '../../db/schema.ts';
import { createSession } from '../../services/sessions.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { exactly } from '../../test/exactly.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { buildSearchTestApp, type Hit, seedSearchContent } from './search-test-data.ts';

let t: TestApp;
let jan: LoggedInCustomer;
let petra: LoggedInCustomer;
let ids: { janDomain: number; petraDomain: number; janOrder: number; petraOrder: number };

const search = async (who: LoggedInCustomer, q: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/frontend/search',
    headers: who.headers,
    payload: { q },
  });
  expect(response.statusCode).toBe(200);
  const body = exactly(FrontendSearchResponse, response.json());
  return Object.fromEntries(body.results.map((result) => [result.indexUid, result.hits as Hit[]]));
};

beforeAll(async () => {
  t = await buildSearchTestApp();
  await seedSearchContent(t.db);
  jan = await loggedInCustomer(t.db, { name: 'Bakkerij de Vries' });
  petra = await loggedInCustomer(t.db, { name: 'Bakkerij Jansen' });
  const janDomain = await createDomain(t.db, { customerId: jan.customer.id, name: 'bakkerijdevries.nl' });
  const petraDomain = await createDomain(t.db, { customerId: petra.customer.id, name: 'bakkerijjansen.nl' });
  const janOrder = await createUserStory(t.db, {
    customerId: jan.customer.id,
    title: 'Bestelformulier voor taarten',
    descriptionHtml: '<p>Klanten willen een <strong>taart</strong> kunnen bestellen &amp; ophalen.</p>',
  });
  const petraOrder = await createUserStory(t.db, {
    customerId: petra.customer.id,
    title: 'Bestelformulier voor broodjes',
    descriptionHtml: '<p>Broodjes bestellen voor de lunch.</p>',
  });
  ids = {
    janDomain: janDomain.id,
    petraDomain: petraDomain.id,
    janOrder: janOrder.id,
    petraOrder: petraOrder.id,
  };
  await t.app.searchEngine.flush();
});
afterAll(async () => {
  await t.close();
});

describe('POST /frontend/search', () => {
  it('answers one result per index, in a fixed order', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/frontend/search',
      headers: jan.headers,
      payload: { q: 'modem' },
    });
    const body = exactly(FrontendSearchResponse, response.json());
    expect(body.query).toBe('modem');
    expect(body.results.map((result) => result.indexUid)).toEqual([...searchIndexes]);
    expect(
      body.results.find((result) => result.indexUid === 'knowledge_base_articles')?.hits[0],
    ).toMatchObject({
      slug: 'modem',
      _formatted: { description: 'Hoe je <strong>modem</strong> je verbinding regelt.' },
    });
  });

  it("finds the caller's own domains and orders, with their portal address", async () => {
    const hits = await search(jan, 'bakkerij');
    expect(hits.domains?.map((hit) => hit.url)).toEqual([`/klantenportaal/webhosting/${ids.janDomain}`]);
    expect(hits.domains?.[0]?.title).toBe('bakkerijdevries.nl');
    const orders = await search(jan, 'taart');
    expect(orders.user_stories?.map((hit) => hit.url)).toEqual([
      `/klantenportaal/opdrachten/${ids.janOrder}`,
    ]);
    expect(orders.user_stories?.[0]?._formatted?.content).toBe(
      'Klanten willen een <strong>taart</strong> kunnen bestellen & ophalen.',
    );
  });

  it("never finds another customer's records, whatever the query", async () => {
    for (const q of ['bakkerijjansen', 'bakkerijjansen.nl', 'broodjes', 'bakkerij', 'bestelformulier', '']) {
      const hits = await search(jan, q);
      const urls = [...(hits.domains ?? []), ...(hits.user_stories ?? [])].map((hit) => hit.url);
      expect(urls).not.toContain(`/klantenportaal/webhosting/${ids.petraDomain}`);
      expect(urls).not.toContain(`/klantenportaal/opdrachten/${ids.petraOrder}`);
    }
    const own = await search(petra, 'bakkerijjansen');
    expect(own.domains?.map((hit) => hit.id)).toEqual([ids.petraDomain]);
  });

  it('finds the portal pages', async () => {
    const hits = await search(jan, 'noodoproep');
    expect(hits.portal_pages?.[0]).toMatchObject({ url: '/klantenportaal/noodoproep', title: 'Noodoproep' });
  });

  it('finds only what the caller’s team role may see', async () => {
    const asRole = async (teamRole: 'financieel' | 'technisch', q: string) => {
      const user = await createUser(t.db, { customerId: jan.customer.id, teamRole });
      const { token } = await createSession(t.db, user.id, 'login');
      return search({ ...jan, headers: { authorization: `Bearer ${token}` } }, q);
    };
    const bookkeeper = await asRole('financieel', 'bakkerij');
    expect(bookkeeper.domains).toEqual([]);
    expect((await asRole('financieel', 'taart')).user_stories).toEqual([]);
    expect((await asRole('financieel', 'noodoproep')).portal_pages?.map((hit) => hit.url)).not.toContain(
      '/klantenportaal/noodoproep',
    );
    const technician = await asRole('technisch', 'bakkerij');
    expect(technician.domains?.map((hit) => hit.url)).toEqual([
      `/klantenportaal/webhosting/${ids.janDomain}`,
    ]);
    expect((await asRole('technisch', 'taart')).user_stories).toEqual([]);
  });

  it('follows a domain that moves to another customer', async () => {
    await t.db.update(domains).set({ customerId: petra.customer.id }).where(eq(domains.id, ids.janDomain));
    await t.app.searchEngine.flush();
    expect((await search(jan, 'bakkerijdevries')).domains).toEqual([]);
    expect((await search(petra, 'bakkerijdevries')).domains?.map((hit) => hit.id)).toEqual([ids.janDomain]);
    await t.db.update(domains).set({ customerId: jan.customer.id }).where(eq(domains.id, ids.janDomain));
  });

  it('needs a login and a query of reasonable length', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/frontend/search',
      payload: { q: 'modem' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });
    const long = await t.app.inject({
      method: 'POST',
      url: '/frontend/search',
      headers: jan.headers,
      payload: { q: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ error: 'validation_failed', fields: { q: expect.any(String) } });
  });
});
