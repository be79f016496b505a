import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { countingTask } from '../../plugins/schedule.ts';
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
import {
  INVOICE_MAIL_QUEUE,
  invoiceDueSubscriptions,
  mailSentInvoice,
} from '../../services/subscription-invoices/index.ts';
import { handleMailJobs } from '../mail-job.ts';
import { notifierOf, writerOf } from '../staff-request.ts';

/** How often an instance looks for subscriptions whose invoice date has come. */
const SUBSCRIPTION_CHECK_MS = 15 * 60 * 1000;

/**
 * Invoices and credit notes as the finance desk handles them: concepts, sending, payments, credits;
 * and the invoices subscriptions make on their invoice dates.
 */
export const staffInvoiceRoutes = async (app: FastifyInstance) => {
  handleMailJobs(app, INVOICE_MAIL_QUEUE, mailSentInvoice, { timeoutMs: 60_000 });
  app.schedule.register(
    'subscription-invoices',
    countingTask((now) => invoiceDueSubscriptions(app.db, now), 'made', 'subscription invoices made'),
    { everyMs: SUBSCRIPTION_CHECK_MS },
  );

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
    sendInvoice(app.db, writerOf(request), notifierOf(app, request), params.id),
  );

  registerRoute(app, apiRoutes.staffAddInvoicePayment, ({ params, body, request }) =>
    addPayment(app.db, writerOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.staffCreateCreditNote, ({ params, body, request }) =>
    createCreditNote(app.db, writerOf(request), notifierOf(app, request), params.id, body),
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
