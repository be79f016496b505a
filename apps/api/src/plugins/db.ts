import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackupSource, Database, DatabaseKind, Db } from '../db/client.ts';
import { cacheSessionsOf, mayEndSessions } from '../services/session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    dbPing: () => Promise<boolean>;
    /** What a backup copies: the embedded database's dump, or the server's address for pg_dump. */
    dbBackupSource: BackupSource;
  }
}

/**
 * Hands the opened database to the routes. Whoever opened it owns it: the server closes it after
 * the app has drained, and each test closes its own.
 */
export const dbPlugin = fp(async (app: FastifyInstance, options: { database: Database }) => {
  app.decorate('db', options.database.db);
  app.decorate('dbKind', options.database.kind);
  app.decorate('dbPing', options.database.ping);
  const { kind, dump, url } = options.database;
  app.decorate('dbBackupSource', { kind, dump, url });
  // The embedded database is this process's alone: its logins are kept here, and forgotten by every
  // statement that may end one (decision 0049). PostgreSQL, shared by instances, is asked each time.
  const { watchWrites } = options.database;
  if (watchWrites) {
    const cache = cacheSessionsOf(options.database.db);
    watchWrites((text) => {
      if (mayEndSessions(text)) cache.clear();
    });
  }
});
