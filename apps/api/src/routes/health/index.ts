import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';

export const healthRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.health, async ({ reply }) => {
    const databaseUp = await app.dbPing().catch(() => false);
    if (!databaseUp) reply.header('retry-after', '2');
    return {
      status: databaseUp ? ('ok' as const) : ('degraded' as const),
      database: app.dbKind,
      databaseUp,
      version: '1.0.0',
    };
  });
};
