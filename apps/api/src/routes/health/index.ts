import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';

export const healthRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.health, async ({ reply }) => {
    const databaseUp = await app.dbPing().catch(() => false);
    const degraded = !databaseUp || app.diskFull();
    // A load balancer takes a degraded instance out of rotation by the status alone.
    if (degraded) reply.code(503).header('retry-after', databaseUp ? '60' : '2');
    return {
      status: degraded ? ('degraded' as const) : ('ok' as const),
      diskFull: app.diskFull(),
      database: app.dbKind,
      databaseUp,
      version: '1.0.0',
    };
  });
};
