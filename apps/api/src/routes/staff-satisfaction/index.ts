import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { satisfactionReport, staffOrderSatisfaction } from '../../services/satisfaction/index.ts';

/** What customers answered to the satisfaction question: per order, and per month. */
export const staffSatisfactionRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffOrderSatisfaction, ({ params }) =>
    staffOrderSatisfaction(app.db, params.id),
  );

  registerRoute(app, apiRoutes.staffSatisfactionReport, ({ query }) =>
    satisfactionReport(app.db, query.month),
  );
};
