import { type SearchIndex, type SearchResult, searchIndexes } from '@maatwerk/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { and, andNot, type Bitset, count, hasBit, or, slotsOf } from './bitset.ts';
import { attributeText, indexDefinitions } from './documents.ts';
import { formatDocument } from './format.ts';
import { expandQueryWords, matcherFor, parseQuery, type QueryWord } from './query-words.ts';
import { IN_DESCRIPTION, IN_REST, IN_TITLE, Shard, type TermBits } from './shard.ts';
import { queryRows } from './sql-rows.ts';
import { isStopWord, wordsOf } from './text.ts';
import type { EngineQuery } from './validate.ts';
import { Vocabulary } from './vocabulary.ts';

/** Who is searching: a customer's own records are found only by that customer. */
export interface SearchScope {
  customerId: number | null;
}

interface DocumentRow {
  index_uid: SearchIndex;
  document_id: string;
  customer_id: number | null;
  document: Record<string, unknown>;
  sort_updated_at: string | Date | null;
  deleted: boolean;
  seq: number | string;
}

const BATCH = 2000;
const WHERE = [IN_TITLE, IN_DESCRIPTION] as const;

/** The words of a document with where they stand, as the ranking needs them. */
export const documentWords = (index: SearchIndex, document: Record<string, unknown>): Map<string, number> => {
  const words = new Map<string, number>();
  indexDefinitions[index].searchableAttributes.forEach((attribute, rank) => {
    const where = WHERE[rank] ?? IN_REST;
    for (const word of wordsOf(attributeText(document, attribute))) {
      if (!isStopWord(word)) words.set(word, (words.get(word) ?? 0) | where);
    }
  });
  return words;
};

const pick = (document: Record<string, unknown>, attributes: string[] | null) =>
  attributes
    ? Object.fromEntries(attributes.filter((name) => name in document).map((name) => [name, document[name]]))
    : document;

/**
 * The search indexes in the memory of this API instance, following `search_documents` (the
 * source of truth, which every instance shares) by its change sequence: each search first takes
 * in what changed since the last one, so every instance answers from the same data.
 */
export class MemoryIndex {
  private readonly shards = Object.fromEntries(searchIndexes.map((uid) => [uid, new Shard()])) as Record<
    SearchIndex,
    Shard
  >;
  private readonly vocabulary = new Vocabulary();
  /** The last change taken in. */
  lastSeq = 0;
  private refreshing: Promise<void> | null = null;

