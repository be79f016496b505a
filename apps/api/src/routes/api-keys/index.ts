import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys/manage.ts';

/** Mijn account → API-sleutels: the eigenaar makes, lists and revokes the customer's keys. */
export const apiKeyRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listApiKeys, ({ request }) => listApiKeys(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.createApiKey, ({ body, request }) =>
    createApiKey(app.db, sessionOf(request), body, clientOf(request)),
  );

  registerRoute(app, apiRoutes.revokeApiKey, ({ params, request }) =>
    revokeApiKey(app.db, sessionOf(request), params.id, clientOf(request)),
  );
};
