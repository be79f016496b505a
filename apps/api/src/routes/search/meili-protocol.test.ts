import {
  IndexSearchResponse,
  MeiliErrorBody,
  MeiliVersionResponse,
  MultiSearchResponse,
} from '@maatwerk/contract';
import fc from 'fast-check';
import { Meilisearch, MeilisearchApiError } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeBaseArticle, createKnowledgeBaseCategory } from '../../db/factories/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { exactly } from '../../test/exactly.ts';
import { buildSearchTestApp, seedSearchContent, usesMeilisearch } from './search-test-data.ts';

let t: TestApp;
let client: Meilisearch;
let host: string;

beforeAll(async () => {
  t = await buildSearchTestApp();
  const content = await seedSearchContent(t.db);
  const hosting = await createKnowledgeBaseCategory(t.db, { slug: 'hosting', title: 'Webhosting' });
  await createKnowledgeBaseArticle(t.db, {
    categoryId: hosting.id,
    slug: 'website-back-up',
    title: 'Een back-up van je website',
    description: 'Elke nacht een kopie.',
    content: 'We bewaren de kopie dertig dagen.',
  });
  expect(content.category.slug).toBe('domeinnamen');
  await t.app.searchEngine.flush();
  host = await t.app.listen({ host: '127.0.0.1', port: 0 });
  client = new Meilisearch({ host, apiKey: t.env.SEARCH_PUBLIC_KEY });
});
afterAll(async () => {
  await t.close();
});

const articles = () => client.index('knowledge_base_articles');
const slugs = (hits: Record<string, unknown>[]) => hits.map((hit) => hit.slug);

/** The Meilisearch error code a call of the client is refused with. */
const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(MeilisearchApiError);
  const { response, cause } = error as MeilisearchApiError;
  return { status: response.status, code: cause?.code };
};

