import { z } from 'zod';
import { CalendarDate, DateTime, Id, IdParams } from './common.ts';
import { HOURS_TEAM, hourApprovalStates } from './constants/billable-hours.ts';
import { defineRoute } from './route.ts';
import { filledText } from './user-stories.ts';

export const HourApprovalStateSchema = z.enum(hourApprovalStates);

/** Where a time entry stands in the customer's approval; staff read it beside each entry. */
export const TimeEntryApproval = z.object({
  state: HourApprovalStateSchema,
  submitted_at: DateTime.nullable(),
  answered_at: DateTime.nullable(),
  /** The customer's person who answered; null when nobody did (automatic approval) or not yet. */
  answered_by: z.string().nullable(),
  dispute_comment: z.string().nullable(),
  approved_automatically: z.boolean(),
});
export type TimeEntryApproval = z.infer<typeof TimeEntryApproval>;

/** A submitted time entry as the customer sees it. */
export const BillableHour = z.object({
  id: z.number().int(),
  order: z.object({ id: z.number().int(), title: z.string() }),
  staff_name: z.string(),
  worked_on: CalendarDate,
  minutes: z.number().int(),
  note: z.string(),
  approval: TimeEntryApproval,
  /** Unanswered by this moment, the entry counts as approved. */
  approve_by: DateTime.nullable(),
});
export type BillableHour = z.infer<typeof BillableHour>;

export const BillableHoursQuery = z.object({
  order_id: Id.optional(),
  /** A calendar month, JJJJ-MM, by the day worked. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Maand moet een maand zijn (JJJJ-MM).')
    .optional(),
  /** Only the entries in this state: `ingediend` are those waiting for the customer's answer. */
  state: HourApprovalStateSchema.optional(),
});
export type BillableHoursQuery = z.input<typeof BillableHoursQuery>;

export const ApproveHoursBody = z.object({
  entry_ids: z
    .array(Id)
    .min(1, 'Kies minstens één tijdregel om goed te keuren.')
    .max(500, 'Keur hoogstens 500 tijdregels tegelijk goed.'),
});
export type ApproveHoursBody = z.input<typeof ApproveHoursBody>;

export const DisputeHourBody = z.object({
  comment: filledText('Toelichting').max(1000, 'Toelichting mag maximaal 1000 tekens bevatten.'),
});
export type DisputeHourBody = z.input<typeof DisputeHourBody>;

export const billableHourRoutes = {
  listBillableHours: defineRoute({
    method: 'GET',
    path: '/hours',
    auth: 'bearer',
    teamRoles: HOURS_TEAM,
    tag: 'hours',
    summary:
      "The customer's submitted hours (not those still being logged), by order, month or state, newest first",
    query: BillableHoursQuery,
    response: z.array(BillableHour),
  }),
  approveBillableHours: defineRoute({
    method: 'POST',
    path: '/hours/approve',
    auth: 'bearer',
    teamRoles: HOURS_TEAM,
    tag: 'hours',
    summary: 'Approve submitted hours, one or many; approved hours become pro-forma lines; answered ones 409',
    body: ApproveHoursBody,
    response: z.array(BillableHour),
  }),
  disputeBillableHour: defineRoute({
    method: 'POST',
    path: '/hours/:id/dispute',
    auth: 'bearer',
    teamRoles: HOURS_TEAM,
    tag: 'hours',
    summary: 'Dispute one submitted entry with a comment; the provider corrects it and submits it again',
    params: IdParams,
    body: DisputeHourBody,
    response: BillableHour,
  }),
};
