import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coalesce } from './coalesce.ts';
import type { SearchEngine } from './engine.ts';
import { indexPendingChanges } from './indexer.ts';
import { type DocumentChange, MemoryIndex, type StemLookup } from './memory-index.ts';
import { queryRows } from './sql-rows.ts';

const BATCH = 2000;

type ChangeRow = { pending: boolean } & ({ [K in keyof DocumentChange]: DocumentChange[K] } | { seq: null });

/**
 * In one round trip: whether source rows wait to be indexed, and the documents changed after
 * `seq` (none when nothing changed: one row with only `pending`).
 */
const changesAfter = (db: Db, seq: number) =>
  queryRows<ChangeRow>(
    db,
    sql`select state.pending, change.*
      from (select exists (select 1 from search_pending) as pending) state
      left join lateral (
        select index_uid, document_id, customer_id, document, sort_updated_at,
          deleted_at is not null as deleted, seq
        from search_documents where seq > ${seq} order by seq limit ${BATCH}
      ) change on true`,
  );

const stemsFrom =
  (db: Db): StemLookup =>
  (words) =>
    queryRows<{ word: string; stem: string }>(
      db,
      sql`select word, stem from search_words
        where word in (select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb))`,
    );

/**
 * The engine without Meilisearch: documents and words live in PostgreSQL, the search runs on
 * an index in memory that follows them (docs/decisions/0008-search-engine.md). Before it answers,
 * it takes in every change made before the search came (indexing source rows still pending), so
 * whoever just changed a document finds it at once. Searches that come together share that work:
 * one query when nothing changed, one at a time however many searches wait for it.
 */
export const createPostgresSearchEngine = (db: Db): SearchEngine => {
  const index = new MemoryIndex();
  const lookUpStems = stemsFrom(db);
  const catchUp = coalesce(async () => {
    let indexed = false;
    for (;;) {
      const rows = await changesAfter(db, index.lastSeq);
      const changes = rows.filter((row): row is ChangeRow & DocumentChange => row.seq !== null);
      await index.takeIn(changes, lookUpStems);
      if (rows[0]?.pending && !indexed) {
        // Rows changed before this run began are indexed now; the loop takes their documents in.
        await indexPendingChanges(db);
        indexed = true;
        continue;
      }
      if (changes.length < BATCH) return;
    }
  });
  return {
    name: 'postgres',
    async search(queries, scope) {
      await catchUp();
      return queries.map((query) => index.search(query, scope));
    },
    sync: catchUp,
    flush: catchUp,
    async close() {},
  };
};
