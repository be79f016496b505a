import type { DbOrTx } from '../../db/client.ts';
import type { SearchEngine } from './engine.ts';
import { hasPendingChanges, indexPendingChanges } from './indexer.ts';
import { MemoryIndex } from './memory-index.ts';

/**
 * The engine without Meilisearch: documents and words live in PostgreSQL, the search runs on
 * an index in memory that follows them (docs/decisions/0008-search-engine.md). Before it answers,
 * it takes in any change still pending, so whoever just changed a document finds it at once.
 */
export const createPostgresSearchEngine = (db: DbOrTx): SearchEngine => {
  const index = new MemoryIndex();
  const catchUp = async () => {
    if (await hasPendingChanges(db)) await indexPendingChanges(db);
    await index.refresh(db);
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
