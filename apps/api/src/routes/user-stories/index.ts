import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  addReply,
  createUserStory,
  getUserStoryDetail,
  listUserStories,
  updateInvoiceReference,
  updatePriority,
  updateStatus,
} from '../../services/user-stories/index.ts';

/** Orders (user stories): list, detail, placing, replies and the customer's updates, all per customer. */
export const userStoryRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listUserStories, ({ request }) => listUserStories(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.getUserStory, ({ params, request }) =>
    getUserStoryDetail(app.db, sessionOf(request), params.id),
  );

  registerRoute(app, apiRoutes.createUserStory, ({ body, request }) =>
    createUserStory(app.db, sessionOf(request), body),
  );

  registerRoute(app, apiRoutes.createUserStoryReply, ({ body, request }) =>
    addReply(app.db, sessionOf(request), body),
  );

  registerRoute(app, apiRoutes.updateUserStoryStatus, ({ body, request }) =>
    updateStatus(app.db, sessionOf(request), body),
  );

  registerRoute(app, apiRoutes.updateUserStoryPriority, ({ params, body, request }) =>
    updatePriority(app.db, sessionOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.updateUserStoryInvoiceReference, ({ params, body, request }) =>
    updateInvoiceReference(app.db, sessionOf(request), params.id, body),
  );
};
