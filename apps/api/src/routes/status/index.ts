import { apiRoutes, type StatusBoard } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  lastKnown,
  listCustomerIncidents,
  readStatusBoard,
  statusFeed,
} from '../../services/status/index.ts';
import { confirm, subscribe, unsubscribe } from '../../services/status-subscriptions/index.ts';

/** How long the status page waits for the database before it shows the last known state. */
export const STATUS_READ_TIMEOUT_MS = 1_500;

/**
 * The public status page, its Atom feed, subscriptions to its mails (double opt-in), and a
 * customer's own incidents.
 */
export const statusRoutes = async (app: FastifyInstance) => {
  const board = lastKnown<Omit<StatusBoard, 'stale'>>(STATUS_READ_TIMEOUT_MS);
  // As the newsletter's: the site calls these from its server and limits each visitor itself.
  const limit = visitorLimit(120, 15 * 60, 'Er zijn nu te veel aanmeldingen. Probeer het later opnieuw.');
  const linkLimit = visitorLimit(60, 15 * 60, 'Te veel pogingen. Probeer het later opnieuw.');
  const links = { siteUrl: app.config.SITE_URL, linkSecret: app.config.MAIL_LINK_SECRET };

  const send = async (message: MailMessage) => {
    try {
      await app.mailer.send(message);
    } catch (error) {
      app.log.error({ err: error }, 'status subscription mail could not be sent');
      throw new HttpError(
        'service_unavailable',
        'De bevestigingsmail kon niet worden verstuurd. Probeer het later opnieuw.',
      );
    }
  };

  registerRoute(app, apiRoutes.getStatusBoard, async () => {
    const { value, stale } = await board(() => readStatusBoard(app.db));
    return { ...value, stale };
  });

  registerRoute(app, apiRoutes.getStatusFeed, async ({ reply }) => {
    const xml = await statusFeed(app.db, app.config.SITE_URL);
    reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=60');
    // As a Buffer, so that the JSON serializer of the contract leaves the XML as it is.
    return Buffer.from(xml, 'utf8') as unknown as string;
  });

  registerRoute(app, apiRoutes.listMyIncidents, ({ request }) =>
    listCustomerIncidents(app.db, sessionOf(request).customerId),
  );

  registerRoute(app, apiRoutes.subscribeToStatus, async ({ body, request }) => {
    await limit(request.ip);
    await subscribe({ db: app.db, send, ...links }, body.email, null);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.subscribeToMyStatus, async ({ body, request }) => {
    await limit(request.ip);
    await subscribe({ db: app.db, send, ...links }, body.email, sessionOf(request).customerId);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.confirmStatusSubscription, async ({ body, request }) => {
    await linkLimit(request.ip);
    return confirm(app.db, body.token);
  });

  registerRoute(app, apiRoutes.unsubscribeFromStatus, async ({ body, request }) => {
    await linkLimit(request.ip);
    return unsubscribe(app.db, app.config.MAIL_LINK_SECRET, body.token);
  });
};