  /** Takes in the documents that changed since last time; concurrent callers share one run. */
  refresh(db: DbOrTx): Promise<void> {
    this.refreshing ??= this.load(db).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load(db: DbOrTx): Promise<void> {
    for (;;) {
      const rows = await queryRows<DocumentRow>(
        db,
        sql`select index_uid, document_id, customer_id, document, sort_updated_at, deleted_at is not null as deleted, seq
          from search_documents where seq > ${this.lastSeq} order by seq limit ${BATCH}`,
      );
      const newWords = new Set<string>();
      for (const row of rows) {
        const shard = this.shards[row.index_uid];
        if (!shard) continue;
        if (row.deleted) {
          shard.remove(row.document_id);
          continue;
        }
        const words = documentWords(row.index_uid, row.document);
        for (const word of words.keys()) if (!this.vocabulary.has(word)) newWords.add(word);
        shard.upsert({
          id: row.document_id,
          customerId: row.customer_id,
          document: row.document,
          sortKey: row.sort_updated_at === null ? null : new Date(row.sort_updated_at).getTime(),
          words,
        });
      }
      if (newWords.size > 0) {
        const stems = await queryRows<{ word: string; stem: string }>(
          db,
          sql`select word, stem from search_words
            where word in (select jsonb_array_elements_text(${JSON.stringify([...newWords])}::jsonb))`,
        );
        for (const { word, stem } of stems) this.vocabulary.add(word, stem);
      }
      if (rows.length > 0) this.lastSeq = Number(rows.at(-1)!.seq);
      if (rows.length < BATCH) return;
    }
  }

  search(query: EngineQuery, scope: SearchScope): SearchResult {
    const started = performance.now();
    const shard = this.shards[query.indexUid];
    const words = expandQueryWords(this.vocabulary, parseQuery(query.q));
    const wanted = query.offset + query.limit;
    const inScope = shard.scopeBits(
      indexDefinitions[query.indexUid].perCustomer ? (scope.customerId ?? -1) : null,
    );
    const { slots, total } = words.length
      ? rank(shard, this.vocabulary, words, inScope, query, Math.max(wanted, 1))
      : {
          slots: ordering(shard, query).slots.filter((slot) => hasBit(inScope, slot)),
          total: count(inScope),
        };
    const matcher = matcherFor(words);
    const formatting = query.attributesToHighlight.length > 0 || query.attributesToCrop.size > 0;
    const hits = slots.slice(query.offset, wanted).map((slot) => {
      const retrieved = pick(shard.slots[slot]!.document, query.attributesToRetrieve);
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
  }
}

const ordering = (shard: Shard, query: EngineQuery) => {
  const sort = query.sort[0];
  return shard.ordered(sort ? `updated_at:${sort.direction}` : 'order');
};

/** The documents of one query word: through the word itself, its inflections and what it begins; or through typos. */
const wordBits = (shard: Shard, vocabulary: Vocabulary, entry: QueryWord) => ({
  exact: shard.termBits(`${entry.prefix ? '*' : '='}${entry.word}`, () =>
    entry.prefix ? [...entry.exact, ...vocabulary.startingWith(entry.word)] : entry.exact,
  ),
  typos: shard.termBits(`~${entry.prefix ? '*' : '='}${entry.word}`, () => entry.typos),
  literal: shard.termBits(`"${entry.word}`, () => [entry.word]),
});

const union = (a: TermBits, b: TermBits): TermBits => ({
  all: or(a.all, b.all),
  title: or(a.title, b.title),
  titleOrDescription: or(a.titleOrDescription, b.titleOrDescription),
});

const intersect = (sets: Bitset[]): Bitset => sets.reduce((result, bits) => and(result, bits));

/**
 * Meilisearch's default ranking, as buckets: documents with all query words first and, when too
 * few have them all, those with fewer (the last words dropped one by one: matching strategy
 * 'last'); within that, no typos before typos; then all words in the title, in title or
 * description, elsewhere; then the asked-for sort; then words as typed before inflections or
 * prefixes; then the order of arrival.
 */
const rank = (
  shard: Shard,
  vocabulary: Vocabulary,
  words: QueryWord[],
  inScope: Bitset,
  query: EngineQuery,
  wanted: number,
) => {
  const bits = words.map((word) => wordBits(shard, vocabulary, word));
  const full = bits.map(({ exact, typos }) => union(exact, typos));
  const tierBits = (size: number) => intersect([inScope, ...full.slice(0, size).map((word) => word.all)]);
  const total = count(tierBits(1));
  const order = ordering(shard, query);
  const slots: number[] = [];
  let higher: Bitset | null = null;
  for (let size = words.length; size >= 1 && slots.length < wanted; size--) {
    const tierAll = tierBits(size);
    const tier = higher ? andNot(tierAll, higher) : tierAll;
    higher = tierAll;
    const tierWords = bits.slice(0, size);
    const noTypos = intersect(tierWords.map((word) => word.exact.all));
    const inTitle = intersect(full.slice(0, size).map((word) => word.title));
    const inTitleOrDescription = intersect(full.slice(0, size).map((word) => word.titleOrDescription));
    const literal = intersect(tierWords.map((word) => word.literal.all));
    for (const typoBucket of [and(tier, noTypos), andNot(tier, noTypos)]) {
      const attributeBuckets = [
        and(typoBucket, inTitle),
        andNot(and(typoBucket, inTitleOrDescription), inTitle),
        andNot(typoBucket, inTitleOrDescription),
      ];
      for (const attributeBucket of attributeBuckets) {
        const finalBuckets = query.sort.length
          ? [attributeBucket]
          : [and(attributeBucket, literal), andNot(attributeBucket, literal)];
        for (const bucket of finalBuckets) {
          const size = count(bucket);
          if (size === 0) continue;
          // A small bucket is sorted by place; a large one is read in order until enough are found.
          const inOrder =
            size <= 512
              ? slotsOf(bucket).sort((a, b) => order.place[a]! - order.place[b]!)
              : order.slots.filter((slot) => hasBit(bucket, slot));
          for (const slot of inOrder) {
            slots.push(slot);
            if (slots.length >= wanted) return { slots, total };
          }
        }
      }
    }
  }
  return { slots, total };
};
