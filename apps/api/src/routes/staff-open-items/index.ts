import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sendDownload } from '../../lib/send-download.ts';
import { listOpenItems, openItemsCsv, statementOf } from '../../services/statement/index.ts';
import { writerOf } from '../staff-request.ts';

/** The finance desk's view of what is open: a customer's statement, and every open item by age. */
export const staffOpenItemRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffGetCustomerStatement, ({ params }) => statementOf(app.db, params.id));

  registerRoute(app, apiRoutes.staffListOpenItems, ({ query }) => listOpenItems(app.db, query));

  registerRoute(app, apiRoutes.staffDownloadOpenItemsCsv, async ({ query, request, reply }) => {
    const { csv, filename } = await openItemsCsv(app.db, writerOf(request), query);
    return sendDownload(reply, { bytes: csv, filename, type: 'text/csv; charset=utf-8' });
  });
};
