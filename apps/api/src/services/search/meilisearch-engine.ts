import { publicSearchIndexes, SEARCH_MAX_TOTAL_HITS } from '@maatwerk/contract';
import { sql } from 'drizzle-orm';
import { type Key, Meilisearch, MeilisearchApiError } from 'meilisearch';
import type { Db } from '../../db/client.ts';
import { indexDefinitions } from './documents.ts';
import type { SearchEngine } from './engine.ts';
import { indexPendingChanges } from './indexer.ts';
import { queryRows } from './sql-rows.ts';
import { DUTCH_STOP_WORDS } from './text.ts';
import { type EngineQuery, type EngineResult, filterableAttributesOf } from './validate.ts';

/**
 * A real Meilisearch, kept in step with the database: the API creates the indexes, their
 * settings and the site's search-only key, and passes every change of `search_documents` on in
 * the order of its `seq`. The site's `meilisearch` client then talks to Meilisearch directly.
 *
 * Meilisearch derives a key from its uid and the master key, so the site's SEARCH_PUBLIC_KEY is
 * the key this adapter logs at start (the uid below is fixed, so the key stays the same).
 */
export const SITE_SEARCH_KEY_UID = '5f0c4e1a-7b2d-4c39-9e8f-2a6b1d3c4e5f';
const SYNC_LOCK = 7_340_131;
const TARGET = 'meilisearch';
const BATCH = 1000;

interface ChangedRow {
  index_uid: string;
  document_id: string;
  customer_id: number | null;
  document: Record<string, unknown>;
  deleted: boolean;
  seq: number | string;
}

export interface MeilisearchEngineOptions {
  url: string;
  masterKey: string;
  log: (message: string) => void;
}

/** The query's filter with the owner's condition added (an array filter is an AND of its entries). */
const filterOf = (query: EngineQuery, owner: string | null) => {
  const parts = [
    ...(query.filterInput === null
      ? []
      : typeof query.filterInput === 'string'
        ? [query.filterInput]
        : query.filterInput),
    ...(owner ? [owner] : []),
  ].filter((part) => typeof part !== 'string' || part.trim() !== '');
  return parts.length ? { filter: parts } : null;
};

const isNotFound = (error: unknown) => error instanceof MeilisearchApiError && error.response.status === 404;

