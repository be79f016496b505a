import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sendDownload } from '../../lib/send-download.ts';
import {
  type CsvDownload,
  icpCsv,
  revenueCsv,
  revenueOf,
  vatReturnCsv,
  vatReturnOf,
} from '../../services/staff-reports/index.ts';
import { writerOf } from '../staff-request.ts';

/** A CSV answered as a download. */
const sendCsv = (reply: FastifyReply, { csv, filename }: CsvDownload): string =>
  sendDownload(reply, { bytes: csv, filename, type: 'text/csv; charset=utf-8' });

/** The finance desk's figures: the VAT return and ICP listing per quarter, revenue per year. */
export const staffReportRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffGetVatReturn, ({ query }) => vatReturnOf(app.db, query.quarter));

  registerRoute(app, apiRoutes.staffDownloadVatReturnCsv, async ({ query, request, reply }) =>
    sendCsv(reply, await vatReturnCsv(app.db, writerOf(request), query.quarter)),
  );

  registerRoute(app, apiRoutes.staffDownloadIcpCsv, async ({ query, request, reply }) =>
    sendCsv(reply, await icpCsv(app.db, writerOf(request), query.quarter)),
  );

  registerRoute(app, apiRoutes.staffGetRevenue, ({ query }) => revenueOf(app.db, query.year));

  registerRoute(app, apiRoutes.staffDownloadRevenueCsv, async ({ query, request, reply }) =>
    sendCsv(reply, await revenueCsv(app.db, writerOf(request), query.year)),
  );
};
