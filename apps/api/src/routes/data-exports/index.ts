import { Readable } from 'node:stream';
import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { contentDisposition, safeFileHeaders } from '../../services/attachments/download.ts';
import {
  dataExportBytes,
  getDataExport,
  listDataExports,
  requestDataExport,
  takeDataExportDownload,
} from '../../services/privacy/exports.ts';

/** A copy of one's data (AVG): asked for, followed while it is made, downloaded once. */
export const dataExportRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.requestDataExport, ({ body, request }) =>
    requestDataExport(app.db, sessionOf(request), body.scope),
  );

  registerRoute(app, apiRoutes.listDataExports, ({ request }) => listDataExports(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.getDataExport, ({ params, request }) =>
    getDataExport(app.db, sessionOf(request), params.id),
  );

  registerRoute(app, apiRoutes.downloadDataExport, async ({ params, request, reply }) => {
    const { sizeBytes, createdAt } = await takeDataExportDownload(app.db, sessionOf(request), params.id);
    reply.headers({
      ...safeFileHeaders,
      'content-type': 'application/zip',
      'content-length': String(sizeBytes),
      'content-disposition': contentDisposition(`gegevens-${createdAt.toISOString().slice(0, 10)}.zip`),
    });
    // A stream is sent as it is: the contract's JSON serializer does not touch it.
    return Readable.from(dataExportBytes(app.db, params.id)) as unknown as string;
  });
};