export const createMeilisearchEngine = (
  db: Db,
  options: MeilisearchEngineOptions,
): SearchEngine & { setup(): Promise<Key> } => {
  const client = new Meilisearch({ host: options.url, apiKey: options.masterKey });
  let ready: Promise<Key> | undefined;

  const setup = async (): Promise<Key> => {
    for (const definition of Object.values(indexDefinitions)) {
      try {
        await client.getIndex(definition.uid);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await client.createIndex(definition.uid, { primaryKey: 'id' }).waitTask();
      }
      await client
        .index(definition.uid)
        .updateSettings({
          searchableAttributes: definition.searchableAttributes,
          sortableAttributes: definition.sortableAttributes,
          filterableAttributes: definition.perCustomer
            ? ['customer_id']
            : [...filterableAttributesOf(definition.uid)],
          stopWords: [...DUTCH_STOP_WORDS],
          typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
          pagination: { maxTotalHits: SEARCH_MAX_TOTAL_HITS },
        })
        .waitTask();
    }
    let key: Key;
    try {
      key = await client.getKey(SITE_SEARCH_KEY_UID);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      key = await client.createKey({
        uid: SITE_SEARCH_KEY_UID,
        name: 'Kodewerk site search',
        description: 'Search only, public indexes only: the key the site sends.',
        actions: ['search'],
        indexes: [...publicSearchIndexes],
        expiresAt: null,
      });
    }
    options.log(`Meilisearch is ready; the site's SEARCH_PUBLIC_KEY is ${key.key}`);
    return key;
  };
  const ensureReady = () => {
    ready ??= setup().catch((error) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  /** Pushes the changes after the cursor, a batch at a time; one API instance at a time. */
  const push = async () => {
    await ensureReady();
    for (;;) {
      const pushed = await db.transaction(async (tx) => {
        const [locked] = await queryRows<{ ok: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${SYNC_LOCK}) as ok`,
        );
        if (!locked?.ok) return 0;
        await tx.execute(
          sql`insert into search_sync_state (target) values (${TARGET}) on conflict do nothing`,
        );
        const [state] = await queryRows<{ last_seq: number | string }>(
          tx,
          sql`select last_seq from search_sync_state where target = ${TARGET}`,
        );
        const rows = await queryRows<ChangedRow>(
          tx,
          sql`select index_uid, document_id, customer_id, document, deleted_at is not null as deleted, seq
            from search_documents where seq > ${Number(state?.last_seq ?? 0)} order by seq limit ${BATCH}`,
        );
        if (rows.length === 0) return 0;
        const byIndex = new Map<string, { upserts: Record<string, unknown>[]; deletes: string[] }>();
        for (const row of rows) {
          const entry = byIndex.get(row.index_uid) ?? { upserts: [], deletes: [] };
          if (row.deleted) entry.deletes.push(row.document_id);
          else
            entry.upserts.push(
              row.customer_id === null ? row.document : { ...row.document, customer_id: row.customer_id },
            );
          byIndex.set(row.index_uid, entry);
        }
        for (const [uid, { upserts, deletes }] of byIndex) {
          const index = client.index(uid);
          // Meilisearch runs the tasks of an index in the order they were enqueued.
          if (upserts.length) await index.addDocuments(upserts, { primaryKey: 'id' });
          if (deletes.length) await index.deleteDocuments(deletes);
        }
        await tx.execute(sql`update search_sync_state set last_seq = ${Number(rows.at(-1)!.seq)}, updated_at = now()
          where target = ${TARGET}`);
        return rows.length;
      });
      if (pushed < BATCH) return;
    }
  };

  return {
    name: 'meilisearch',
    setup: ensureReady,
    async search(queries, scope) {
      await ensureReady();
      const response = await client.multiSearch({
        queries: queries.map((query) => {
          const perCustomer = indexDefinitions[query.indexUid].perCustomer;
          return {
            indexUid: query.indexUid,
            q: query.q,
            limit: query.limit,
            offset: query.offset,
            sort: query.sort.map(({ attribute, direction }) => `${attribute}:${direction}`),
            ...(query.attributesToRetrieve && { attributesToRetrieve: query.attributesToRetrieve }),
            attributesToHighlight: query.attributesToHighlight,
            highlightPreTag: query.highlightPreTag,
            highlightPostTag: query.highlightPostTag,
            attributesToCrop: [...query.attributesToCrop].map(([name, length]) => `${name}:${length}`),
            cropMarker: query.cropMarker,
            ...(query.searchOn !== null && {
              attributesToSearchOn: indexDefinitions[query.indexUid].searchableAttributes.filter(
                (_, place) => query.searchOn! & (1 << place),
              ),
            }),
            ...(query.facets.length > 0 && { facets: query.facets }),
            showRankingScore: query.showRankingScore,
            matchingStrategy: query.matchingStrategy,
            ...(filterOf(
              query,
              perCustomer && scope.customerId !== 'all' ? `customer_id = ${scope.customerId ?? -1}` : null,
            ) ?? {}),
          };
        }),
      });
      return response.results.map((result) => ({
        indexUid: result.indexUid,
        query: result.query,
        processingTimeMs: result.processingTimeMs,
        limit: result.limit ?? 0,
        offset: result.offset ?? 0,
        estimatedTotalHits: result.estimatedTotalHits ?? 0,
        ...(result.facetDistribution && { facetDistribution: result.facetDistribution }),
        hits: result.hits.map(({ customer_id: _owner, _formatted, ...hit }) => {
          const formatted = _formatted ? { ..._formatted } : undefined;
          if (formatted) delete formatted.customer_id;
          return { ...hit, ...(formatted && { _formatted: formatted }) };
        }),
      })) as EngineResult[];
    },
    async sync() {
      await indexPendingChanges(db);
      await push();
    },
    async flush() {
      await indexPendingChanges(db);
      await push();
      const pending = await client.tasks.getTasks({ statuses: ['enqueued', 'processing'] });
      for (const task of pending.results) await client.tasks.waitForTask(task.uid);
    },
    async close() {},
  };
};
