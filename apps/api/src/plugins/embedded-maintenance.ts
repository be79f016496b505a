import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maintainEmbeddedDatabase } from '../db/embedded-maintenance.ts';

/** How often the API asks whether the embedded database is due for its daily maintenance. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export const EMBEDDED_MAINTENANCE_TASK = 'embedded-database-maintenance';

/**
 * On the embedded database, the daily vacuum and analyse that autovacuum does on a PostgreSQL
 * server (db/embedded-maintenance.ts). PGlite has one instance by nature; on PostgreSQL nothing
 * is registered.
 */
export const embeddedMaintenancePlugin = fp(
  async (app: FastifyInstance) => {
    if (app.dbKind !== 'pglite') return;
    app.schedule.register(
      EMBEDDED_MAINTENANCE_TASK,
      async ({ now, log }) => {
        if (await maintainEmbeddedDatabase(app.db, now)) log.info('embedded database vacuumed and analysed');
      },
      { everyMs: CHECK_EVERY_MS },
    );
  },
  { name: 'embedded-maintenance' },
);
