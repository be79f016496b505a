import { z } from 'zod';
import { CalendarDate, Cents, DateTime, IdParams } from './common.ts';
import { invoiceStatuses } from './constants/billing.ts';
import { BILLING_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

export const InvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_price_cents: Cents,
  vat_rate: z.number().int(),
  /** quantity × unit price, excluding VAT. */
  total_cents: Cents,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** concept: saved, not sent; open: sent, not yet due; overdue: past its due date; paid. */
export const InvoiceState = z.enum(['concept', 'open', 'overdue', 'paid']);
export type InvoiceState = z.infer<typeof InvoiceState>;

/** Where an invoice stands in its life (invoiceStatuses in the constants), derived, never stored. */
export const InvoiceStatus = z.enum(invoiceStatuses, { error: 'Onbekende factuurstatus.' });
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** A sent document named by its number: a credit note beside its invoice, or the invoice it credits. */
export const CreditNoteReference = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_on: CalendarDate,
  /** Negative for a credit note: what it takes back, VAT included. */
  total_cents: Cents,
});
export type CreditNoteReference = z.infer<typeof CreditNoteReference>;

export const Invoice = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  description: z.string(),
  state: InvoiceState,
  issued_on: CalendarDate.nullable(),
  due_on: CalendarDate.nullable(),
  paid_at: DateTime.nullable(),
  subtotal_cents: Cents,
  /** No Dutch VAT is charged ("btw verlegd"): the customer accounts for it; every line is at 0%. */
  reverse_charge: z.boolean(),
  vat_cents: Cents,
  total_cents: Cents,
  lines: z.array(InvoiceLine),
  /** The invoice's life as the back office sees it: concept, verzonden, gedeeltelijk betaald, ... */
  status: InvoiceStatus,
  /** The period the work or service was delivered in. */
  period_start: CalendarDate.nullable(),
  period_end: CalendarDate.nullable(),
  paid_cents: Cents,
  /** Still to pay: total, less credit notes and payments (negative: the provider pays back). */
  balance_cents: Cents,
  /** The credit notes that take back lines of this invoice; each has its own PDF. */
  credit_notes: z.array(CreditNoteReference),
});
export type Invoice = z.infer<typeof Invoice>;

export const subscriptionIntervals = ['month', 'quarter', 'year'] as const;

export const Subscription = z.object({
  id: z.number().int(),
  description: z.string(),
  interval: z.enum(subscriptionIntervals),
  amount_cents: Cents,
  vat_rate: z.number().int(),
  started_on: CalendarDate,
  next_invoice_on: CalendarDate.nullable(),
  ended_on: CalendarDate.nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

export const InvoicesResponse = z.object({
  saved: z.array(Invoice),
  sent: z.array(Invoice),
  subscriptions: z.array(Subscription),
});
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

export const ProFormaLine = InvoiceLine.extend({
  id: z.number().int(),
  worked_on: CalendarDate,
});
export type ProFormaLine = z.infer<typeof ProFormaLine>;

export const invoiceRoutes = {
  listInvoices: defineRoute({
    method: 'GET',
    path: '/invoices',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: "The caller's saved and sent invoices and subscriptions",
    response: InvoicesResponse,
  }),
  listProFormaLines: defineRoute({
    method: 'GET',
    path: '/invoices/pro-forma',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'Work done and not yet invoiced: the lines of the next invoice',
    response: z.array(ProFormaLine),
  }),
  /**
   * The PDF of a sent invoice (application/pdf, not JSON): the site fetches it with the bearer
   * token and hands it to the browser as a download; a credit note beside an invoice has its own.
   * Drafts have no PDF: 404.
   */
  downloadInvoicePdf: defineRoute({
    method: 'GET',
    path: '/invoices/:id/pdf',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'A sent invoice or credit note as PDF',
    params: IdParams,
    response: z.string().meta({ format: 'binary', contentMediaType: 'application/pdf' }),
  }),
  /**
   * The e-invoice of a sent invoice or credit note: UBL 2.1 XML after Peppol BIS Billing 3.0 and
   * NLCIUS (application/xml, not JSON), for the customer's bookkeeping software. Drafts: 404.
   */
  downloadInvoiceUbl: defineRoute({
    method: 'GET',
    path: '/invoices/:id/ubl',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag: 'invoices',
    summary: 'A sent invoice or credit note as e-invoice (UBL 2.1, Peppol BIS Billing 3.0)',
    params: IdParams,
    response: z.string().meta({ contentMediaType: 'application/xml' }),
  }),
};
