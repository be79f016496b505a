import { MeiliErrorBody, MultiSearchResponse } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeBaseArticles, knowledgeBaseCategories } from '../../db/schema.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { exactly } from '../../test/exactly.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';
import {
  buildSearchTestApp,
  type Hit,
  multiSearch,
  searchHeaders,
  seedSearchContent,
  slugsFor,
  usesMeilisearch,
} from './search-test-data.ts';

let t: TestApp;
let key: string;
let content: Awaited<ReturnType<typeof seedSearchContent>>;

beforeAll(async () => {
  t = await buildSearchTestApp();
  key = t.env.SEARCH_PUBLIC_KEY;
  content = await seedSearchContent(t.db);
  await t.app.searchEngine.flush();
});
afterAll(async () => {
  await t.close();
});

describe('POST /multi-search: the answer', () => {
  it('answers every query in order, in Meilisearch shape', async () => {
    const response = await multiSearch(t.app, key, [
      { indexUid: 'pages', q: 'contact', limit: 3 },
      { indexUid: 'knowledge_base_articles', q: 'verhuizen', limit: 5, sort: ['updated_at:desc'] },
      { indexUid: 'sites', q: 'apps' },
    ]);
    expect(response.statusCode).toBe(200);
    const body = exactly(MultiSearchResponse, response.json());
    expect(body.results.map((result) => result.indexUid)).toEqual([
      'pages',
      'knowledge_base_articles',
      'sites',
    ]);
    const [pages, articles, sites] = body.results;
    expect(pages).toMatchObject({ query: 'contact', limit: 3, offset: 0, estimatedTotalHits: 1 });
    expect(pages?.hits[0]).toMatchObject({ id: content.pages.contact.id, url: '/contact', title: 'Contact' });
    expect(articles?.hits[0]).toMatchObject({
      slug: 'domeinnaam-verhuizen',
      knowledge_base_category: { slug: 'domeinnamen' },
    });
    expect(typeof articles?.processingTimeMs).toBe('number');
    expect(sites?.hits[0]).toMatchObject({ domain: 'apps.kodewerk.nl', url: 'https://apps.kodewerk.nl' });
    expect(sites?.limit).toBe(20);
  });

  it('gives no _formatted unless highlighting or cropping is asked for', async () => {
    const body = (await multiSearch(t.app, key, [{ q: 'modem' }])).json();
    expect(body.results[0].hits[0]).not.toHaveProperty('_formatted');
  });

  it('keeps to limit and offset and counts every match', async () => {
    const all = await slugsFor(t.app, key, { q: 'website', limit: 20 });
    expect(all.length).toBe(2);
    const body = (await multiSearch(t.app, key, [{ q: 'website', limit: 1, offset: 1 }])).json();
    expect(body.results[0].hits.map((hit: Hit) => hit.slug)).toEqual([all[1]]);
    expect(body.results[0].estimatedTotalHits).toBe(all.length);
    expect(body.results[0]).toMatchObject({ limit: 1, offset: 1 });
  });

  it('sorts the knowledge base on updated_at both ways', async () => {
    const query = { q: 'website', limit: 20 };
    const desc = await slugsFor(t.app, key, { ...query, sort: ['updated_at:desc'] });
    const asc = await slugsFor(t.app, key, { ...query, sort: ['updated_at:asc'] });
    expect(desc).toEqual(['certificaat', 'website-verhuist']);
    expect(asc).toEqual(['website-verhuist', 'certificaat']);
  });

  it('answers an empty query with every document (placeholder search)', async () => {
    const body = (await multiSearch(t.app, key, [{ q: '', sort: ['updated_at:desc'], limit: 2 }])).json();
    expect(body.results[0].estimatedTotalHits).toBe(Object.keys(content.articles).length);
    expect(body.results[0].hits.map((hit: Hit) => hit.slug)).toEqual(['model', 'lange-tekst']);
  });
});

