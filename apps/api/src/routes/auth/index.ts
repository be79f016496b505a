import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { bearerToken, sessionOf } from '../../plugins/auth.ts';
import { login } from '../../services/auth/login.ts';
import { confirmMfaSetup, disableMfa, startMfaSetup, validateMfa } from '../../services/auth/mfa.ts';
import { createLoginLink, logout, refreshLogin } from '../../services/auth/session-lifecycle.ts';

/** POST /login, the code step, the second factor's setup, refresh, logout and login links. */
export const authRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.login, ({ body, request }) =>
    login(app.db, app.limits, { email: body.email, password: body.password, client: clientOf(request) }),
  );

  registerRoute(app, apiRoutes.validateMfa, ({ body, request }) =>
    validateMfa(app.db, app.limits, { token: body.token, code: body.code, client: clientOf(request) }),
  );

  registerRoute(app, apiRoutes.startMfaSetup, ({ request }) =>
    startMfaSetup(app.db, sessionOf(request).userId),
  );

  registerRoute(app, apiRoutes.confirmMfaSetup, async ({ body, request }) => ({
    recovery_codes: await confirmMfaSetup(
      app.db,
      app.limits,
      sessionOf(request).userId,
      { secret: body.token, code: body.code, password: body.password },
      clientOf(request),
    ),
  }));

  registerRoute(app, apiRoutes.disableMfa, async ({ body, request }) => {
    await disableMfa(app.db, app.limits, sessionOf(request).userId, body, clientOf(request));
    return { ok: true as const };
  });

  // The token is a login's or a login link's (spec §1, §7); claiming it is the check, so of two
  // refreshes with one token only one wins.
  registerRoute(
    app,
    apiRoutes.refresh,
    ({ request }) => refreshLogin(app.db, bearerToken(request) ?? '', clientOf(request)),
    {
      guard: async (request) => {
        if (!bearerToken(request)) throw new HttpError('unauthorized');
      },
    },
  );

  registerRoute(app, apiRoutes.logout, async ({ request }) => {
    await logout(app.db, sessionOf(request).sessionId);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.createLoginLink, ({ body, request }) =>
    createLoginLink(app.db, sessionOf(request), { siteUrl: app.config.SITE_URL, path: body.path }),
  );
};
