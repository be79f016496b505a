import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { answerOrderSatisfaction, getOrderSatisfaction } from '../../services/satisfaction/index.ts';

/** The satisfaction question of a finished order (issue 36), answered once by its company. */
export const orderSatisfactionRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getOrderSatisfaction, ({ params, request }) =>
    getOrderSatisfaction(app.db, sessionOf(request), params.id),
  );

  registerRoute(app, apiRoutes.answerOrderSatisfaction, ({ params, body, request }) =>
    answerOrderSatisfaction(app.db, sessionOf(request), params.id, body),
  );
};
