import type { SearchResult } from '@maatwerk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { indexDefinitions } from './documents.ts';
import { formatDocument } from './format.ts';
import {
  allWordsQuery,
  expandQueryWords,
  matcherFor,
  parseQuery,
  type QueryWord,
  wordQuery,
} from './query-words.ts';
import { queryRows } from './sql-rows.ts';
import type { EngineQuery } from './validate.ts';

/** Who is searching: a customer's own records are found only by that customer. */
export interface SearchScope {
  customerId: number | null;
}

interface Row {
  document: Record<string, unknown>;
  total: number | string;
}

const tsquery = (text: string) => sql`${text}::tsquery`;

const scopeCondition = (query: EngineQuery, scope: SearchScope): SQL =>
  indexDefinitions[query.indexUid].perCustomer
    ? scope.customerId === null
      ? sql`false`
      : sql`customer_id = ${scope.customerId}`
    : sql`customer_id is null`;

const orderBySort = (query: EngineQuery): SQL[] =>
  query.sort.map(({ direction }) =>
    direction === 'desc' ? sql`sort_updated_at desc nulls last` : sql`sort_updated_at asc nulls last`,
  );

/**
 * Meilisearch's ranking rules, in its default order: fewer words matched through typos first
 * (typo), then where the words were found, title before description before the rest
 * (attribute), then the asked-for sort, then the order of indexing.
 */
const rankedQuery = (
  query: EngineQuery,
  scope: SearchScope,
  words: QueryWord[],
  exclude: string | null,
  limit: number,
) => {
  const full = allWordsQuery(words, true)!;
  const typoTerms = words
    .filter((entry) => entry.typos.size > 0)
    .map((entry) => {
      const exact = wordQuery(entry, false);
      return exact ? sql`(case when words @@ ${tsquery(exact)} then 0 else 1 end)` : sql`1`;
    });
  const typos = typoTerms.length ? [sql.join(typoTerms, sql` + `)] : [];
  const inTitle = allWordsQuery(words, true, 'A');
  const inTitleOrDescription = allWordsQuery(words, true, 'AB');
  const attribute =
    inTitle && inTitleOrDescription
      ? [
          sql`case when words @@ ${tsquery(inTitle)} then 0 when words @@ ${tsquery(inTitleOrDescription)} then 1 else 2 end`,
        ]
      : [];
  // Exactness: the query words as typed, not through a stem, a prefix or a typo.
  const literal = words
    .map((entry) => `'${entry.word.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`)
    .join(' & ');
  const exactness = [sql`case when words @@ ${tsquery(literal)} then 0 else 1 end`];
  const order = [...typos, ...attribute, ...orderBySort(query), ...exactness, sql`seq`];
  return sql`select document, count(*) over () as total from search_documents
    where index_uid = ${query.indexUid} and deleted_at is null and ${scopeCondition(query, scope)}
      and words @@ ${tsquery(full)} ${exclude ? sql`and not (words @@ ${tsquery(exclude)})` : sql``}
    order by ${sql.join(order, sql`, `)}
    limit ${limit}`;
};

const placeholderQuery = (query: EngineQuery, scope: SearchScope, limit: number) =>
  sql`select document, count(*) over () as total from search_documents
    where index_uid = ${query.indexUid} and deleted_at is null and ${scopeCondition(query, scope)}
    order by ${sql.join([...orderBySort(query), sql`seq`], sql`, `)}
    limit ${limit}`;

const countQuery = (query: EngineQuery, scope: SearchScope, full: string) =>
  sql`select count(*) as total from (select 1 from search_documents
    where index_uid = ${query.indexUid} and deleted_at is null and ${scopeCondition(query, scope)}
      and words @@ ${tsquery(full)} limit 1000) matched`;

const pick = (document: Record<string, unknown>, attributes: string[] | null) =>
  attributes
    ? Object.fromEntries(attributes.filter((name) => name in document).map((name) => [name, document[name]]))
    : document;

/**
 * One query on the PostgreSQL engine. Like Meilisearch's default matching strategy ('last'),
 * documents with all query words come first; when they are too few, the last words are dropped
 * one by one and the documents that then match follow.
 */
export const searchPostgres = async (
  db: DbOrTx,
  query: EngineQuery,
  scope: SearchScope,
): Promise<SearchResult> => {
  const started = performance.now();
  const words = await expandQueryWords(db, parseQuery(query.q));
  const wanted = query.offset + query.limit;
  let documents: Record<string, unknown>[] = [];
  let total = 0;
  if (words.length === 0) {
    const rows = await queryRows<Row>(db, placeholderQuery(query, scope, Math.max(wanted, 1)));
    documents = rows.map((row) => row.document);
    total = Number(rows[0]?.total ?? 0);
  } else {
    let exclude: string | null = null;
    for (let count = words.length; count >= 1 && documents.length < Math.max(wanted, 1); count--) {
      const tier = words.slice(0, count);
      const full = allWordsQuery(tier, true);
      if (!full) continue;
      const rows = await queryRows<Row>(
        db,
        rankedQuery(query, scope, tier, exclude, wanted - documents.length || 1),
      );
      documents.push(...rows.map((row) => row.document));
      if (count === words.length) total = Number(rows[0]?.total ?? 0);
      // Fewer words match more: the documents of every earlier tier also match this one.
      exclude = full;
    }
    const first = allWordsQuery(words.slice(0, 1), true);
    if (words.length > 1 && first) {
      total = Number(
        (await queryRows<{ total: number | string }>(db, countQuery(query, scope, first)))[0]?.total ?? 0,
      );
    }
  }
  const matcher = matcherFor(words);
  const formatting = query.attributesToHighlight.length > 0 || query.attributesToCrop.size > 0;
  const hits = documents.slice(query.offset, wanted).map((document) => {
    const retrieved = pick(document, query.attributesToRetrieve);
    return formatting ? { ...retrieved, _formatted: formatDocument(retrieved, matcher, query) } : retrieved;
  });
  return {
    indexUid: query.indexUid,
    hits: hits as SearchResult['hits'],
    query: query.q,
    processingTimeMs: Math.round(performance.now() - started),
    limit: query.limit,
    offset: query.offset,
    estimatedTotalHits: Math.min(total, 1000),
  };
};