describe('the official meilisearch client against the API', () => {
  it('finds the API healthy and reads its version', async () => {
    expect(await client.isHealthy()).toBe(true);
    expect(await client.health()).toMatchObject({ status: 'available' });
    expect(exactly(MeiliVersionResponse, await client.getVersion()).pkgVersion).toMatch(/^1\.\d+\.\d+$/);
  });

  it('searches one index with search() and searchGet() alike', async () => {
    const options = { attributesToRetrieve: ['slug', 'title'], sort: ['updated_at:desc'], limit: 5 };
    const posted = await articles().search('website', options);
    const got = await articles().searchGet('website', options);
    expect(slugs(posted.hits)).toEqual(['website-back-up', 'certificaat', 'website-verhuist']);
    expect(slugs(got.hits)).toEqual(slugs(posted.hits));
    expect(exactly(IndexSearchResponse, posted)).toMatchObject({
      limit: 5,
      offset: 0,
      estimatedTotalHits: 3,
    });
  });

  it('gives only the attributes asked for, without the id when it is not asked for', async () => {
    const { hits } = await articles().search('modem', { attributesToRetrieve: ['title'] });
    expect(hits[0]).toEqual({ title: 'Over je internetverbinding' });
    const nested = await articles().searchGet('modem', { attributesToRetrieve: ['knowledge_base_category'] });
    expect(nested.hits[0]).toEqual({
      knowledge_base_category: { slug: 'domeinnamen', title: 'Domeinnamen en DNS' },
    });
  });

  it('filters on the category and counts the categories of every match', async () => {
    const all = await articles().search('website', { facets: ['knowledge_base_category.slug'] });
    expect(all.facetDistribution).toEqual({ 'knowledge_base_category.slug': { domeinnamen: 2, hosting: 1 } });
    const hosting = await articles().search('website', {
      filter: 'knowledge_base_category.slug = HOSTING',
      facets: ['*'],
    });
    expect(slugs(hosting.hits)).toEqual(['website-back-up']);
    expect(hosting.facetDistribution).toEqual({
      'knowledge_base_category.slug': { hosting: 1 },
      'knowledge_base_category.title': { Webhosting: 1 },
    });
    const others = await articles().searchGet('website', {
      filter: "NOT knowledge_base_category.slug IN [hosting, 'dns'] AND knowledge_base_category.title EXISTS",
    });
    expect(slugs(others.hits).sort()).toEqual(['certificaat', 'website-verhuist']);
    const either = await articles().search('website', {
      filter: [['knowledge_base_category.slug = hosting', 'knowledge_base_category.slug = dns']],
    });
    expect(slugs(either.hits)).toEqual(['website-back-up']);
  });

  it('searches only the attributes named in attributesToSearchOn', async () => {
    expect(slugs((await articles().search('internetverbinding ')).hits)).toEqual(['modem']);
    const inDescription = await articles().search('internetverbinding ', {
      attributesToSearchOn: ['description', 'content'],
    });
    expect(inDescription.hits).toEqual([]);
    const modem = await articles().search('modem ', { attributesToSearchOn: ['description'] });
    expect(slugs(modem.hits)).toEqual(['modem', 'model']);
  });

  // Meilisearch's own scores differ in the decimals.
  it.skipIf(usesMeilisearch)(
    'scores hits from 0 to 1, the best first, and keeps to the matching strategy',
    async () => {
      const { hits } = await articles().search('modem ', { showRankingScore: true });
      expect(slugs(hits)).toEqual(['modem', 'model']);
      const [exact, typo] = hits.map((hit) => hit._rankingScore as number);
      expect(typo).toBeGreaterThan(0);
      expect(typo).toBeLessThan(exact!);
      expect(exact).toBeLessThan(1);
      const inTitle = await articles().search('internetverbinding ', { showRankingScore: true });
      expect(inTitle.hits[0]?._rankingScore).toBe(1);
      expect((await articles().search('modem ')).hits[0]).not.toHaveProperty('_rankingScore');
      const last = await articles().search('modem xylofoonzaagje', { matchingStrategy: 'last' });
      expect(slugs(last.hits)).toEqual(['modem', 'model']);
      const all = await articles().search('modem xylofoonzaagje', { matchingStrategy: 'all' });
      expect(all.hits).toEqual([]);
      const frequency = await articles().search('xylofoonzaagje modem', { matchingStrategy: 'frequency' });
      expect(slugs(frequency.hits)).toEqual([]);
      const rarestFirst = await articles().search('website certificaat ', { matchingStrategy: 'frequency' });
      expect(slugs(rarestFirst.hits)[0]).toBe('certificaat');
    },
  );

  it('counts by page when asked for hitsPerPage and page', async () => {
    const second = await articles().search('website', { hitsPerPage: 2, page: 2, sort: ['updated_at:desc'] });
    expect(exactly(IndexSearchResponse, second)).toMatchObject({
      hitsPerPage: 2,
      page: 2,
      totalHits: 3,
      totalPages: 2,
    });
    expect(second).not.toHaveProperty('estimatedTotalHits');
    expect(slugs(second.hits)).toEqual(['website-verhuist']);
  });

  it('answers multiSearch with the same parameters', async () => {
    const { results } = await client.multiSearch({
      queries: [
        {
          indexUid: 'knowledge_base_articles',
          q: 'website',
          facets: ['knowledge_base_category.slug'],
          hitsPerPage: 1,
        },
        { indexUid: 'pages', q: 'contact', attributesToRetrieve: ['url'] },
      ],
    });
    expect(results[0]).toMatchObject({ indexUid: 'knowledge_base_articles', totalHits: 3, totalPages: 3 });
    expect(results[0]?.facetDistribution?.['knowledge_base_category.slug']).toEqual({
      domeinnamen: 2,
      hosting: 1,
    });
    expect(results[1]?.hits).toEqual([{ url: '/contact' }]);
  });

  it('refuses what Meilisearch refuses, with its codes', async () => {
    expect(await refusal(articles().search('x', { attributesToSearchOn: ['slug'] }))).toEqual({
      status: 400,
      code: 'invalid_search_attributes_to_search_on',
    });
    expect(await refusal(articles().search('x', { filter: 'slug = modem' }))).toEqual({
      status: 400,
      code: 'invalid_search_filter',
    });
    expect(await refusal(articles().search('x', { filter: 'knowledge_base_category.slug = (' }))).toEqual({
      status: 400,
      code: 'invalid_search_filter',
    });
    expect(await refusal(client.index('pages').search('x', { facets: ['title'] }))).toEqual({
      status: 400,
      code: 'invalid_search_facets',
    });
    expect(await refusal(articles().searchGet('x', { limit: 'veel' as unknown as number }))).toEqual({
      status: 400,
      code: 'invalid_search_limit',
    });
    expect(await refusal(client.index('bestaat-niet').search('x'))).toEqual({
      status: 404,
      code: 'index_not_found',
    });
    // '.' leaves the address as /indexes/search: still an index that does not exist, in that shape.
    expect(await refusal(client.index('.').search('x'))).toEqual({ status: 404, code: 'index_not_found' });
    expect(await refusal(client.index('.').searchGet('x'))).toEqual({ status: 404, code: 'index_not_found' });
    expect(await refusal(client.index('domains').searchGet('x'))).toEqual({
      status: 403,
      code: 'invalid_api_key',
    });
    const stranger = new Meilisearch({ host, apiKey: 'verkeerde-sleutel' });
    expect(await refusal(stranger.index('pages').search('x'))).toEqual({
      status: 403,
      code: 'invalid_api_key',
    });
    expect(await refusal(stranger.getVersion())).toEqual({ status: 403, code: 'invalid_api_key' });
    // A name longer than the router takes is refused before any route runs, in the same shape.
    expect(await refusal(client.index('a'.repeat(2000)).search('x'))).toEqual({
      status: 400,
      code: 'invalid_index_uid',
    });
  });
});

