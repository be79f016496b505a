import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SearchEngine } from '../services/search/engine.ts';
import { indexPortalPages, purgeTombstones } from '../services/search/indexer.ts';
import { createMeilisearchEngine } from '../services/search/meilisearch-engine.ts';
import { createPostgresSearchEngine } from '../services/search/postgres-search-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine;
  }
}

/** How often changes are taken in (and passed on to Meilisearch) in the background. */
const SYNC_INTERVAL_MS = 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The search engine: Meilisearch when MEILI_URL and MEILI_MASTER_KEY are set, else the engine
 * on PostgreSQL. At start the portal pages are indexed and pending changes taken in; after that
 * a background loop keeps the index in step with the database.
 */
export const searchPlugin = fp(async (app: FastifyInstance) => {
  const { MEILI_URL, MEILI_MASTER_KEY } = app.config;
  const engine =
    MEILI_URL && MEILI_MASTER_KEY
      ? createMeilisearchEngine(app.db, {
          url: MEILI_URL,
          masterKey: MEILI_MASTER_KEY,
          log: (message) => app.log.info(message),
        })
      : createPostgresSearchEngine(app.db);
  app.decorate('searchEngine', engine);

  let running: Promise<void> | null = null;
  let lastPurge = Date.now();
  const syncNow = () => {
    running ??= (async () => {
      try {
        await engine.sync();
        if (Date.now() - lastPurge > PURGE_INTERVAL_MS) {
          lastPurge = Date.now();
          await purgeTombstones(app.db);
        }
      } catch (error) {
        app.log.warn({ err: error }, 'keeping the search index up to date failed; trying again shortly');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await indexPortalPages(app.db);
    await syncNow();
    timer = setInterval(() => void syncNow(), SYNC_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await engine.close();
  });
});
