import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import {
  replaceServiceLevels,
  serviceLevelReport,
  serviceLevels,
} from '../../services/service-levels/index.ts';
import { writerOf } from '../staff-request.ts';

/** Service levels: the business hours and targets (set by beheerders) and the monthly report. */
export const staffServiceLevelRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getServiceLevels, () => serviceLevels(app.db));
  registerRoute(app, apiRoutes.updateServiceLevels, ({ body, request }) =>
    replaceServiceLevels(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.getServiceLevelReport, ({ query }) => serviceLevelReport(app.db, query.month));
};
