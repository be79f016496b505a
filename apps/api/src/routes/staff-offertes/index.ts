import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import {
  createOfferte,
  getStaffOfferte,
  listStaffOffertes,
  sendOfferte,
  updateOfferte,
} from '../../services/offertes/staff.ts';
import { writerOf } from '../staff-request.ts';

/** Offertes in the back office: drafts, versions, sending and what an accepted one started. */
export const staffOfferteRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffListOffertes, () => listStaffOffertes(app.db));
  registerRoute(app, apiRoutes.staffCreateOfferte, ({ body, request }) =>
    createOfferte(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffGetOfferte, ({ params, request }) =>
    getStaffOfferte(app.db, writerOf(request), params.id),
  );
  registerRoute(app, apiRoutes.staffUpdateOfferte, ({ params, body, request }) =>
    updateOfferte(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffSendOfferte, ({ params, request }) =>
    sendOfferte(app.db, writerOf(request), params.id),
  );
};
