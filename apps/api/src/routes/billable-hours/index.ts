import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  approveHours,
  correctTimeEntry,
  disputeHour,
  invoiceFromProForma,
  listBillableHours,
  setHourlyRate,
  submitOrderHours,
} from '../../services/billable-hours/index.ts';
import { writerOf } from '../staff-request.ts';

/**
 * Hours approved by the customer before they are billed: staff submit an order's time, the customer
 * approves or disputes it in the portal, unanswered hours count as approved after the approval days,
 * and approved hours become pro-forma lines that staff take over into a concept invoice.
 */
export const billableHourRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listBillableHours, ({ query, request }) =>
    listBillableHours(app.db, sessionOf(request), query),
  );
  registerRoute(app, apiRoutes.approveBillableHours, ({ body, request }) =>
    approveHours(app.db, sessionOf(request), body),
  );
  registerRoute(app, apiRoutes.disputeBillableHour, ({ params, body, request }) =>
    disputeHour(app.db, sessionOf(request), params.id, body.comment),
  );

  registerRoute(app, apiRoutes.submitOrderHours, ({ params, request }) =>
    submitOrderHours(app.db, writerOf(request), params.id),
  );
  registerRoute(app, apiRoutes.correctTimeEntry, ({ params, body, request }) =>
    correctTimeEntry(app.db, writerOf(request), params.id, params.entryId, body),
  );
  registerRoute(app, apiRoutes.staffInvoiceFromProForma, ({ body, request }) =>
    invoiceFromProForma(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffSetHourlyRate, ({ params, body, request }) =>
    setHourlyRate(app.db, writerOf(request), params.id, body.hourly_rate_cents),
  );
};
