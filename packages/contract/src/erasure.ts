import { z } from 'zod';
import { DateTime } from './common.ts';
import { ERASURE_REASON_MAX, erasureMessages, erasureStates } from './constants/erasure.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { optionalText, text } from './fields.ts';
import { defineRoute } from './route.ts';

/** A person's request to have their data erased, as they follow it. */
export const ErasureRequest = z
  .object({
    id: z.uuid(),
    state: z.enum(erasureStates),
    requested_at: DateTime,
    done_at: DateTime.nullable(),
  })
  .meta({ id: 'ErasureRequest' });
export type ErasureRequest = z.infer<typeof ErasureRequest>;

export const MyErasureRequest = z.object({ request: ErasureRequest.nullable() });
export type MyErasureRequest = z.infer<typeof MyErasureRequest>;

export const RequestErasureBody = z.object({
  statement: z.literal(true, { error: erasureMessages.confirmStatement }),
  reason: optionalText(text('Reden', 1, ERASURE_REASON_MAX)).optional(),
});
export type RequestErasureBody = z.input<typeof RequestErasureBody>;

export const erasureRoutes = {
  getMyErasureRequest: defineRoute({
    method: 'GET',
    path: '/me/erasure-request',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary: 'The caller’s latest request to have their data erased, if any',
    response: MyErasureRequest,
  }),
  requestErasure: defineRoute({
    method: 'POST',
    path: '/me/erasure-request',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary:
      'Ask for the erasure of my personal data (AVG); staff confirm it. The last eigenaar of a company with others is refused',
    body: RequestErasureBody,
    response: MyErasureRequest,
    status: 202,
  }),
};
