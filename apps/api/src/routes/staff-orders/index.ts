import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import {
  addStaffReply,
  addTimeEntry,
  deleteTimeEntry,
  getStaffOrder,
  getStaffOrderFilterOptions,
  listStaffOrders,
  markOrderSeen,
  setStaffOrderAssignee,
  setStaffOrderEstimate,
  setStaffOrderStatus,
  staffWorkCounts,
} from '../../services/staff-orders/index.ts';
import { notifierOf, writerOf } from '../staff-request.ts';

/** The back office's work queue: every customer's orders, replies, notes, status, estimate, time. */
export const staffOrderRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listStaffOrders, ({ query, request }) =>
    listStaffOrders(app.db, staffOf(request).staffId, query),
  );

  registerRoute(app, apiRoutes.getStaffOrderFilterOptions, () => getStaffOrderFilterOptions(app.db));

  // Opening an order reads its customer replies: the caller's unread marker goes (decision 0060).
  registerRoute(app, apiRoutes.getStaffOrder, async ({ params, request }) => {
    const order = await getStaffOrder(app.db, params.id);
    await markOrderSeen(app.db, staffOf(request).staffId, order.id);
    return order;
  });

  registerRoute(app, apiRoutes.getStaffWorkCounts, ({ request }) =>
    staffWorkCounts(app.db, staffOf(request).staffId),
  );

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
