import { z } from 'zod';
import { Attachment, AttachmentIds } from '../attachments.ts';
import { TimeEntryApproval } from '../billable-hours.ts';
import { CalendarDate, DateTime, Id, IdParams, PickedId } from '../common.ts';
import { todayInAmsterdam } from '../constants/money-and-dates.ts';
import { userStoryStatuses } from '../constants/user-stories.ts';
import { dateField, wholeNumber } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { Priority, RichText, UserStoryStatus } from '../user-stories.ts';
import { ALL_STAFF, OPERATIONS } from './roles.ts';
import { ServiceClock } from './service-levels.ts';

/**
 * The moves the provider's staff may make. Closing ('gesloten') and finishing ('afgerond') set the
 * order's closed_at; a move back into work clears it.
 */
export const staffStatusTransitions: Record<UserStoryStatus, readonly UserStoryStatus[]> = {
  nieuw: ['in_behandeling', 'wacht_op_klant', 'afgerond', 'gesloten'],
  in_behandeling: ['wacht_op_klant', 'afgerond', 'gesloten'],
  wacht_op_klant: ['in_behandeling', 'afgerond', 'gesloten'],
  afgerond: ['in_behandeling', 'gesloten'],
  gesloten: ['in_behandeling'],
};

/** The statuses as the provider's staff read them. */
export const staffOrderStatusLabels: Record<UserStoryStatus, string> = {
  nieuw: 'Nieuw',
  in_behandeling: 'In behandeling',
  wacht_op_klant: 'Wacht op klant',
  afgerond: 'Afgerond',
  gesloten: 'Gesloten',
};

/** A reply the customer reads, or a note only the provider's staff ever see. */
export const staffReplyKinds = ['reply', 'internal_note'] as const;
export const StaffReplyKind = z.enum(staffReplyKinds);
export type StaffReplyKind = z.infer<typeof StaffReplyKind>;

/** 'time_left': the least business time left to the next target first; finished orders last. */
export const staffOrderSorts = ['newest', 'oldest', 'priority', 'last_activity', 'time_left'] as const;
export const StaffOrderSort = z.enum(staffOrderSorts);
export type StaffOrderSort = z.infer<typeof StaffOrderSort>;

/** Orders per page of the work queue. */
export const STAFF_ORDERS_PAGE_SIZE = 50;
/** The most minutes one time entry may hold: a long working day. */
export const TIME_ENTRY_MAX_MINUTES = 24 * 60;
/** The most minutes an estimate may hold (1,000 hours). */
export const ESTIMATE_MAX_MINUTES = 60_000;

/** Filters of the work queue; each may be left out. `assignee` is a staff member's id or 'none'. */
export const StaffOrderListQuery = z.object({
  status: z.enum(userStoryStatuses, { error: 'Onbekende status.' }).optional(),
  priority: wholeNumber('Prioriteit', 1, 5).optional(),
  customer_id: Id.optional(),
  assignee: z.union([z.literal('none'), Id], { error: 'Onbekende behandelaar.' }).optional(),
  sort: StaffOrderSort.default('newest'),
  page: wholeNumber('Pagina', 1, 10_000).default(1),
});
export type StaffOrderListQuery = z.input<typeof StaffOrderListQuery>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const StaffOrderSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: UserStoryStatus,
  priority: Priority,
  customer: Named,
  assignee: Named.nullable(),
  estimate_minutes: z.number().int().nullable(),
  time_spent_minutes: z.number().int(),
  /** Replies the customer sees (internal notes not counted). */
  reply_count: z.number().int(),
  created_at: DateTime,
  /** Last activity: a reply, note, status or other change. */
  updated_at: DateTime,
});
export type StaffOrderSummary = z.infer<typeof StaffOrderSummary>;

/**
 * An order in the work queue, whether the customer replied since the caller last opened it, and
 * its clock against the next service-level target (null when finished).
 */
export const StaffOrderQueueItem = StaffOrderSummary.extend({
  unread: z.boolean(),
  clock: ServiceClock.nullable(),
});
export type StaffOrderQueueItem = z.infer<typeof StaffOrderQueueItem>;

