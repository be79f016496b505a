import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { listAuditLog } from '../../services/audit-log.ts';

/** The audit log's viewer, for beheerders. */
export const staffAuditRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffListAudit, ({ query, request }) =>
    listAuditLog(app.db, staffOf(request).role, query),
  );
};
