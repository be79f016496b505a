import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { endOtherSessions, endSession, listSessions } from '../../services/auth/active-sessions.ts';
import { listSecurityEvents } from '../../services/security-log.ts';

/** Mijn account → Beveiliging: the person's logins, ending them, and their security log. */
export const securityRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listSessions, ({ request }) => listSessions(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.endSession, async ({ params, request }) => {
    await endSession(app.db, sessionOf(request), params.id, clientOf(request));
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.endOtherSessions, async ({ request }) => {
    await endOtherSessions(app.db, sessionOf(request), clientOf(request));
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.listSecurityEvents, ({ request }) =>
    listSecurityEvents(app.db, sessionOf(request).userId),
  );
};
