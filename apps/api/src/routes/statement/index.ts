import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sendDownload } from '../../lib/send-download.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { customerStatement, renderStatementPdf } from '../../services/statement/index.ts';

/** The customer's rekeningoverzicht, on screen and as PDF: their own account only. */
export const statementRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getStatement, ({ request }) => customerStatement(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.downloadStatementPdf, async ({ request, reply }) => {
    const statement = await customerStatement(app.db, sessionOf(request));
    return sendDownload(reply, {
      bytes: await renderStatementPdf(statement),
      filename: `rekeningoverzicht-${statement.date}.pdf`,
      type: 'application/pdf',
    });
  });
};
