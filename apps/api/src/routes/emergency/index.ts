import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { createEmergencyRequest, getEmergencyTerms } from '../../services/emergency.ts';
import { listCompanyEmergencyCalls } from '../../services/emergency-calls/company-calls.ts';

export const emergencyRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getEmergencyTerms, ({ request }) =>
    getEmergencyTerms(app.db, sessionOf(request)),
  );

  registerRoute(app, apiRoutes.listEmergencyRequests, ({ request }) =>
    listCompanyEmergencyCalls(app.db, sessionOf(request)),
  );

  registerRoute(app, apiRoutes.createEmergencyRequest, ({ body, request }) =>
    createEmergencyRequest(
      app.db,
      app.mailer,
      { oncallEmail: app.config.ONCALL_EMAIL, siteUrl: app.config.SITE_URL, log: request.log },
      sessionOf(request),
      body.description,
    ),
  );
};
