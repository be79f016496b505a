import type { SearchResult } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { toGroups } from './hits.ts';

const result = (indexUid: string, hits: Record<string, unknown>[], estimatedTotalHits = hits.length) =>
  ({
    indexUid,
    hits,
    query: 'q',
    processingTimeMs: 1,
    limit: 20,
    offset: 0,
    estimatedTotalHits,
  }) as SearchResult;

describe('the palette maps hits of each index', () => {
  it.each([
    [
      'an article to its page in the knowledge base, under its category',
      'knowledge_base_articles',
      { id: 7, slug: 'dns', knowledge_base_category: { slug: 'domeinen' } },
      '/kennisbank/domeinen/dns',
      false,
    ],
    [
      'an article to the address the index gives it',
      'knowledge_base_articles',
      { id: 8, slug: 'betalen', url: '/veelgestelde-vragen#betalen' },
      '/veelgestelde-vragen#betalen',
      false,
    ],
    [
      'an order to its page in the portal',
      'user_stories',
      { id: 12, url: '/klantenportaal/opdrachten/12' },
      '/klantenportaal/opdrachten/12',
      false,
    ],
    [
      'a domain to its page in the portal',
      'domains',
      { id: 3, url: '/klantenportaal/webhosting/3' },
      '/klantenportaal/webhosting/3',
      false,
    ],
    [
      'a portal page inside the site',
      'portal_pages',
      { id: 'facturen', url: '/klantenportaal/facturen' },
      '/klantenportaal/facturen',
      false,
    ],
    [
      'a site to its own address, in a new tab',
      'sites',
      { id: 1, url: 'https://apps.kodewerk.nl' },
      'https://apps.kodewerk.nl',
      true,
    ],
    ['a page of the site inside the site', 'pages', { id: 2, url: '/contact' }, '/contact', false],
  ] as const)('%s', (_name, index, hit, url, external) => {
    const [group] = toGroups([result(index, [{ ...hit, title: 'Titel' }])]);
    expect(group?.hits).toEqual([{ key: `${index}:${hit.id}`, title: 'Titel', snippet: '', url, external }]);
  });

  it('groups in the order of the spec with its headings and totals, leaving out empty groups and hits without an address', () => {
    const groups = toGroups([
      result('pages', [{ id: 1, url: '/contact', title: 'Contact' }], 9),
      result('sites', []),
      result('knowledge_base_articles', [
        { id: 2, slug: 'a', knowledge_base_category: { slug: 'b' }, title: 'A' },
      ]),
      result('domains', [{ id: 4, title: 'Artikel zonder adres' }]),
      result('user_stories', [{ id: 3, title: 'Zonder adres' }]),
    ]);
    expect(groups.map((group) => [group.heading, group.total])).toEqual([
      ['Kennisbank', 1],
      ["Pagina's", 9],
    ]);
  });

  it.each([
    {
      name: 'the highlighted description when the words are in it',
      formatted: {
        title: '<strong>DNS</strong>',
        description: 'Zo stel je <strong>DNS</strong> in',
        content: 'x',
      },
      title: '<strong>DNS</strong>',
      snippet: 'Zo stel je <strong>DNS</strong> in',
    },
    {
      name: 'the cropped content when only the content has them',
      formatted: {
        title: 'Handleiding',
        description: 'Algemeen',
        content: '…de <strong>nameservers</strong> wijzig…',
      },
      title: 'Handleiding',
      snippet: '…de <strong>nameservers</strong> wijzig…',
    },
    {
      name: 'the description when nothing is highlighted',
      formatted: { title: 'Handleiding', description: 'Algemeen', content: 'Tekst' },
      title: 'Handleiding',
      snippet: 'Algemeen',
    },
  ])('shows $name', ({ formatted, title, snippet }) => {
    const [group] = toGroups([result('pages', [{ id: 1, url: '/x', title: 'raw', _formatted: formatted }])]);
    expect(group?.hits[0]).toMatchObject({ title, snippet });
  });
});
