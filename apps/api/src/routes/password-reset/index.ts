import { apiRoutes, PASSWORD_RESET_REQUESTED_MESSAGE } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import {
  checkPasswordResetLink,
  requestPasswordReset,
  resetPassword,
} from '../../services/auth/password-reset.ts';

/** "Wachtwoord vergeten?": asking for a link by mail, and setting a new password with it. */
export const passwordResetRoutes = async (app: FastifyInstance) => {
  const mail = {
    mailer: app.mailer,
    siteUrl: app.config.SITE_URL,
    onMailError: (error: unknown) => app.log.error({ err: error }, 'A password reset mail could not be sent'),
  };
  const linkTries = visitorLimit(30, 15 * 60, 'Te veel pogingen. Probeer het later opnieuw.');

  registerRoute(app, apiRoutes.requestPasswordReset, async ({ body, request }) => {
    await requestPasswordReset(app.db, app.limits, mail, { email: body.email, address: request.ip });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  });

  registerRoute(app, apiRoutes.checkPasswordReset, async ({ body, request }) => {
    await linkTries(request.ip);
    await checkPasswordResetLink(app.db, body.token);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.resetPassword, async ({ body, request }) => {
    await linkTries(request.ip);
    await resetPassword(app.db, mail, {
      token: body.token,
      password: body.password,
      client: clientOf(request),
    });
    return { ok: true as const };
  });
};
