import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../services/staff-notifications/settings.ts';

/** The caller's own choice of how customers' events on their orders reach them. */
export const staffNotificationRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getStaffNotificationSettings, ({ request }) =>
    getNotificationSettings(app.db, staffOf(request).staffId, app.config.CONTACT_EMAIL),
  );

  registerRoute(app, apiRoutes.updateStaffNotificationSettings, ({ body, request }) =>
    updateNotificationSettings(app.db, actorOf(request), body, app.config.CONTACT_EMAIL),
  );
};
