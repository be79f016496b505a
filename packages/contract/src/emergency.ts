import { z } from 'zod';
import { Cents, DateTime } from './common.ts';
import { EMERGENCY_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';
import { filledText } from './user-stories.ts';

export const emergencyCostsNotConfirmed = 'Bevestig dat je weet wat de noodoproep kost.';

/**
 * What an emergency call costs the customer: nothing extra while a subscription includes it
 * (`included_in` names that subscription), otherwise the hourly rate per hour begun.
 */
export const EmergencyTerms = z.object({
  included_in: z.string().nullable(),
  /** Per hour begun, excluding VAT; charged only when `included_in` is null. */
  hourly_rate_cents: Cents,
  vat_rate: z.number().int(),
});
export type EmergencyTerms = z.infer<typeof EmergencyTerms>;

export const EmergencyRequestBody = z.object({
  description: filledText('Omschrijving')
    .min(10, 'Omschrijving moet tussen de 10 en 5000 tekens bevatten.')
    .max(5000, 'Omschrijving moet tussen de 10 en 5000 tekens bevatten.'),
  /**
   * The caller saw what the call costs (GET /emergency-terms) and agrees: a call without it is
   * refused with 422, so that nobody is called out, or billed, by a slip of the finger.
   */
  costs_confirmed: z.literal(true, { error: emergencyCostsNotConfirmed }),
});
export type EmergencyRequestBody = z.input<typeof EmergencyRequestBody>;

export const EmergencyRequest = z.object({
  id: z.number().int(),
  description: z.string(),
  created_at: DateTime,
  /** When the on-call engineer was mailed. */
  mailed_at: DateTime,
  /** The costs as they stood when the call was made. */
  terms: EmergencyTerms,
});
export type EmergencyRequest = z.infer<typeof EmergencyRequest>;

/** Where a call stands: nobody has taken it up yet, a staff member took it up, or it is done. */
export const emergencyCallStates = ['open', 'opgepakt', 'afgerond'] as const;
export type EmergencyCallState = (typeof emergencyCallStates)[number];

export const emergencyCallStateLabels: Record<EmergencyCallState, string> = {
  open: 'Open',
  opgepakt: 'Opgepakt',
  afgerond: 'Afgerond',
};

/** How many of the company's calls the portal lists, newest first. */
export const COMPANY_EMERGENCY_CALLS_SHOWN = 50;

/** A call of the company as its people see it: who made it, and who of staff took it up when. */
export const CompanyEmergencyCall = z.object({
  id: z.number().int(),
  description: z.string(),
  created_at: DateTime,
  /** The colleague who made the call; null when that person's login has since been removed. */
  caller: z.object({ name: z.string() }).nullable(),
  state: z.enum(emergencyCallStates),
  acknowledged_at: DateTime.nullable(),
  /** The staff member who took the call up (first name and surname as the back office shows it). */
  acknowledged_by: z.string().nullable(),
  resolved_at: DateTime.nullable(),
});
export type CompanyEmergencyCall = z.infer<typeof CompanyEmergencyCall>;

export const emergencyRoutes = {
  listEmergencyRequests: defineRoute({
    method: 'GET',
    path: '/emergency-requests',
    auth: 'bearer',
    teamRoles: EMERGENCY_TEAM,
    tag: 'emergency',
    summary: `The emergency calls of the caller's company, newest first (at most ${COMPANY_EMERGENCY_CALLS_SHOWN}), each with its state and who took it up when`,
    response: z.array(CompanyEmergencyCall),
  }),
  getEmergencyTerms: defineRoute({
    method: 'GET',
    path: '/emergency-terms',
    auth: 'bearer',
    teamRoles: EMERGENCY_TEAM,
    tag: 'emergency',
    summary:
      "What an emergency call costs the caller's company: included in a running subscription, or the hourly rate",
    response: EmergencyTerms,
  }),
  createEmergencyRequest: defineRoute({
    method: 'POST',
    path: '/emergency-request',
    auth: 'bearer',
    teamRoles: EMERGENCY_TEAM,
    tag: 'emergency',
    summary:
      'Call the on-call engineer: the description is stored and mailed at once; if the mail cannot be sent, nothing is stored and the answer is 503',
    body: EmergencyRequestBody,
    response: EmergencyRequest,
    status: 201,
  }),
};
