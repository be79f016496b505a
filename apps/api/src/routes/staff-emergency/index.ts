import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { acknowledgeEmergencyCall, listEmergencyCalls } from '../../services/staff-emergency/index.ts';
import { notifierOf, writerOf } from '../staff-request.ts';

/** Emergency calls as the back office sees them: open ones first; acknowledging tells the caller. */
export const staffEmergencyRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listStaffEmergencyCalls, () => listEmergencyCalls(app.db));

  registerRoute(app, apiRoutes.acknowledgeStaffEmergencyCall, ({ params, request }) =>
    acknowledgeEmergencyCall(app.db, notifierOf(app, request), writerOf(request), params.id),
  );
};
