import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { listOpenDomainOrders, setDomainOrderStatus } from '../../services/staff-domain-orders/index.ts';
import { writerOf } from '../staff-request.ts';

/** Ordered domain names as the back office handles them: listed until registered or refused. */
export const staffDomainOrderRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffListDomainOrders, () => listOpenDomainOrders(app.db));

  registerRoute(app, apiRoutes.staffSetDomainOrderStatus, ({ params, body, request }) =>
    setDomainOrderStatus(app.db, writerOf(request), params.id, body.status),
  );
};
