import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { countingTask } from '../../plugins/schedule.ts';
import { getAccount, requestCompanyChange, updateAccount, updateProfile } from '../../services/account.ts';
import { queueWeekMails, sendWeekMail, WEEK_MAIL_QUEUE } from '../../services/week-mail/index.ts';
import { handleMailJobs } from '../mail-job.ts';

/** How often an instance looks whether this Monday's week mails are queued. */
const WEEK_MAIL_CHECK_MS = 5 * 60 * 1000;
const WEEK_MAIL_TIMEOUT_MS = 60_000;

/**
 * GET /me and POST /me?_method=PUT: the logged-in user's own data; and the Monday week mail to the
 * week mail address set here.
 */
export const accountRoutes = async (app: FastifyInstance) => {
  handleMailJobs(app, WEEK_MAIL_QUEUE, sendWeekMail, { timeoutMs: WEEK_MAIL_TIMEOUT_MS });
  app.schedule.register(
    'week-mails',
    countingTask((now) => queueWeekMails(app.db, now), 'queued', 'week mails queued'),
    { everyMs: WEEK_MAIL_CHECK_MS },
  );

  registerRoute(app, apiRoutes.getAccount, ({ request }) => getAccount(app.db, sessionOf(request).userId));

  registerRoute(app, apiRoutes.updateAccount, ({ body, request }) =>
    updateAccount(app.db, app.limits, sessionOf(request), body, clientOf(request)),
  );

  registerRoute(app, apiRoutes.updateProfile, ({ body, request }) =>
    updateProfile(app.db, sessionOf(request).userId, body),
  );

  registerRoute(app, apiRoutes.requestCompanyChange, ({ body, request }) =>
    requestCompanyChange(app.db, sessionOf(request), body.message),
  );
};
