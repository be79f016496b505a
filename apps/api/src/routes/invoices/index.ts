import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { customerInvoiceUbl } from '../../services/e-invoice/downloads.ts';
import { findSentInvoice, listInvoices, listProFormaLines } from '../../services/invoices.ts';
import { sentPdfOf } from '../../services/sent-invoice-pdfs.ts';

/** The customer's invoices, pro-forma lines, PDFs and e-invoices. */
export const invoiceRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listInvoices, ({ request }) => listInvoices(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.listProFormaLines, ({ request }) =>
    listProFormaLines(app.db, sessionOf(request)),
  );

  registerRoute(app, apiRoutes.downloadInvoicePdf, async ({ params, request, reply }) => {
    const caller = sessionOf(request);
    const found = await findSentInvoice(app.db, caller, params.id);
    if (!found) throw notFound('Deze factuur bestaat niet, of is niet van jou.');
    const pdf = await sentPdfOf(app.db, found);
    const name = found.invoice.kind === 'creditfactuur' ? 'creditfactuur' : 'factuur';
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}-${found.invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store');
    // A Buffer is sent as it is: the JSON serializer of the contract does not touch it.
    return pdf as unknown as string;
  });

  registerRoute(app, apiRoutes.downloadInvoiceUbl, async ({ params, request, reply }) => {
    const { xml, filename } = await customerInvoiceUbl(app.db, sessionOf(request), params.id);
    reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store');
    // As a Buffer, so that the JSON serializer of the contract leaves the XML as it is.
    return Buffer.from(xml, 'utf8') as unknown as string;
  });
};
