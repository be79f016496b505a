import { z } from 'zod';
import { Cents, DateTime } from './common.ts';
import { ORDERS_TEAM } from './constants/team-roles.ts';
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

export const emergencyRoutes = {
  getEmergencyTerms: defineRoute({
    method: 'GET',
    path: '/emergency-terms',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'emergency',
    summary:
      "What an emergency call costs the caller's company: included in a running subscription, or the hourly rate",
    response: EmergencyTerms,
  }),
  createEmergencyRequest: defineRoute({
    method: 'POST',
    path: '/emergency-request',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'emergency',
    summary:
      'Call the on-call engineer: the description is stored and mailed at once; if the mail cannot be sent, nothing is stored and the answer is 503',
    body: EmergencyRequestBody,
    response: EmergencyRequest,
    status: 201,
  }),
};
