import { allSearchIndexes, type SearchIndex } from '@maatwerk/contract';
import { and, andNot, type Bitset, count, emptyBits, hasBit, or, setBit, slotsOf } from './bitset.ts';
import { attributeText, indexDefinitions } from './documents.ts';
import { facetDistribution } from './facets.ts';
import { passes } from './filter.ts';
import { formatDocument } from './format.ts';
import { expandQueryWords, matcherFor, parseQuery, type QueryWord } from './query-words.ts';
import { ResultCache, resultKey } from './result-cache.ts';
import { KEPT_BEGINNING, Shard, type TermBits } from './shard.ts';
import { isStopWord, wordsOf } from './text.ts';
import type { EngineQuery, EngineResult } from './validate.ts';
import { Vocabulary } from './vocabulary.ts';

/**
 * Who is searching: a customer's own records are found only by that customer; staff search
 * them for every customer (`'all'`).
 */
export interface SearchScope {
  customerId: number | null | 'all';
}

/** A changed document as `search_documents` holds it. */
export interface DocumentChange {
  index_uid: SearchIndex;
  document_id: string;
  customer_id: number | null;
  document: Record<string, unknown>;
  sort_updated_at: string | Date | null;
  deleted: boolean;
  seq: number | string;
}

/** The stems of words new to the vocabulary (from `search_words`). */
export type StemLookup = (words: string[]) => Promise<{ word: string; stem: string }[]>;