export const StaffOrderPage = z.object({
  items: z.array(StaffOrderQueueItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StaffOrderPage = z.infer<typeof StaffOrderPage>;

export const StaffOrderReply = z.object({
  id: z.number().int(),
  kind: StaffReplyKind,
  author_name: z.string(),
  from_provider: z.boolean(),
  /** Cleaned HTML from an allowlist. */
  body_html: z.string(),
  created_at: DateTime,
  attachments: z.array(Attachment),
});
export type StaffOrderReply = z.infer<typeof StaffOrderReply>;

export const TimeEntry = z.object({
  id: z.number().int(),
  staff: Named,
  worked_on: CalendarDate,
  minutes: z.number().int(),
  note: z.string(),
  created_at: DateTime,
  /** Where the entry stands in the customer's approval before it is billed. */
  approval: TimeEntryApproval,
});
export type TimeEntry = z.infer<typeof TimeEntry>;

export const StaffOrderDetail = StaffOrderSummary.extend({
  /** Cleaned HTML from an allowlist. */
  description_html: z.string(),
  invoice_reference: z.string().nullable(),
  closed_at: DateTime.nullable(),
  created_by: z.string().nullable(),
  /** The files the customer sent with the order itself. */
  attachments: z.array(Attachment),
  /** Replies and internal notes, oldest first. */
  replies: z.array(StaffOrderReply),
  time_entries: z.array(TimeEntry),
  /** The statuses staff may move this order to now (staffStatusTransitions). */
  next_statuses: z.array(UserStoryStatus),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;

/** What the filters can choose from: every customer with orders, and the staff who can be assigned. */
export const StaffOrderFilterOptions = z.object({
  customers: z.array(Named),
  staff: z.array(Named),
});
export type StaffOrderFilterOptions = z.infer<typeof StaffOrderFilterOptions>;

export const StaffReplyBody = z.object({
  kind: StaffReplyKind.default('reply'),
  /** Rich text; the API keeps only an allowlist of tags and attributes. */
  body_html: RichText('Reactie'),
  attachment_ids: AttachmentIds,
});
export type StaffReplyBody = z.input<typeof StaffReplyBody>;

/** Whether the customer was told by e-mail; false when there was nobody to mail or sending failed. */
const MailSent = z.boolean();

export const StaffReplyResult = z.object({ reply: StaffOrderReply, mail_sent: MailSent });
export type StaffReplyResult = z.infer<typeof StaffReplyResult>;

export const StaffStatusBody = z.object({ status: UserStoryStatus });
export const StaffStatusResult = z.object({ order: StaffOrderSummary, mail_sent: MailSent });
export type StaffStatusResult = z.infer<typeof StaffStatusResult>;

export const StaffEstimateBody = z.object({
  /** Null clears the estimate. */
  estimate_minutes: wholeNumber('Schatting', 1, ESTIMATE_MAX_MINUTES).nullable(),
});

export const StaffAssigneeBody = z.object({
  /** Null leaves the order unassigned. */
  staff_id: Id.nullable(),
});

export const TimeEntryBody = z.object({
  /** Who did the work; the caller when left out. */
  staff_id: PickedId('Wie').optional(),
  /** The day of the work, in Amsterdam; not later than today (hours are written for work done). */
  worked_on: dateField('Datum').refine(
    (day) => day <= todayInAmsterdam(),
    'Datum ligt in de toekomst. Schrijf tijd op de dag dat het werk gedaan is.',
  ),
  minutes: wholeNumber('Minuten', 1, TIME_ENTRY_MAX_MINUTES),
  note: z.string().trim().max(500, 'Omschrijving mag maximaal 500 tekens bevatten.').default(''),
});
export type TimeEntryBody = z.input<typeof TimeEntryBody>;

export const TimeEntryParams = z.object({ id: Id, entryId: Id });

export const staffOrdersRoutes = {
  listStaffOrders: defineRoute({
    method: 'GET',
    path: '/staff/orders',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-orders',
    summary: 'The work queue: orders of every customer, filtered and sorted, 50 per page',
    query: StaffOrderListQuery,
    response: StaffOrderPage,
  }),
  getStaffOrderFilterOptions: defineRoute({
    method: 'GET',
    path: '/staff/orders/filter-options',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-orders',
    summary: 'The customers and staff members the work queue can be filtered on',
    response: StaffOrderFilterOptions,
  }),
  getStaffOrder: defineRoute({
    method: 'GET',
    path: '/staff/orders/:id',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-orders',
    summary: 'One order with its replies, internal notes and time entries',
    params: IdParams,
    response: StaffOrderDetail,
  }),
  createStaffOrderReply: defineRoute({
    method: 'POST',
    path: '/staff/orders/:id/replies',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary:
      'Reply as the provider (the customer sees it and gets an e-mail) or add an internal note (never shown to the customer, no e-mail). A reply on a closed order answers 409',
    params: IdParams,
    body: StaffReplyBody,
    response: StaffReplyResult,
    status: 201,
  }),
  updateStaffOrderStatus: defineRoute({
    method: 'PUT',
    path: '/staff/orders/:id/status',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary:
      'Move the order to another status (staffStatusTransitions; others answer 422); the customer gets an e-mail',
    params: IdParams,
    body: StaffStatusBody,
    response: StaffStatusResult,
  }),
  updateStaffOrderEstimate: defineRoute({
    method: 'PUT',
    path: '/staff/orders/:id/estimate',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary: 'Set or clear the estimate in minutes',
    params: IdParams,
    body: StaffEstimateBody,
    response: StaffOrderSummary,
  }),
  updateStaffOrderAssignee: defineRoute({
    method: 'PUT',
    path: '/staff/orders/:id/assignee',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary: 'Assign the order to a staff member, or to nobody',
    params: IdParams,
    body: StaffAssigneeBody,
    response: StaffOrderSummary,
  }),
  createTimeEntry: defineRoute({
    method: 'POST',
    path: '/staff/orders/:id/time-entries',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary: "Log time worked on the order; it adds to the order's time spent",
    params: IdParams,
    body: TimeEntryBody,
    response: TimeEntry,
    status: 201,
  }),
  deleteTimeEntry: defineRoute({
    method: 'DELETE',
    path: '/staff/orders/:id/time-entries/:entryId',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary: "Take back a wrongly logged time entry; the order's time spent goes down by its minutes",
    params: TimeEntryParams,
    response: StaffOrderSummary,
  }),
};
