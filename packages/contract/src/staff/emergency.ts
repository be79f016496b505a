import { z } from 'zod';
import { DateTime, IdParams } from '../common.ts';
import { defineRoute } from '../route.ts';
import { ALL_STAFF, OPERATIONS } from './roles.ts';
import { ServiceClock } from './service-levels.ts';

/** Acknowledged calls the list still shows below the open ones, newest first. */
export const ACKNOWLEDGED_CALLS_SHOWN = 50;

export const StaffEmergencyCall = z.object({
  id: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  /** Who called: null when that person's login has since been removed. */
  caller: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  description: z.string(),
  created_at: DateTime,
  /** When the on-call engineer was mailed. */
  mailed_at: DateTime.nullable(),
  acknowledged_at: DateTime.nullable(),
  acknowledged_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the call was marked afgerond (done); only an acknowledged call can be. */
  resolved_at: DateTime.nullable(),
  resolved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type StaffEmergencyCall = z.infer<typeof StaffEmergencyCall>;

/** A call in the list, with its clock against the next target of priority 1 (null when done). */
export const StaffEmergencyCallListItem = StaffEmergencyCall.extend({ clock: ServiceClock.nullable() });
export type StaffEmergencyCallListItem = z.infer<typeof StaffEmergencyCallListItem>;

export const StaffAcknowledgeResult = z.object({
  call: StaffEmergencyCall,
  /**
   * How many people of the company get the "opgepakt" mail (the caller and every colleague who may
   * make a call); the mails go through the mail queue. 0 when there is nobody to mail.
   */
  mails_queued: z.number().int(),
});
export type StaffAcknowledgeResult = z.infer<typeof StaffAcknowledgeResult>;

export const staffEmergencyRoutes = {
  listStaffEmergencyCalls: defineRoute({
    method: 'GET',
    path: '/staff/emergency-calls',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-emergency',
    summary: `Emergency calls: every open one (least business time left to its next target first), then the last ${ACKNOWLEDGED_CALLS_SHOWN} acknowledged`,
    response: z.array(StaffEmergencyCallListItem),
  }),
  resolveStaffEmergencyCall: defineRoute({
    method: 'POST',
    path: '/staff/emergency-calls/:id/resolve',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-emergency',
    summary:
      'Mark an acknowledged call afgerond (done): the customer sees it so in the portal; an open call or one already done answers 409',
    params: IdParams,
    response: StaffEmergencyCall,
  }),
  acknowledgeStaffEmergencyCall: defineRoute({
    method: 'POST',
    path: '/staff/emergency-calls/:id/acknowledge',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-emergency',
    summary:
      'Acknowledge an open call: records who and when and queues a mail to the caller and every colleague who may make a call; an acknowledged call answers 409',
    params: IdParams,
    response: StaffAcknowledgeResult,
  }),
};