/** Mostly a value the index takes, now and then one it refuses. */
const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 9, arbitrary: good }, { weight: 1, arbitrary: bad });
const attribute = mostly(
  fc.constantFrom('*', 'title', 'description', 'content', 'knowledge_base_category.slug'),
  fc.constantFrom('id', 'slug', 'content:3', 'knowledge_base_category', 'updated_at', 'bestaat-niet', ''),
);
const attributes = fc.array(attribute, { maxLength: 3 });
const number = mostly(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(-1, 'veel', null, 1.5, 5000));
const filterToken = fc.constantFrom(
  'knowledge_base_category.slug',
  'knowledge_base_category.title',
  'slug',
  '=',
  '!=',
  '>',
  '<=',
  'IN',
  '[',
  ']',
  ',',
  '(',
  ')',
  'NOT',
  'AND',
  'OR',
  'EXISTS',
  'IS',
  'NULL',
  'EMPTY',
  'TO',
  'hosting',
  '5',
  '"twee woorden"',
  "'open",
  '!',
);
const randomFilter = fc.array(filterToken, { maxLength: 12 }).map((tokens) => tokens.join(' '));
const validFilter = fc
  .tuple(
    fc.boolean(),
    fc.constantFrom('knowledge_base_category.slug', 'knowledge_base_category.title'),
    fc.constantFrom(
      '= hosting',
      '!= domeinnamen',
      'IN [hosting, dns]',
      'EXISTS',
      'IS NULL',
      'IS NOT EMPTY',
      '1 TO 5',
      '> 2',
    ),
  )
  .map(([not, name, condition]) => `${not ? 'NOT ' : ''}${name} ${condition}`);
const filterText = fc.oneof(validFilter, randomFilter);
const filter = fc.oneof(
  filterText,
  fc.array(fc.oneof(filterText, fc.array(validFilter, { maxLength: 3 })), { maxLength: 3 }),
);
/** Left out about two times in three. */
const maybe = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });

/** Every documented search parameter, each left out or given a value, good or bad. */
const parameters = fc
  .record({
    q: maybe(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('website', 'modem ', 'verhuizen webs'))),
    limit: maybe(number),
    offset: maybe(number),
    hitsPerPage: maybe(number),
    page: maybe(number),
    cropLength: maybe(mostly(fc.integer({ min: 1, max: 50 }), fc.constantFrom(0, 'lang'))),
    sort: maybe(
      fc.array(
        mostly(fc.constantFrom('updated_at:desc', 'updated_at:asc'), fc.constantFrom('title:asc', 'x')),
        { maxLength: 2 },
      ),
    ),
    attributesToRetrieve: maybe(attributes),
    attributesToSearchOn: maybe(attributes),
    attributesToHighlight: maybe(attributes),
    attributesToCrop: maybe(attributes),
    facets: maybe(attributes),
    filter: maybe(filter),
    highlightPreTag: maybe(fc.string({ maxLength: 5 })),
    cropMarker: maybe(fc.string({ maxLength: 5 })),
    showRankingScore: maybe(mostly(fc.boolean(), fc.constant('ja'))),
    matchingStrategy: maybe(mostly(fc.constantFrom('last', 'all', 'frequency'), fc.constant('geen'))),
  })
  .map((query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)));
const indexUid = mostly(
  fc.constantFrom('knowledge_base_articles', 'pages', 'sites'),
  fc.constantFrom('domains', 'x'),
);

/** A GET search's query string: lists comma-separated, the rest as text. */
const asQueryString = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== null && !(Array.isArray(value) && value.some(Array.isArray)))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]),
  );

describe('any combination of the documented parameters', () => {
  it('is answered in Meilisearch shape, never with a 5xx', async () => {
    let visitor = 0;
    await fc.assert(
      fc.asyncProperty(
        indexUid,
        parameters,
        fc.constantFrom('post', 'get', 'multi'),
        async (uid, query, how) => {
          visitor++;
          const headers = { authorization: `Bearer ${t.env.SEARCH_PUBLIC_KEY}` };
          const remoteAddress = `10.9.${visitor >> 8}.${visitor & 255}`;
          const response =
            how === 'multi'
              ? await t.app.inject({
                  method: 'POST',
                  url: '/multi-search',
                  headers,
                  remoteAddress,
                  payload: { queries: [{ indexUid: uid, ...query }] },
                })
              : how === 'post'
                ? await t.app.inject({
                    method: 'POST',
                    url: `/indexes/${uid}/search`,
                    headers,
                    remoteAddress,
                    payload: query,
                  })
                : await t.app.inject({
                    method: 'GET',
                    url: `/indexes/${uid}/search`,
                    headers,
                    remoteAddress,
                    query: asQueryString(query),
                  });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode !== 200) {
            const error = exactly(MeiliErrorBody, response.json());
            expect(error.link).toBe(`https://docs.meilisearch.com/errors#${error.code}`);
            return;
          }
          const body = response.json();
          const results =
            how === 'multi'
              ? exactly(MultiSearchResponse, body).results
              : [exactly(IndexSearchResponse, body)];
          for (const result of results) {
            expect(result.hits.length).toBeLessThanOrEqual(result.limit ?? result.hitsPerPage ?? 0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
