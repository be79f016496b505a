import { apiRoutes, type StatusBoard } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { lastKnown, listCustomerIncidents, readStatusBoard } from '../../services/status/index.ts';

/** How long the status page waits for the database before it shows the last known state. */
export const STATUS_READ_TIMEOUT_MS = 1_500;

/** The public status page, and a customer's own incidents. */
export const statusRoutes = async (app: FastifyInstance) => {
  const board = lastKnown<Omit<StatusBoard, 'stale'>>(STATUS_READ_TIMEOUT_MS);

  registerRoute(app, apiRoutes.getStatusBoard, async () => {
    const { value, stale } = await board(() => readStatusBoard(app.db));
    return { ...value, stale };
  });

  registerRoute(app, apiRoutes.listMyIncidents, ({ request }) =>
    listCustomerIncidents(app.db, sessionOf(request).customerId),
  );
};