describe('POST /multi-search: matching as a Dutch reader expects', () => {
  it.skipIf(usesMeilisearch)('stems Dutch: verhuizen finds verhuist, and the other way round', async () => {
    expect(await slugsFor(t.app, key, { q: 'verhuizen ' })).toEqual(
      expect.arrayContaining(['domeinnaam-verhuizen', 'website-verhuist']),
    );
    expect(await slugsFor(t.app, key, { q: 'verhuist ' })).toEqual(
      expect.arrayContaining(['domeinnaam-verhuizen', 'website-verhuist']),
    );
    expect(await slugsFor(t.app, key, { q: 'installeren ' })).toContain('plugin-geinstalleerd');
  });

  it('ignores accents in the query and in the text', async () => {
    expect(await slugsFor(t.app, key, { q: 'geinstalleerd cafe' })).toEqual(['plugin-geinstalleerd']);
    expect(await slugsFor(t.app, key, { q: 'Géïnstalleerd CAFÉ' })).toEqual(['plugin-geinstalleerd']);
  });

  it('takes the last word as the start of a word while it is being typed', async () => {
    expect(await slugsFor(t.app, key, { q: 'internetverb' })).toEqual(['modem']);
    expect(await slugsFor(t.app, key, { q: 'internetverb ' })).toEqual([]);
    expect(await slugsFor(t.app, key, { q: 'verb internetverbinding' })).toEqual([]);
  });

  it('forgives one typo from 5 letters and two from 9, never in the first letter', async () => {
    // 4 letters: no typo allowed.
    expect(await slugsFor(t.app, key, { q: 'hots ' })).toEqual([]);
    // 5 letters: one typo.
    expect(await slugsFor(t.app, key, { q: 'modam ' })).toEqual(['modem']);
    expect(await slugsFor(t.app, key, { q: 'mdoem ' })).toEqual(['modem']);
    // 9 letters and more: two typos, not three.
    expect(await slugsFor(t.app, key, { q: 'certifcaat ' })).toEqual(['certificaat']);
    expect(await slugsFor(t.app, key, { q: 'certfikaat ' })).toEqual(['certificaat']);
    expect(await slugsFor(t.app, key, { q: 'cetrfikaat ' })).toEqual([]);
    // The first letter is never a typo.
    expect(await slugsFor(t.app, key, { q: 'sertificaat ' })).toEqual([]);
  });

  it('puts exact matches before typo matches', async () => {
    expect(await slugsFor(t.app, key, { q: 'modem ' })).toEqual(['modem', 'model']);
    expect(await slugsFor(t.app, key, { q: 'model ' })).toEqual(['model', 'modem']);
  });

  it('ignores stop words and drops the last words when nothing has them all', async () => {
    expect(await slugsFor(t.app, key, { q: 'het modem ' })).toEqual(['modem', 'model']);
    // 'model' is one typo away from 'modem'.
    expect(await slugsFor(t.app, key, { q: 'modem xylofoonzaagje' })).toEqual(['modem', 'model']);
  });

  it('follows changes: a new title is found, a deleted article is gone', async () => {
    const [row] = await t.db
      .update(knowledgeBaseArticles)
      .set({ title: 'Over je glasvezelverbinding' })
      .where(eq(knowledgeBaseArticles.id, content.articles.exactModem.id))
      .returning();
    expect(row).toBeDefined();
    await t.app.searchEngine.flush();
    expect(await slugsFor(t.app, key, { q: 'glasvezel' })).toEqual(['modem']);
    await t.db
      .update(knowledgeBaseCategories)
      .set({ slug: 'dns' })
      .where(eq(knowledgeBaseCategories.id, content.category.id));
    await t.app.searchEngine.flush();
    const body = (await multiSearch(t.app, key, [{ q: 'glasvezel' }])).json();
    expect(body.results[0].hits[0].knowledge_base_category.slug).toBe('dns');
    const extra = await t.db
      .insert(knowledgeBaseArticles)
      .values({
        slug: 'tijdelijk',
        categoryId: content.category.id,
        title: 'Tijdelijke zebrapagina',
        description: '',
        content: '',
        publishedAt: new Date(),
      })
      .returning();
    await t.app.searchEngine.flush();
    expect(await slugsFor(t.app, key, { q: 'zebrapagina' })).toEqual(['tijdelijk']);
    await t.db.delete(knowledgeBaseArticles).where(eq(knowledgeBaseArticles.id, extra[0]!.id));
    await t.app.searchEngine.flush();
    expect(await slugsFor(t.app, key, { q: 'zebrapagina' })).toEqual([]);
  });
});

describe('POST /multi-search: read your writes', () => {
  it.skipIf(usesMeilisearch)(
    'sees a change committed before the search, without waiting for the index',
    async () => {
      const [article] = await t.db
        .insert(knowledgeBaseArticles)
        .values({
          slug: 'direct-gevonden',
          categoryId: content.category.id,
          title: 'Kwartelkoning',
          description: '',
          content: '',
          publishedAt: new Date(),
        })
        .returning();
      // Searches that come together share one look at the changes; each still sees this one.
      const together = await Promise.all(
        ['kwartelkoning', 'kwartel', 'kwartelkonig'].map((q) => slugsFor(t.app, key, { q })),
      );
      expect(together).toEqual([['direct-gevonden'], ['direct-gevonden'], ['direct-gevonden']]);
      await t.db
        .update(knowledgeBaseArticles)
        .set({ title: 'Grutto' })
        .where(eq(knowledgeBaseArticles.id, article!.id));
      // The same query again: its cached answer is gone with the change.
      expect(await slugsFor(t.app, key, { q: 'kwartelkoning' })).toEqual([]);
      expect(await slugsFor(t.app, key, { q: 'grutto' })).toEqual(['direct-gevonden']);
      await t.db.delete(knowledgeBaseArticles).where(eq(knowledgeBaseArticles.id, article!.id));
      expect(await slugsFor(t.app, key, { q: 'grutto' })).toEqual([]);
    },
  );
});

