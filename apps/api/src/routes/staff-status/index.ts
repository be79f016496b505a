import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import {
  addStatusUpdate,
  createStatusEvent,
  deleteStatusEvent,
  editStatusEvent,
  listStaffStatusEvents,
  listStatusResourceOptions,
} from '../../services/status/index.ts';
import { writerOf } from '../staff-request.ts';

/** Incidents and maintenance as staff post and follow them; every write is audited. */
export const staffStatusRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffListStatusEvents, () => listStaffStatusEvents(app.db));
  registerRoute(app, apiRoutes.staffListStatusResources, () => listStatusResourceOptions(app.db));
  registerRoute(app, apiRoutes.staffCreateStatusEvent, ({ body, request }) =>
    createStatusEvent(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffEditStatusEvent, ({ params, body, request }) =>
    editStatusEvent(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffAddStatusUpdate, ({ params, body, request }) =>
    addStatusUpdate(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffDeleteStatusEvent, ({ params, request }) =>
    deleteStatusEvent(app.db, writerOf(request), params.id),
  );
};
