import { z } from 'zod';
import { CalendarDate, Cents, DateTime, Id, IdParams, Ok, PickedId } from '../common.ts';
import { INVOICE_LIMITS, invoiceKinds, paymentMethods } from '../constants/billing.ts';
import { dateField, euroAmount, isBlankInput, text, VatRate } from '../fields.ts';
import { CreditNoteReference, InvoiceLine, InvoiceStatus } from '../invoices.ts';
import { defineRoute } from '../route.ts';
import { FINANCE } from './roles.ts';

export const InvoiceKind = z.enum(invoiceKinds);
export type InvoiceKind = z.infer<typeof InvoiceKind>;
export const PaymentMethod = z.enum(paymentMethods, { error: 'Kies hoe er betaald is.' });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** A quantity with at most two decimals (1.5 hours); a form may send it as text with a comma. */
const Quantity = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value),
  z
    .number({
      error: (issue) => (isBlankInput(issue.input) ? 'Aantal is verplicht.' : 'Aantal moet een getal zijn.'),
    })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Aantal mag hoogstens twee decimalen hebben.',
    })
    .refine(
      (value) =>
        Math.round(value * 100) >= INVOICE_LIMITS.quantityHundredths.min &&
        Math.round(value * 100) <= INVOICE_LIMITS.quantityHundredths.max,
      { error: `Aantal moet tussen 0,01 en ${INVOICE_LIMITS.quantityHundredths.max / 100} liggen.` },
    ),
);

export const InvoiceLineBody = z.object({
  description: text('Omschrijving van de regel', 1, INVOICE_LIMITS.lineDescription.max),
  quantity: Quantity,
  unit_price_cents: euroAmount(
    'Prijs per stuk',
    INVOICE_LIMITS.unitPriceCents.min,
    INVOICE_LIMITS.unitPriceCents.max,
  ),
  vat_rate: VatRate,
});
export type InvoiceLineBody = z.input<typeof InvoiceLineBody>;

/** A concept: who it is for, what it says, the period delivered in and its lines. Amounts are the server's. */
export const InvoiceConceptBody = z
  .object({
    customer_id: PickedId('Klant'),
    description: text('Omschrijving', 1, INVOICE_LIMITS.description.max),
    period_start: dateField('Begin van de leveringsperiode'),
    period_end: dateField('Einde van de leveringsperiode'),
    lines: z
      .array(InvoiceLineBody)
      .min(INVOICE_LIMITS.lines.min, 'Een factuur heeft minstens één regel.')
      .max(INVOICE_LIMITS.lines.max, `Een factuur heeft hoogstens ${INVOICE_LIMITS.lines.max} regels.`),
  })
  .refine((body) => body.period_end >= body.period_start, {
    path: ['period_end'],
    error: 'Het einde van de leveringsperiode ligt vóór het begin.',
  });
export type InvoiceConceptBody = z.input<typeof InvoiceConceptBody>;

export const PaymentBody = z.object({
  paid_on: dateField('Betaaldatum'),
  amount_cents: euroAmount('Bedrag', INVOICE_LIMITS.paymentCents.min, INVOICE_LIMITS.paymentCents.max),
  method: PaymentMethod,
});
export type PaymentBody = z.input<typeof PaymentBody>;

export const CreditNoteBody = z.object({
  /** The lines of the original invoice to take back, each whole. */
  line_ids: z
    .array(Id)
    .min(1, 'Kies minstens één regel om te crediteren.')
    .max(INVOICE_LIMITS.lines.max, 'Te veel regels.'),
});
export type CreditNoteBody = z.input<typeof CreditNoteBody>;

/** Invoices per page of the staff list. */
export const STAFF_INVOICES_PAGE_SIZE = 100;

export const StaffInvoiceListQuery = z.object({
  status: InvoiceStatus.optional(),
  customer_id: Id.optional(),
  /** The page of the list, STAFF_INVOICES_PAGE_SIZE at a time; the first when left out. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StaffInvoiceListQuery = z.input<typeof StaffInvoiceListQuery>;

const Named = z.object({ id: z.number().int(), name: z.string() });
const DocumentReference = CreditNoteReference;

export const StaffInvoiceSummary = z.object({
  id: z.number().int(),
  kind: InvoiceKind,
  /** Given at sending; null for a concept. */
  number: z.string().nullable(),
  status: InvoiceStatus,
  description: z.string(),
  customer: Named,
  issued_on: CalendarDate.nullable(),
  due_on: CalendarDate.nullable(),
  total_cents: Cents,
  /** What is still to be paid: total, less credit notes and payments. Negative: to be paid back. */
  balance_cents: Cents,
});
export type StaffInvoiceSummary = z.infer<typeof StaffInvoiceSummary>;

