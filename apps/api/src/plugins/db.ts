import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackupSource, Database, DatabaseKind, Db } from '../db/client.ts';

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
});
