import type { DbOrTx } from '../../db/client.ts';
import type { SearchEngine } from './engine.ts';
import { hasPendingChanges, indexPendingChanges } from './indexer.ts';
import { searchPostgres } from './postgres-engine.ts';

/**
 * The engine on PostgreSQL. Before it answers it takes in any change that is still pending, so
 * that whoever just changed a document finds it at once.
 */
export const createPostgresSearchEngine = (db: DbOrTx): SearchEngine => ({
  name: 'postgres',
  async search(queries, scope) {
    if (await hasPendingChanges(db)) await indexPendingChanges(db);
    const results = [];
    for (const query of queries) results.push(await searchPostgres(db, query, scope));
    return results;
  },
  async sync() {
    await indexPendingChanges(db);
  },
  async flush() {
    await indexPendingChanges(db);
  },
  async close() {},
});
