import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { listHostingPackages, listServers } from '../../services/domains.ts';

export const hostingRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listServers, ({ request }) => listServers(app.db, sessionOf(request)));
  registerRoute(app, apiRoutes.listHostingPackages, ({ request }) =>
    listHostingPackages(app.db, sessionOf(request)),
  );
};