describe('POST /multi-search: highlight and crop', () => {
  const formatted = async (query: Parameters<typeof slugsFor>[2]) => {
    const body = (await multiSearch(t.app, key, [query])).json();
    return body.results[0].hits[0]._formatted as Record<string, string>;
  };

  it('wraps matches in the asked-for tags and turns numbers into text', async () => {
    const result = await formatted({
      q: 'verhuizen',
      attributesToHighlight: ['*'],
      highlightPreTag: '<strong>',
      highlightPostTag: '</strong>',
    });
    expect(result.title).toBe('Domeinnaam <strong>verhuizen</strong> naar Kodewerk');
    expect(result.id).toBe(String(content.articles.moving.id));
  });

  it('marks only the typed part of a word found by its start, in its own case', async () => {
    const result = await formatted({ q: 'Domeinn', attributesToHighlight: ['title'] });
    expect(result.title).toBe('<em>Domeinn</em>aam verhuizen naar Kodewerk');
    expect(result.description).toBe('Zo breng je een domeinnaam over naar ons.');
  });

  it('marks typo matches and accented words whole', async () => {
    expect((await formatted({ q: 'modam ', attributesToHighlight: ['content'] })).content).toBe(
      'Herstart het <em>modem</em> als de verbinding wegvalt.',
    );
    expect((await formatted({ q: 'cafe ', attributesToHighlight: ['title'] })).title).toBe(
      'Plug-in geïnstalleerd in het <em>café</em>',
    );
  });

  it('crops around the best match on word boundaries, with the crop marker', async () => {
    const result = await formatted({
      q: 'exporteren facturen',
      attributesToHighlight: ['content'],
      attributesToCrop: ['content', 'title:2'],
      cropLength: 6,
      cropMarker: '[…]',
    });
    expect(result.content).toBe('[…]het <em>exporteren</em> van <em>facturen</em> naar je[…]');
    expect(result.title).toBe('Een lange[…]');
  });

  it('crops from the start when the attribute has no match, and leaves short text alone', async () => {
    const result = await formatted({
      q: 'exporteren',
      attributesToCrop: ['description', 'title'],
      cropLength: 3,
    });
    expect(result.title).toBe('Een lange uitleg');
    expect(result.description).toBe('Veel woorden.');
    const cropped = await formatted({ q: 'exporteren', attributesToCrop: ['content:4'] });
    expect(cropped.content).toMatch(/^….*exporteren.*…$/);
    expect(cropped.content?.replace(/…/g, '').split(/\s+/)).toHaveLength(4);
  });
});

describe('POST /multi-search: keys and bad queries', () => {
  it('holds one address to 300 searches a minute, in Meilisearch shape; other addresses search on', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/multi-search',
        remoteAddress,
        headers: searchHeaders(key),
        payload: { queries: [{ indexUid: 'knowledge_base_articles', q: 'modem', limit: 1 }] },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await from('198.51.100.7')).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await from('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(exactly(MeiliErrorBody, refused.json())).toMatchObject({
      code: 'too_many_search_requests',
      type: 'system',
    });
    expect((await from('198.51.100.8')).statusCode).toBe(200);
  });

  it('asks for the key in Meilisearch shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/multi-search', payload: { queries: [] } });
    expect(response.statusCode).toBe(401);
    expect(exactly(MeiliErrorBody, response.json())).toMatchObject({
      code: 'missing_authorization_header',
      type: 'auth',
    });
  });

  it('refuses any other key, a customer login token too', async () => {
    const wrong = await multiSearch(t.app, 'verkeerde-sleutel', [{ q: 'modem' }]);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'invalid_api_key', type: 'auth' });
    const customer = await loggedInCustomer(t.db);
    expect((await multiSearch(t.app, customer.token, [{ q: 'modem' }])).statusCode).toBe(403);
  });

  it('lets the search key do nothing else', async () => {
    const orders = await t.app.inject({ method: 'GET', url: '/user-stories', headers: searchHeaders(key) });
    expect(orders.statusCode).toBe(401);
    const search = await t.app.inject({
      method: 'POST',
      url: '/frontend/search',
      headers: searchHeaders(key),
      payload: { q: 'modem' },
    });
    expect(search.statusCode).toBe(401);
  });

  it('keeps the customer indexes out of reach of the public key', async () => {
    const response = await multiSearch(t.app, key, [{ indexUid: 'domains', q: 'nl' }]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'invalid_api_key' });
  });

  it.each([
    [{ indexUid: 'bestaat-niet' }, 404, 'index_not_found'],
    [{ sort: ['title:asc'] }, 400, 'invalid_search_sort'],
    [{ sort: ['updated_at'] }, 400, 'invalid_search_sort'],
    [{ limit: -1 }, 400, 'invalid_search_limit'],
    [{ cropLength: 'lang' }, 400, 'invalid_search_crop_length'],
    [{ onbekend: true }, 400, 'bad_request'],
  ])('answers %j with %i %s', async (query, status, code) => {
    const response = await multiSearch(t.app, key, [{ q: 'modem', ...(query as object) }]);
    expect(response.statusCode).toBe(status);
    const body = exactly(MeiliErrorBody, response.json());
    expect(body).toMatchObject({ code, type: 'invalid_request' });
    expect(body.link).toBe(`https://docs.meilisearch.com/errors#${code}`);
  });

  it('names a query without an index', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/multi-search',
      headers: searchHeaders(key),
      payload: { queries: [{ q: 'modem' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'missing_index_uid' });
  });
});
