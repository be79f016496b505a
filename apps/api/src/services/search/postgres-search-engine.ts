import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { SearchEngine } from './engine.ts';
import { indexPendingChanges } from './indexer.ts';
import { MemoryIndex } from './memory-index.ts';
import { queryRows } from './sql-rows.ts';

/**
 * The engine without Meilisearch: documents and words live in PostgreSQL, the search runs on
 * an index in memory that follows them (docs/decisions/0008-search-engine.md). Before it answers,
 * it takes in any change still pending, so whoever just changed a document finds it at once.
 */
export const createPostgresSearchEngine = (db: DbOrTx): SearchEngine => {
  const index = new MemoryIndex();
  // One small query when nothing changed: is anything pending, and how far have changes gone?
  const catchUp = async () => {
    const [state] = await queryRows<{ pending: boolean; last_seq: number | string | null }>(
      db,
      sql`select exists (select 1 from search_pending) as pending, (select max(seq) from search_documents) as last_seq`,
    );
    if (state?.pending) await indexPendingChanges(db);
    if (state?.pending || Number(state?.last_seq ?? 0) > index.lastSeq) await index.refresh(db);
  };
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
