import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getMyErasureRequest, requestErasure } from '../../services/erasure/requests.ts';

/** A person asks for the erasure of their data (AVG) and follows the request. */
export const erasureRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getMyErasureRequest, ({ request }) =>
    getMyErasureRequest(app.db, sessionOf(request)),
  );
  registerRoute(app, apiRoutes.requestErasure, ({ body, request }) =>
    requestErasure(app.db, sessionOf(request), body),
  );
};
