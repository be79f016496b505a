import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import {
  confirmStaffMfaSetup,
  refreshStaffLogin,
  staffLogin,
  staffMeOf,
  staffValidateMfa,
  startStaffMfaSetup,
} from '../../services/staff-auth/staff-login.ts';
import { revokeStaffSession } from '../../services/staff-auth/staff-sessions.ts';

/** The staff login at /beheer: password, code step, factor setup, refresh, logout, me. */
export const staffAuthRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffLogin, ({ body, request }) =>
    staffLogin(app.db, app.limits, { email: body.email, password: body.password, address: request.ip }),
  );

  registerRoute(app, apiRoutes.staffValidateMfa, ({ body }) =>
    staffValidateMfa(app.db, app.limits, { token: body.token, code: body.code }),
  );

  registerRoute(app, apiRoutes.staffStartMfaSetup, ({ request }) =>
    startStaffMfaSetup(app.db, staffOf(request).staffId),
  );

  registerRoute(app, apiRoutes.staffConfirmMfaSetup, ({ body, request }) =>
    confirmStaffMfaSetup(
      app.db,
      app.limits,
      { ...actorOf(request), sessionId: staffOf(request).sessionId },
      { secret: body.token, code: body.code },
    ),
  );

  registerRoute(app, apiRoutes.staffRefresh, ({ request }) => {
    staffOf(request);
    return refreshStaffLogin(app.db, bearerToken(request) ?? '');
  });

  registerRoute(app, apiRoutes.staffLogout, async ({ request }) => {
    await revokeStaffSession(app.db, staffOf(request).sessionId);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.staffMe, ({ request }) => staffMeOf(app.db, staffOf(request).staffId));
};
