import { apiRoutes, type StatusBoard } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  lastKnown,
  listCustomerIncidents,
  readStatusBoard,
  STATUS_MAIL_QUEUE,
  sendIncidentMail,
} from '../../services/status/index.ts';
import { handleMailJobs } from '../mail-job.ts';

/** How long the status page waits for the database before it shows the last known state. */
export const STATUS_READ_TIMEOUT_MS = 1_500;
const STATUS_MAIL_TIMEOUT_MS = 60_000;

/** The public status page, a customer's own incidents, and the mails about them (work queue). */
export const statusRoutes = async (app: FastifyInstance) => {
  const board = lastKnown<Omit<StatusBoard, 'stale'>>(STATUS_READ_TIMEOUT_MS);

  handleMailJobs(app, STATUS_MAIL_QUEUE, sendIncidentMail, { timeoutMs: STATUS_MAIL_TIMEOUT_MS });

  registerRoute(app, apiRoutes.getStatusBoard, async () => {
    const { value, stale } = await board(() => readStatusBoard(app.db));
    return { ...value, stale };
  });

  registerRoute(app, apiRoutes.listMyIncidents, ({ request }) =>
    listCustomerIncidents(app.db, sessionOf(request).customerId),
  );
};
