import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import {
  acknowledgeEmergencyCall,
  listEmergencyCalls,
  resolveEmergencyCall,
} from '../../services/staff-emergency/index.ts';
import { writerOf } from '../staff-request.ts';

/** Emergency calls as the back office sees them: open ones first; acknowledging tells the company, resolving marks it done. */
export const staffEmergencyRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listStaffEmergencyCalls, () => listEmergencyCalls(app.db));

  registerRoute(app, apiRoutes.acknowledgeStaffEmergencyCall, ({ params, request }) =>
    acknowledgeEmergencyCall(app.db, writerOf(request), params.id),
  );

  registerRoute(app, apiRoutes.resolveStaffEmergencyCall, ({ params, request }) =>
    resolveEmergencyCall(app.db, writerOf(request), params.id),
  );
};
