import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getAccount, updateAccount } from '../../services/account.ts';

/** GET /me and POST /me?_method=PUT: the logged-in user's own data. */
export const accountRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getAccount, ({ request }) => getAccount(app.db, sessionOf(request).userId));

  registerRoute(app, apiRoutes.updateAccount, ({ body, request }) =>
    updateAccount(app.db, app.limits, sessionOf(request), body),
  );
};