/** The words of a document with where they stand, as the ranking needs them. */
export const documentWords = (index: SearchIndex, document: Record<string, unknown>): Map<string, number> => {
  const words = new Map<string, number>();
  indexDefinitions[index].searchableAttributes.forEach((attribute, rank) => {
    const where = 1 << rank;
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
  private readonly shards = Object.fromEntries(allSearchIndexes.map((uid) => [uid, new Shard()])) as Record<
    SearchIndex,
    Shard
  >;
  private readonly vocabulary = new Vocabulary();
  private readonly results = new ResultCache();
  /** The last change taken in. */
  lastSeq = 0;

  /**
   * Takes in changed documents, in the order of their sequence. The stems of new words are looked
   * up first, so that the index changes in one step: a search never sees half of it.
   */
  async takeIn(changes: DocumentChange[], lookUpStems: StemLookup): Promise<void> {
    if (changes.length === 0) return;
    const newWords = new Set<string>();
    const words = changes.map((change) => {
      if (change.deleted || !this.shards[change.index_uid]) return null;
      const found = documentWords(change.index_uid, change.document);
      for (const word of found.keys()) if (!this.vocabulary.has(word)) newWords.add(word);
      return found;
    });
    const stems = newWords.size > 0 ? await lookUpStems([...newWords]) : [];
    for (const { word, stem } of stems) this.vocabulary.add(word, stem);
    changes.forEach((change, position) => {
      const shard = this.shards[change.index_uid];
      if (!shard) return;
      const documentWords = words[position];
      if (!documentWords) {
        shard.remove(change.document_id);
        return;
      }
      shard.upsert({
        id: change.document_id,
        customerId: change.customer_id,
        document: change.document,
        sortKey: change.sort_updated_at === null ? null : new Date(change.sort_updated_at).getTime(),
        words: documentWords,
      });
    });
    this.lastSeq = Math.max(this.lastSeq, Number(changes.at(-1)!.seq));
  }

  /**
   * Answers a query. The same query asked again gets the same answer from a cache until its index
   * or the vocabulary changes: many visitors type the same words.
   */
  search(query: EngineQuery, scope: SearchScope): EngineResult {
    const started = performance.now();
    const shard = this.shards[query.indexUid];
    const customerId = indexDefinitions[query.indexUid].perCustomer ? (scope.customerId ?? -1) : null;
    const version = `${shard.version}:${this.vocabulary.version}`;
    const key = resultKey(query, customerId);
    const cached = this.results.get(query.indexUid, version, key);
    if (cached) return { ...cached, processingTimeMs: Math.round(performance.now() - started) };
    const result = this.compute(query, shard, customerId, started);
    this.results.set(query.indexUid, version, key, result);
    return result;
  }

  private compute(
    query: EngineQuery,
    shard: Shard,
    customerId: number | null | 'all',
    started: number,
  ): EngineResult {
    const words = expandQueryWords(this.vocabulary, parseQuery(query.q));
    const wanted = query.offset + query.limit;
    const inScope = query.filter
      ? filtered(shard, shard.scopeBits(customerId), query)
      : shard.scopeBits(customerId);
    const found = words.length
      ? rank(shard, this.vocabulary, words, inScope, query, Math.max(wanted, 1))
      : {
          slots: firstInOrder(ordering(shard, query).slots, inScope, wanted),
          matched: inScope,
          scores: null,
        };
    const total = count(found.matched);
    const matcher = matcherFor(words);
    const formatting = query.attributesToHighlight.length > 0 || query.attributesToCrop.size > 0;
    const hits = found.slots.slice(query.offset, wanted).map((slot, position) => {
      const retrieved = pick(shard.slots[slot]!.document, query.attributesToRetrieve);
      const hit = formatting
        ? { ...retrieved, _formatted: formatDocument(retrieved, matcher, query) }
        : retrieved;
      if (!query.showRankingScore) return hit;
      return { ...hit, _rankingScore: found.scores?.[query.offset + position] ?? 1 };
    });
    return {
      indexUid: query.indexUid,
      hits: hits as EngineResult['hits'],
      query: query.q,
      processingTimeMs: Math.round(performance.now() - started),
      limit: query.limit,
      offset: query.offset,
      estimatedTotalHits: Math.min(total, 1000),
      ...(query.facets.length > 0 && {
        facetDistribution: facetDistribution(shard.slots, found.matched, query.facets),
      }),
    };
  }
}

/** The slots in scope whose document passes the query's filter. */
const filtered = (shard: Shard, inScope: Bitset, query: EngineQuery): Bitset => {
  const bits = emptyBits(shard.slots.length);
  for (const slot of slotsOf(inScope)) {
    if (passes(query.filter!, shard.slots[slot]!.document)) setBit(bits, slot);
  }
  return bits;
};

/** The first `wanted` slots of an ordering that are in a set. */
const firstInOrder = (ordered: number[], bits: Bitset, wanted: number): number[] => {
  const found: number[] = [];
  for (const slot of ordered) {
    if (found.length >= wanted) break;
    if (hasBit(bits, slot)) found.push(slot);
  }
  return found;
};

const ordering = (shard: Shard, query: EngineQuery) => {
  const sort = query.sort[0];
  return shard.ordered(sort ? `updated_at:${sort.direction}` : 'order');
};

/** The documents of one query word: through the word itself, its inflections and what it begins; or through typos. */
const wordBits = (shard: Shard, vocabulary: Vocabulary, entry: QueryWord, searchOn: number | null) => {
  if (searchOn !== null) {
    const on = `@${searchOn}`;
    const exact = entry.prefix ? [...entry.exact, ...vocabulary.startingWith(entry.word)] : [...entry.exact];
    return {
      exact: shard.termBits(
        `${on}${entry.prefix ? '*' : '='}${entry.word}`,
        () => exact,
        undefined,
        searchOn,
      ),
      typos: shard.termBits(
        `${on}~${entry.prefix ? '*' : '='}${entry.word}`,
        () => entry.typos,
        undefined,
        searchOn,
      ),
      literal: shard.termBits(`${on}"${entry.word}`, () => [entry.word], undefined, searchOn),
    };
  }
  return {
    exact: !entry.prefix
      ? shard.termBits(`=${entry.word}`, () => entry.exact)
      : entry.word.length <= KEPT_BEGINNING
        ? shard.termBits(`*${entry.word}`, () => entry.exact, entry.word)
        : shard.termBits(`*${entry.word}`, () => [...entry.exact, ...vocabulary.startingWith(entry.word)]),
    typos: shard.termBits(`~${entry.prefix ? '*' : '='}${entry.word}`, () => entry.typos),
    literal: shard.termBits(`"${entry.word}`, () => [entry.word]),
  };
};

const union = (a: TermBits, b: TermBits): TermBits => ({
  all: or(a.all, b.all),
  title: or(a.title, b.title),
  titleOrDescription: or(a.titleOrDescription, b.titleOrDescription),
});

const intersect = (sets: Bitset[]): Bitset => sets.reduce((result, bits) => and(result, bits));

/**
 * A ranking score from 0 to 1 as Meilisearch builds it: each rule's rank (1 to its maximum) read
 * as one digit of a number whose first rule weighs most, divided by the largest such number.
 */
const rankingScore = (ranks: [rank: number, max: number][]): number => {
  let rank = 1;
  let max = 1;
  for (const [inner, innerMax] of ranks) {
    rank = (rank - 1) * innerMax + inner;
    max *= innerMax;
  }
  return rank / max;
};

/**
 * Meilisearch's default ranking, as buckets: documents with all query words first and, when too
 * few have them all, those with fewer (matching strategy 'last' drops the last words one by one,
 * 'frequency' the most common ones first, 'all' none); within that, no typos before typos; then
 * all words in the title, in title or description, elsewhere; then the asked-for sort; then words
 * as typed before inflections or prefixes; then the order of arrival. Each slot's score follows
 * its bucket.
 */
const rank = (
  shard: Shard,
  vocabulary: Vocabulary,
  queryWords: QueryWord[],
  inScope: Bitset,
  query: EngineQuery,
  wanted: number,
) => {
  let bits = queryWords.map((word) => wordBits(shard, vocabulary, word, query.searchOn));
  if (query.matchingStrategy === 'frequency') {
    const frequency = bits.map(({ exact, typos }) => count(and(or(exact.all, typos.all), inScope)));
    bits = bits
      .map((word, place) => ({ word, place }))
      .sort((a, b) => frequency[a.place]! - frequency[b.place]! || a.place - b.place)
      .map(({ word }) => word);
  }
  const full = bits.map(({ exact, typos }) => union(exact, typos));
  const tierBits = (size: number) => intersect([inScope, ...full.slice(0, size).map((word) => word.all)]);
  const fewest = query.matchingStrategy === 'all' ? bits.length : 1;
  const matched = tierBits(fewest);
  const order = ordering(shard, query);
  const slots: number[] = [];
  const scores: number[] = [];
  const done = () => ({ slots, matched, scores });
  let higher: Bitset | null = null;
  for (let size = bits.length; size >= fewest && slots.length < wanted; size--) {
    const tierAll = tierBits(size);
    const tier = higher ? andNot(tierAll, higher) : tierAll;
    higher = tierAll;
    const tierWords = bits.slice(0, size);
    const noTypos = intersect(tierWords.map((word) => word.exact.all));
    const inTitle = intersect(full.slice(0, size).map((word) => word.title));
    const inTitleOrDescription = intersect(full.slice(0, size).map((word) => word.titleOrDescription));
    const literal = intersect(tierWords.map((word) => word.literal.all));
    const typoBuckets = [and(tier, noTypos), andNot(tier, noTypos)];
    for (const [typo, typoBucket] of typoBuckets.entries()) {
      const attributeBuckets = [
        and(typoBucket, inTitle),
        andNot(and(typoBucket, inTitleOrDescription), inTitle),
        andNot(typoBucket, inTitleOrDescription),
      ];
      for (const [attribute, attributeBucket] of attributeBuckets.entries()) {
        const finalBuckets = query.sort.length
          ? [attributeBucket]
          : [and(attributeBucket, literal), andNot(attributeBucket, literal)];
        for (const [exactness, bucket] of finalBuckets.entries()) {
          const bucketSize = count(bucket);
          if (bucketSize === 0) continue;
          const score = rankingScore([
            [size - fewest + 1, bits.length - fewest + 1],
            [2 - typo, 2],
            [3 - attribute, 3],
            ...(query.sort.length ? [] : [[2 - exactness, 2] as [number, number]]),
          ]);
          const take = (slot: number) => {
            slots.push(slot);
            scores.push(score);
            return slots.length >= wanted;
          };
          if (bucketSize <= 512) {
            // A small bucket is sorted by place.
            for (const slot of slotsOf(bucket).sort((a, b) => order.place[a]! - order.place[b]!)) {
              if (take(slot)) return done();
            }
          } else {
            // A large one is read in order until enough are found.
            for (const slot of order.slots) {
              if (hasBit(bucket, slot) && take(slot)) return done();
            }
          }
        }
      }
    }
  }
  return done();
};
