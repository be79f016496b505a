import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getAccount, requestCompanyChange, updateAccount, updateProfile } from '../../services/account.ts';
import { unsubscribeWeekMail } from '../../services/week-mail/unsubscribe.ts';

/** GET /me and POST /me?_method=PUT: the logged-in user's own data (the week mail address among them). */
export const accountRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getAccount, ({ request }) => getAccount(app.db, sessionOf(request).userId));

  registerRoute(app, apiRoutes.updateAccount, ({ body, request }) =>
    updateAccount(app.db, app.limits, sessionOf(request), body, clientOf(request)),
  );

  registerRoute(app, apiRoutes.updateProfile, ({ body, request }) =>
    updateProfile(app.db, sessionOf(request).userId, body),
  );

  const linkLimit = visitorLimit(60, 15 * 60, 'Te veel pogingen. Probeer het later opnieuw.');
  registerRoute(app, apiRoutes.unsubscribeWeekMail, async ({ body, request }) => {
    await linkLimit(request.ip);
    return unsubscribeWeekMail(app.db, app.config.MAIL_LINK_SECRET, body.token);
  });

  registerRoute(app, apiRoutes.requestCompanyChange, ({ body, request }) =>
    requestCompanyChange(app.db, sessionOf(request), body.message),
  );
};
