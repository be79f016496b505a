import { apiRoutes } from '@maatwerk/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  addPasskey,
  listPasskeys,
  mfaPasskeyOptions,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  relyingPartyOf,
  removePasskey,
  validateMfaWithPasskey,
} from '../../services/auth/passkeys.ts';

/** Passkeys: Mijn account adds and removes them, the login popup logs in with them. */
export const passkeyRoutes = async (app: FastifyInstance) => {
  const rp = relyingPartyOf(app.config.SITE_URL);

  registerRoute(app, apiRoutes.listPasskeys, ({ request }) =>
    listPasskeys(app.db, sessionOf(request).userId),
  );

  registerRoute(app, apiRoutes.passkeyRegistrationOptions, ({ body, request }) =>
    passkeyRegistrationOptions(app.db, app.limits, sessionOf(request).userId, body, rp),
  );

  registerRoute(app, apiRoutes.addPasskey, ({ body, request }) =>
    addPasskey(
      app.db,
      sessionOf(request).userId,
      {
        name: body.name,
        response: { ...body.response, clientExtensionResults: {} } as RegistrationResponseJSON,
      },
      rp,
      clientOf(request),
    ),
  );

  registerRoute(app, apiRoutes.removePasskey, async ({ params, body, request }) => {
    await removePasskey(
      app.db,
      app.limits,
      sessionOf(request).userId,
      params.id,
      body.password,
      clientOf(request),
    );
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.passkeyLoginOptions, ({ request }) =>
    passkeyLoginOptions(app.db, app.limits, clientOf(request), rp),
  );

  registerRoute(app, apiRoutes.passkeyLogin, ({ body, request }) =>
    passkeyLogin(
      app.db,
      app.limits,
      {
        response: { ...body.response, clientExtensionResults: {} } as AuthenticationResponseJSON,
        client: clientOf(request),
      },
      rp,
    ),
  );

  registerRoute(app, apiRoutes.mfaPasskeyOptions, ({ body }) => mfaPasskeyOptions(app.db, body.token, rp));

  registerRoute(app, apiRoutes.validateMfaWithPasskey, ({ body, request }) =>
    validateMfaWithPasskey(
      app.db,
      app.limits,
      {
        token: body.token,
        response: { ...body.response, clientExtensionResults: {} } as AuthenticationResponseJSON,
        client: clientOf(request),
      },
      rp,
    ),
  );
};
