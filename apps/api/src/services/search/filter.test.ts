import { describe, expect, it } from 'vitest';
import { parseFilter, passes } from './filter.ts';
import { MeiliError } from './meili-error.ts';

const filterable = ['category', 'tags', 'size'];
const documents = [
  { id: 1, category: 'Hosting', tags: ['dns', 'mail'], size: 3 },
  { id: 2, category: 'Domeinen', tags: [], size: 10 },
  { id: 3, category: 'Café', tags: ['dns'], size: null },
  { id: 4, tags: ['mail'] },
];
const found = (filter: Parameters<typeof parseFilter>[0]) => {
  const parsed = parseFilter(filter, filterable);
  return documents.filter((document) => !parsed || passes(parsed, document)).map((document) => document.id);
};
const code = (filter: string) => {
  try {
    parseFilter(filter, filterable);
    return null;
  } catch (error) {
    return error instanceof MeiliError ? error.code : 'other';
  }
};

describe('Meilisearch filter expressions', () => {
  it('compares text without case or accents, and lists item by item', () => {
    expect(found('category = hosting')).toEqual([1]);
    expect(found('category = "cafe"')).toEqual([3]);
    expect(found('tags = dns')).toEqual([1, 3]);
    expect(found('category != hosting')).toEqual([2, 3, 4]);
    expect(found("tags IN [mail, 'x']")).toEqual([1, 4]);
    expect(found('tags NOT IN [mail]')).toEqual([2, 3]);
  });

  it('binds AND before OR, and follows NOT and parentheses', () => {
    expect(found('category = hosting OR category = domeinen AND size > 5')).toEqual([1, 2]);
    expect(found('(category = hosting OR category = domeinen) AND size > 5')).toEqual([2]);
    expect(found('NOT (tags = dns OR tags = mail)')).toEqual([2]);
  });

  it('compares numbers with ranges, and knows EXISTS, IS NULL and IS EMPTY', () => {
    expect(found('size 3 TO 10')).toEqual([1, 2]);
    expect(found('size <= 3')).toEqual([1]);
    expect(found('category EXISTS')).toEqual([1, 2, 3]);
    expect(found('category NOT EXISTS')).toEqual([4]);
    expect(found('size IS NULL')).toEqual([3]);
    expect(found('tags IS EMPTY')).toEqual([2]);
    expect(found('tags IS NOT EMPTY')).toEqual([1, 3, 4]);
  });

  it('takes the array form as an AND of ORs, and nothing as no filter', () => {
    expect(found([['category = hosting', 'category = cafe'], 'tags = dns'])).toEqual([1, 3]);
    expect(found('  ')).toEqual([1, 2, 3, 4]);
    expect(found([])).toEqual([1, 2, 3, 4]);
  });

  it.each([
    'id = 1',
    'category =',
    'category hosting',
    '(category = hosting',
    'category IN [a',
    "category = 'open",
    'category = hosting AND',
    'category IS',
    `${'('.repeat(30)}category = a${')'.repeat(30)}`,
  ])('refuses %s as invalid_search_filter', (filter) => {
    expect(code(filter)).toBe('invalid_search_filter');
  });
});
