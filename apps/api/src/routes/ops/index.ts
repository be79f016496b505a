import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { BackupError, makeManualBackup, runScheduledBackup } from '../../services/backups/index.ts';
import { registerCollectedMetrics } from './metrics.ts';

/** How often each instance asks whether this period's backup is made (or its maker stopped). */
const BACKUP_CHECK_MS = 5 * 60 * 1000;

export const BACKUP_TASK = 'backups';

/**
 * The operator's side of the API, outside the contract of spec §7 and never public (OPS_TOKEN):
 * Prometheus metrics, a backup on request (what `npm run backup` asks of a running API on the
 * embedded database, which only this process may open), and the scheduled backup.
 */
export const opsRoutes = async (app: FastifyInstance) => {
  const worker = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const settings = () => ({
    dir: app.config.backupDir,
    keep: app.config.BACKUP_KEEP,
    schedule: app.config.BACKUP_SCHEDULE,
  });

  app.schedule.register(
    BACKUP_TASK,
    async ({ now, log }) => {
      const made = await runScheduledBackup(app.db, app.dbBackupSource, settings(), worker, now);
      if (made) log.info({ file: made.path, bytes: made.sizeBytes }, 'scheduled backup made');
    },
    { everyMs: BACKUP_CHECK_MS },
  );

  registerCollectedMetrics(app);

  app.get('/metrics', { onRequest: app.requireOpsToken, schema: { hide: true } }, async (_request, reply) => {
    reply.type(app.metrics.registry.contentType).header('cache-control', 'no-store');
    return app.metrics.registry.metrics();
  });

  app.post(
    '/ops/backups',
    { onRequest: app.requireOpsToken, schema: { hide: true } },
    async (request, reply) => {
      try {
        const made = await makeManualBackup(app.db, app.dbBackupSource, settings());
        request.log.info({ file: made.path, bytes: made.sizeBytes }, 'backup made on request');
        reply.code(201);
        return made;
      } catch (error) {
        if (error instanceof BackupError) throw new HttpError('service_unavailable', error.message);
        throw error;
      }
    },
  );
};
