import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { listHourBundles, listStaffHourBundles, sellHourBundle } from '../../services/hour-bundles/index.ts';
import { writerOf } from '../staff-request.ts';

/** Prepaid hour bundles: the customer's balance, the finance desk selling them. */
export const hourBundleRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listHourBundles, ({ request }) => listHourBundles(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.staffListHourBundles, ({ params }) => listStaffHourBundles(app.db, params.id));

  registerRoute(app, apiRoutes.staffCreateHourBundle, ({ params, body, request }) =>
    sellHourBundle(app.db, writerOf(request), params.id, body),
  );
};
