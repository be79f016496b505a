import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { queueSaturated } from '../../plugins/request-queue.ts';
import { folderWritable, migrationsApplied } from '../../services/readiness.ts';

export const healthRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.health, async ({ reply }) => {
    const databaseUp = await app.dbPing().catch(() => false);
    const degraded = !databaseUp || app.diskFull();
    // A load balancer takes a degraded instance out of rotation by the status alone.
    if (degraded) reply.code(503).header('retry-after', databaseUp ? '60' : '2');
    return {
      status: degraded ? ('degraded' as const) : ('available' as const),
      diskFull: app.diskFull(),
      database: app.dbKind,
      databaseUp,
      version: '1.0.0',
    };
  });

  registerRoute(app, apiRoutes.healthLive, () => ({ status: 'live' as const }));

  registerRoute(app, apiRoutes.healthReady, async ({ reply }) => {
    const database = await app.dbPing().catch(() => false);
    const checks = {
      database,
      migrations: database && (await migrationsApplied(app.db).catch(() => false)),
      queue: !queueSaturated(app),
      disk: !app.diskFull() && (await folderWritable(app.config.dataDir)),
      accepting: !app.draining(),
    };
    const ready = Object.values(checks).every(Boolean);
    if (!ready) reply.code(503).header('retry-after', '2').header('cache-control', 'no-store');
    return { status: ready ? ('ready' as const) : ('not_ready' as const), checks };
  });
};
