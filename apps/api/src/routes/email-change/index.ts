import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { confirmEmailChange, requestEmailChange } from '../../services/auth/email-change.ts';

/** A new login address: asked for in Mijn account, confirmed with the link sent to it. */
export const emailChangeRoutes = async (app: FastifyInstance) => {
  const mail = {
    mailer: app.mailer,
    siteUrl: app.config.SITE_URL,
    onMailError: (error: unknown) => app.log.error({ err: error }, 'An e-mail change mail could not be sent'),
  };
  const linkTries = visitorLimit(30, 15 * 60, 'Te veel pogingen. Probeer het later opnieuw.');

  registerRoute(app, apiRoutes.requestEmailChange, ({ body, request }) =>
    requestEmailChange(
      app.db,
      app.limits,
      mail,
      sessionOf(request).userId,
      { newEmail: body.new_email, password: body.password },
      clientOf(request),
    ),
  );

  registerRoute(app, apiRoutes.confirmEmailChange, async ({ body, request }) => {
    await linkTries(request.ip);
    await confirmEmailChange(app.db, mail, body.token, clientOf(request));
    return { ok: true as const };
  });
};
