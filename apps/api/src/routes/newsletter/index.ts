import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { confirm, subscribe, unsubscribe } from '../../services/newsletter/index.ts';

/** Sign-up with double opt-in, the confirm link and the unsubscribe link. */
export const newsletterRoutes = async (app: FastifyInstance) => {
  // The site's own /api/subscribe-to-newsletter calls this from its server, so the address
  // counted here is mostly the site's: the budget is for the whole site, the site limits visitors.
  const limit = visitorLimit(120, 15 * 60, 'Er zijn nu te veel aanmeldingen. Probeer het later opnieuw.');
  const linkLimit = visitorLimit(60, 15 * 60, 'Te veel pogingen. Probeer het later opnieuw.');

  const send = async (message: MailMessage) => {
    try {
      await app.mailer.send(message);
    } catch (error) {
      app.log.error({ err: error }, 'newsletter mail could not be sent');
      throw new HttpError(
        'service_unavailable',
        'De bevestigingsmail kon niet worden verstuurd. Probeer het later opnieuw.',
      );
    }
  };

  registerRoute(app, apiRoutes.subscribeToNewsletter, async ({ body, request }) => {
    await limit(request.ip);
    await subscribe({ db: app.db, send, siteUrl: app.config.SITE_URL }, body.email);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.confirmNewsletter, async ({ body, request }) => {
    await linkLimit(request.ip);
    return confirm(app.db, body.token);
  });

  registerRoute(app, apiRoutes.unsubscribeNewsletter, async ({ body, request }) => {
    await linkLimit(request.ip);
    return unsubscribe(app.db, body.token);
  });
};
