import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { staffInvoiceUbl } from '../../services/e-invoice/downloads.ts';
import {
  addPayment,
  createConcept,
  createCreditNote,
  deleteConcept,
  getStaffInvoice,
  listStaffInvoices,
  sendInvoice,
  staffInvoicePdf,
  updateConcept,
} from '../../services/staff-invoices/index.ts';
import { writerOf } from '../staff-request.ts';

/**
 * Invoices and credit notes as the finance desk handles them: concepts, sending, payments, credits,
 * PDFs and e-invoices.
 */
export const staffInvoiceRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffListInvoices, ({ query }) => listStaffInvoices(app.db, query));

  registerRoute(app, apiRoutes.staffGetInvoice, ({ params }) => getStaffInvoice(app.db, params.id));

  registerRoute(app, apiRoutes.staffCreateInvoice, ({ body, request }) =>
    createConcept(app.db, writerOf(request), body),
  );

  registerRoute(app, apiRoutes.staffUpdateInvoice, ({ params, body, request }) =>
    updateConcept(app.db, writerOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.staffDeleteInvoice, ({ params, request }) =>
    deleteConcept(app.db, writerOf(request), params.id),
  );

  registerRoute(app, apiRoutes.staffSendInvoice, ({ params, request }) =>
    sendInvoice(app.db, writerOf(request), params.id),
  );

  registerRoute(app, apiRoutes.staffAddInvoicePayment, ({ params, body, request }) =>
    addPayment(app.db, writerOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.staffCreateCreditNote, ({ params, body, request }) =>
    createCreditNote(app.db, writerOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.staffDownloadInvoicePdf, async ({ params, reply }) => {
    const { pdf, filename } = await staffInvoicePdf(app.db, params.id);
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store');
    // A Buffer is sent as it is: the JSON serializer of the contract does not touch it.
    return pdf as unknown as string;
  });

  registerRoute(app, apiRoutes.staffDownloadInvoiceUbl, async ({ params, reply }) => {
    const { xml, filename } = await staffInvoiceUbl(app.db, params.id);
    reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store');
    // As a Buffer, so that the JSON serializer of the contract leaves the XML as it is.
    return Buffer.from(xml, 'utf8') as unknown as string;
  });
};
