import { z } from 'zod';
import { DateTime, IdParams, Ok } from '../common.ts';
import {
  statesOfKind,
  statusEventKinds,
  statusEventStates,
  statusImpacts,
  statusResourceTypes,
  statusServices,
} from '../constants/status.ts';
import { text } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { StatusEvent } from '../status.ts';
import { ALL_STAFF, OPERATIONS } from './roles.ts';

export const STATUS_EVENT_TITLE_MAX = 200;
export const STATUS_UPDATE_MESSAGE_MAX = 5000;
/** The most customer resources one event may name. */
export const STATUS_RESOURCES_MAX = 500;
/** How many events the back office lists, newest first. */
export const STAFF_STATUS_EVENTS_SHOWN = 100;

export const StaffStatusResource = z.object({
  type: z.enum(statusResourceTypes),
  id: z.number().int(),
  name: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }),
});
export type StaffStatusResource = z.infer<typeof StaffStatusResource>;

export const StaffStatusEvent = StatusEvent.extend({
  resources: z.array(StaffStatusResource),
  /** Customers mailed that it started, and that it was resolved. */
  customers_mailed_start: z.number().int(),
  customers_mailed_resolved: z.number().int(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type StaffStatusEvent = z.infer<typeof StaffStatusEvent>;

/** Every active server, hosting package and domain an incident may touch, by customer. */
export const StaffStatusResourceOptions = z.array(StaffStatusResource);
export type StaffStatusResourceOptions = z.infer<typeof StaffStatusResourceOptions>;

const dateTimeField = (label: string) =>
  z
    .string({ error: `${label} is verplicht.` })
    .pipe(z.iso.datetime({ offset: true, error: `${label} moet een datum en tijd zijn.` }));

const ResourceRef = z.object({
  type: z.enum(statusResourceTypes, { error: 'Kies een soort dienst.' }),
  id: z.number({ error: 'Kies een dienst.' }).int().positive().max(2_147_483_647),
});

const eventFields = {
  title: text('Titel', 3, STATUS_EVENT_TITLE_MAX),
  services: z
    .array(z.enum(statusServices, { error: 'Kies een bestaande dienst.' }), {
      error: 'Kies minstens één dienst.',
    })
    .min(1, 'Kies minstens één dienst.')
    .refine((list) => new Set(list).size === list.length, 'Kies elke dienst maar één keer.'),
  impact: z.enum(statusImpacts, { error: 'Kies de gevolgen.' }),
  starts_at: dateTimeField('Begin'),
  planned_end_at: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    dateTimeField('Verwacht einde').nullable(),
  ),
  resources: z
    .array(ResourceRef, { error: 'Kies de geraakte diensten van klanten.' })
    .max(STATUS_RESOURCES_MAX, `Kies hoogstens ${STATUS_RESOURCES_MAX} diensten van klanten.`)
    .default([]),
};

const endAfterStart = (body: { starts_at: string; planned_end_at: string | null }) =>
  body.planned_end_at === null || Date.parse(body.planned_end_at) > Date.parse(body.starts_at);
const endMessage = { message: 'Verwacht einde moet na het begin liggen.', path: ['planned_end_at'] };

const updateMessage = text('Toelichting', 3, STATUS_UPDATE_MESSAGE_MAX);

export const CreateStatusEventBody = z
  .object({
    kind: z.enum(statusEventKinds, { error: 'Kies storing of onderhoud.' }),
    ...eventFields,
    state: z.enum(statusEventStates, { error: 'Kies een status.' }),
    message: updateMessage,
  })
  .refine(endAfterStart, endMessage)
  .refine((body) => statesOfKind[body.kind].includes(body.state), {
    message: 'Deze status hoort niet bij deze soort melding.',
    path: ['state'],
  })
  .refine((body) => body.kind === 'storing' || body.resources.length === 0, {
    message: 'Alleen een storing wordt aan diensten van klanten gekoppeld.',
    path: ['resources'],
  });
export type CreateStatusEventBody = z.input<typeof CreateStatusEventBody>;

/** What may change after posting: everything but the kind and the state (that is an update). */
export const EditStatusEventBody = z.object(eventFields).refine(endAfterStart, endMessage);
export type EditStatusEventBody = z.input<typeof EditStatusEventBody>;

export const StatusUpdateBody = z.object({
  state: z.enum(statusEventStates, { error: 'Kies een status.' }),
  message: updateMessage,
});
export type StatusUpdateBody = z.input<typeof StatusUpdateBody>;

export const staffStatusRoutes = {
  staffListStatusEvents: defineRoute({
    method: 'GET',
    path: '/staff/status-events',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-status',
    summary: `Incidents and maintenance, open ones first, then the last ${STAFF_STATUS_EVENTS_SHOWN} by start`,
    response: z.array(StaffStatusEvent),
  }),
  staffListStatusResources: defineRoute({
    method: 'GET',
    path: '/staff/status-resources',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-status',
    summary: 'Every active server, hosting package and domain, with its customer: what an incident may touch',
    response: StaffStatusResourceOptions,
  }),
  staffCreateStatusEvent: defineRoute({
    method: 'POST',
    path: '/staff/status-events',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-status',
    summary:
      'Post an incident or maintenance with its first update; the customers whose resources an open incident touches are mailed (once, via the work queue)',
    body: CreateStatusEventBody,
    response: StaffStatusEvent,
    status: 201,
  }),
  staffEditStatusEvent: defineRoute({
    method: 'PUT',
    path: '/staff/status-events/:id',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-status',
    summary:
      'Change the title, services, impact, times or touched resources; customers newly touched by an open incident are mailed',
    params: IdParams,
    body: EditStatusEventBody,
    response: StaffStatusEvent,
  }),
  staffAddStatusUpdate: defineRoute({
    method: 'POST',
    path: '/staff/status-events/:id/updates',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-status',
    summary:
      'Add an update with a new state; resolving an incident mails the customers that were told it started (once)',
    params: IdParams,
    body: StatusUpdateBody,
    response: StaffStatusEvent,
    status: 201,
  }),
  staffDeleteStatusEvent: defineRoute({
    method: 'DELETE',
    path: '/staff/status-events/:id',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-status',
    summary:
      'Remove an event posted by mistake, with its updates and links; mails already sent stay sent, queued ones are not sent',
    params: IdParams,
    response: Ok,
  }),
};
