import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import {
  addStaffReply,
  addTimeEntry,
  deleteTimeEntry,
  getStaffOrder,
  getStaffOrderFilterOptions,
  listStaffOrders,
  setStaffOrderAssignee,
  setStaffOrderEstimate,
  setStaffOrderStatus,
} from '../../services/staff-orders/index.ts';
import { notifierOf, writerOf } from '../staff-request.ts';

/** The back office's work queue: every customer's orders, replies, notes, status, estimate, time. */
export const staffOrderRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listStaffOrders, ({ query }) => listStaffOrders(app.db, query));

  registerRoute(app, apiRoutes.getStaffOrderFilterOptions, () => getStaffOrderFilterOptions(app.db));

  registerRoute(app, apiRoutes.getStaffOrder, ({ params }) => getStaffOrder(app.db, params.id));

  registerRoute(app, apiRoutes.createStaffOrderReply, ({ params, body, request }) =>
    addStaffReply(app.db, notifierOf(app, request), writerOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.updateStaffOrderStatus, ({ params, body, request }) =>
    setStaffOrderStatus(app.db, notifierOf(app, request), writerOf(request), params.id, body.status),
  );

  registerRoute(app, apiRoutes.updateStaffOrderEstimate, ({ params, body, request }) =>
    setStaffOrderEstimate(app.db, writerOf(request), params.id, body.estimate_minutes),
  );

  registerRoute(app, apiRoutes.updateStaffOrderAssignee, ({ params, body, request }) =>
    setStaffOrderAssignee(app.db, writerOf(request), params.id, body.staff_id),
  );

  registerRoute(app, apiRoutes.createTimeEntry, ({ params, body, request }) =>
    addTimeEntry(app.db, writerOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.deleteTimeEntry, ({ params, request }) =>
    deleteTimeEntry(app.db, writerOf(request), params.id, params.entryId),
  );
};
