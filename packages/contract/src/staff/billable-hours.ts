import { z } from 'zod';
import { IdParams, PickedId } from '../common.ts';
import { euroAmount, text } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { StaffInvoice } from './invoices.ts';
import { TimeEntry, TimeEntryBody, TimeEntryParams } from './orders.ts';
import { FINANCE, OPERATIONS } from './roles.ts';

export const SubmitHoursResult = z.object({
  /** How many entries went to the customer for approval. */
  submitted: z.number().int(),
  /** Whether a mail to the customer's billing people is on the work queue; false when nobody can get it. */
  mail_queued: z.boolean(),
});
export type SubmitHoursResult = z.infer<typeof SubmitHoursResult>;

/** A correction of a disputed (or not yet submitted) entry; afterwards it can be submitted again. */
export const CorrectTimeEntryBody = TimeEntryBody.pick({ minutes: true, note: true });
export type CorrectTimeEntryBody = z.input<typeof CorrectTimeEntryBody>;

export const ProFormaInvoiceBody = z.object({
  customer_id: PickedId('Klant'),
  description: text('Omschrijving', 1, 200).default('Gewerkte uren'),
});
export type ProFormaInvoiceBody = z.input<typeof ProFormaInvoiceBody>;

export const HourlyRateBody = z.object({
  hourly_rate_cents: euroAmount('Uurtarief', 0, 100_000_00),
});
export type HourlyRateBody = z.input<typeof HourlyRateBody>;

export const HourlyRateResult = z.object({
  customer_id: z.number().int(),
  hourly_rate_cents: z.number().int(),
});

export const staffBillableHourRoutes = {
  submitOrderHours: defineRoute({
    method: 'POST',
    path: '/staff/orders/:id/time-entries/submit',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary:
      "Submit the order's unsubmitted time entries to the customer for approval, with one mail; audited",
    params: IdParams,
    response: SubmitHoursResult,
  }),
  correctTimeEntry: defineRoute({
    method: 'PUT',
    path: '/staff/orders/:id/time-entries/:entryId',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary:
      'Correct a disputed or unsubmitted entry (minutes, note); a submitted or approved one answers 409',
    params: TimeEntryParams,
    body: CorrectTimeEntryBody,
    response: TimeEntry,
  }),
  staffInvoiceFromProForma: defineRoute({
    method: 'POST',
    path: '/staff/invoices/from-pro-forma',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-invoices',
    summary:
      "A concept invoice of the customer's open pro-forma lines; they stay with it until it is deleted",
    body: ProFormaInvoiceBody,
    response: StaffInvoice,
    status: 201,
  }),
  staffSetHourlyRate: defineRoute({
    method: 'PUT',
    path: '/staff/customers/:id/hourly-rate',
    auth: 'staff',
    staffRoles: FINANCE,
    tag: 'staff-customers',
    summary: "The customer's hourly rate for approved hours, excluding VAT; audited",
    params: IdParams,
    body: HourlyRateBody,
    response: HourlyRateResult,
  }),
};