export const StaffInvoiceLine = InvoiceLine.extend({
  id: z.number().int(),
  /** Taken back by a credit note already: it cannot be credited again. */
  credited: z.boolean(),
});
export type StaffInvoiceLine = z.infer<typeof StaffInvoiceLine>;

export const InvoicePayment = z.object({
  id: z.number().int(),
  paid_on: CalendarDate,
  amount_cents: Cents,
  method: PaymentMethod,
  recorded_at: DateTime,
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;

export const VatGroup = z.object({ rate: z.number().int(), base_cents: Cents, vat_cents: Cents });

export const StaffInvoice = StaffInvoiceSummary.extend({
  period_start: CalendarDate.nullable(),
  period_end: CalendarDate.nullable(),
  sent_at: DateTime.nullable(),
  /** An EU business customer outside the Netherlands with a VAT id: no Dutch VAT, "btw verlegd". */
  reverse_charge: z.boolean(),
  subtotal_cents: Cents,
  vat_cents: Cents,
  vat: z.array(VatGroup),
  paid_cents: Cents,
  credited_cents: Cents,
  lines: z.array(StaffInvoiceLine),
  payments: z.array(InvoicePayment),
  /** The credit notes that take back lines of this invoice. */
  credit_notes: z.array(DocumentReference),
  /** For a credit note: the invoice it takes lines back from. */
  credits: DocumentReference.nullable(),
});
export type StaffInvoice = z.infer<typeof StaffInvoice>;

/** A document just sent; `mail_queued`: its mail to the billing address waits on the job queue. */
export const StaffInvoiceSent = z.object({ invoice: StaffInvoice, mail_queued: z.boolean() });
export type StaffInvoiceSent = z.infer<typeof StaffInvoiceSent>;

const tag = 'staff-invoices';

export const staffInvoiceRoutes = {
  staffListInvoices: defineRoute({
    method: 'GET',
    path: '/staff/invoices',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary:
      'Invoices and credit notes of every customer, newest first, filtered on status or customer, 100 per page',
    query: StaffInvoiceListQuery,
    response: z.array(StaffInvoiceSummary),
  }),
  staffGetInvoice: defineRoute({
    method: 'GET',
    path: '/staff/invoices/:id',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'One invoice or credit note with its lines, VAT per rate, payments and credit notes',
    params: IdParams,
    response: StaffInvoice,
  }),
  staffCreateInvoice: defineRoute({
    method: 'POST',
    path: '/staff/invoices',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'A new concept invoice for a customer; amounts are computed by the server; audited',
    body: InvoiceConceptBody,
    response: StaffInvoice,
    status: 201,
  }),
  staffUpdateInvoice: defineRoute({
    method: 'PUT',
    path: '/staff/invoices/:id',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'Replace what a concept says and its lines; a sent invoice never changes (422); audited',
    params: IdParams,
    body: InvoiceConceptBody,
    response: StaffInvoice,
  }),
  staffDeleteInvoice: defineRoute({
    method: 'DELETE',
    path: '/staff/invoices/:id',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'Throw a concept away; a sent invoice stays (422); audited',
    params: IdParams,
    response: Ok,
  }),
  staffSendInvoice: defineRoute({
    method: 'POST',
    path: '/staff/invoices/:id/send',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary:
      "Send a concept: it gets the next number of its year (2026-0001, without gaps), today's date and its due date, and is mailed with its PDF to the customer's billing address; audited",
    params: IdParams,
    response: StaffInvoiceSent,
  }),
  staffAddInvoicePayment: defineRoute({
    method: 'POST',
    path: '/staff/invoices/:id/payments',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'Register a payment of a sent invoice; more than the balance answers 422; audited',
    params: IdParams,
    body: PaymentBody,
    response: StaffInvoice,
    status: 201,
  }),
  staffCreateCreditNote: defineRoute({
    method: 'POST',
    path: '/staff/invoices/:id/credit-notes',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary:
      'Take back some or all lines of a sent invoice with a credit note of its own series (C2026-0001), sent at once and mailed with its PDF; audited',
    params: IdParams,
    body: CreditNoteBody,
    response: StaffInvoiceSent,
    status: 201,
  }),
  staffDownloadInvoicePdf: defineRoute({
    method: 'GET',
    path: '/staff/invoices/:id/pdf',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'A sent invoice or credit note as PDF, as the customer got it',
    params: IdParams,
    response: z.string().meta({ format: 'binary', contentMediaType: 'application/pdf' }),
  }),
  staffDownloadInvoiceUbl: defineRoute({
    method: 'GET',
    path: '/staff/invoices/:id/ubl',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary:
      'A sent invoice or credit note as e-invoice (UBL 2.1, Peppol BIS Billing 3.0), as the customer got it',
    params: IdParams,
    response: z.string().meta({ contentMediaType: 'application/xml' }),
  }),
};
