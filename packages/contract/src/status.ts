import { z } from 'zod';
import { DateTime } from './common.ts';
import {
  serviceStates,
  statusEventKinds,
  statusEventStates,
  statusImpacts,
  statusResourceTypes,
  statusServices,
} from './constants/status.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

export const StatusEventUpdate = z.object({
  id: z.number().int(),
  state: z.enum(statusEventStates),
  message: z.string(),
  created_at: DateTime,
});
export type StatusEventUpdate = z.infer<typeof StatusEventUpdate>;

/** An incident or maintenance as the public sees it: no customers, no resources. */
export const StatusEvent = z.object({
  id: z.number().int(),
  kind: z.enum(statusEventKinds),
  title: z.string(),
  services: z.array(z.enum(statusServices)),
  impact: z.enum(statusImpacts),
  state: z.enum(statusEventStates),
  starts_at: DateTime,
  /** When the provider expects it to end; null when unknown. */
  planned_end_at: DateTime.nullable(),
  /** When it was resolved or finished. */
  closed_at: DateTime.nullable(),
  /** Newest first. */
  updates: z.array(StatusEventUpdate),
});
export type StatusEvent = z.infer<typeof StatusEvent>;

export const StatusBoard = z.object({
  /** When this state was read from the database. */
  generated_at: DateTime,
  /** True when the database did not answer in time and this is the last state that was read. */
  stale: z.boolean(),
  services: z.array(z.object({ service: z.enum(statusServices), state: z.enum(serviceStates) })),
  /** Open incidents and maintenance under way. */
  current: z.array(StatusEvent),
  /** Maintenance still to come. */
  planned: z.array(StatusEvent),
  /** Closed events of the last weeks, most recent first. */
  past: z.array(StatusEvent),
});
export type StatusBoard = z.infer<typeof StatusBoard>;

export const AffectedResource = z.object({
  type: z.enum(statusResourceTypes),
  id: z.number().int(),
  /** Hostname, package name or domain name. */
  name: z.string(),
});
export type AffectedResource = z.infer<typeof AffectedResource>;

/** An open incident and which of the customer's own things it touches. */
export const CustomerIncident = StatusEvent.extend({ affected: z.array(AffectedResource) });
export type CustomerIncident = z.infer<typeof CustomerIncident>;

export const statusRoutes = {
  getStatusBoard: defineRoute({
    method: 'GET',
    path: '/status',
    auth: 'none',
    tag: 'status',
    summary:
      'The state of each service, open incidents, maintenance and recent history; when the database is slow, the last known state (stale: true)',
    response: StatusBoard,
  }),
  listMyIncidents: defineRoute({
    method: 'GET',
    path: '/status/my-incidents',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    tag: 'status',
    summary: "Open incidents that touch the customer's own servers, hosting packages or domains",
    response: z.array(CustomerIncident),
  }),
};
