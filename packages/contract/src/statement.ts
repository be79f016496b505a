import { z } from 'zod';
import { CalendarDate, Cents } from './common.ts';
import { agingBuckets } from './constants/statement.ts';
import { BILLING_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';
import { PaymentMethod } from './staff/invoices.ts';

/**
 * The rekeningoverzicht (docs/decisions/0064): every open item of a customer's account, the
 * payments received, the credit balance and the total due, all in cents, computed in one service.
 */

export const AgingBucket = z.enum(agingBuckets, {
  error: 'Kies een leeftijd van 0-30, 31-60, 61-90 of 90+.',
});
export type AgingBucket = z.infer<typeof AgingBucket>;

export const OpenItem = z.object({
  invoice_id: z.number().int(),
  kind: z.enum(['factuur', 'creditfactuur']),
  number: z.string(),
  description: z.string(),
  issued_on: CalendarDate,
  /** A credit note has none; its age counts from its date. */
  due_on: CalendarDate.nullable(),
  /** As sent, VAT included; negative for a credit note. */
  total_cents: Cents,
  /** Received on an invoice; zero on a credit note. */
  paid_cents: Cents,
  /** Taken back by the invoice's credit notes (zero or negative); zero on a credit note. */
  credited_cents: Cents,
  /** Still to pay (positive), or still to the customer's credit (negative): not yet settled. */
  open_cents: Cents,
  /** Europe/Amsterdam calendar days past the due date (a credit note: its date); negative: not yet due. */
  days_past_due: z.number().int(),
  bucket: AgingBucket,
});
export type OpenItem = z.infer<typeof OpenItem>;

export const StatementPayment = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  paid_on: CalendarDate,
  amount_cents: Cents,
  method: PaymentMethod,
});
export type StatementPayment = z.infer<typeof StatementPayment>;

export const Statement = z.object({
  customer: z.object({ id: z.number().int(), name: z.string() }),
  /** The day it was drawn up (Europe/Amsterdam). */
  date: CalendarDate,
  /** Open invoices and unsettled credit notes, oldest due date first. */
  items: z.array(OpenItem),
  /** Payments received from `payments_since` up to `date`, newest first. */
  payments: z.array(StatementPayment),
  payments_since: CalendarDate,
  /** What the open invoices still ask. */
  open_cents: Cents,
  /** What unsettled credit notes (or an overpayment) leave to the customer's credit: zero or more. */
  credit_cents: Cents,
  /** open less credit; negative when the credit is larger. */
  total_due_cents: Cents,
});
export type Statement = z.infer<typeof Statement>;

const tag = 'invoices';

export const statementRoutes = {
  getStatement: defineRoute({
    method: 'GET',
    path: '/invoices/statement',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag,
    summary:
      "The rekeningoverzicht: the caller's open items, payments received, credit balance and total due",
    response: Statement,
  }),
  downloadStatementPdf: defineRoute({
    method: 'GET',
    path: '/invoices/statement/pdf',
    auth: 'bearer',
    teamRoles: BILLING_TEAM,
    tag,
    summary: 'The rekeningoverzicht as PDF',
    response: z.string().meta({ format: 'binary', contentMediaType: 'application/pdf' }),
  }),
};
