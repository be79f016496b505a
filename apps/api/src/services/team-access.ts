import { TEAM_ROLE_FORBIDDEN_MESSAGE, type TeamRole } from '@maatwerk/contract';
import { HttpError } from '../lib/http-error.ts';
import type { AuthenticatedSession } from './sessions.ts';

/** Who calls a customer service: the person, their customer and their role in its team. */
export type TeamCaller = Pick<AuthenticatedSession, 'userId' | 'customerId' | 'teamRole'>;

/**
 * The customer a caller reads or writes for, when their team role is one of `roles`; 403 otherwise.
 * Every service that reads or writes a customer's data for a portal call starts here, so the role
 * holds even where a route's guard would not be asked (the search, a service called by another).
 */
export const customerFor = (caller: TeamCaller, roles: readonly TeamRole[]): number => {
  if (!roles.includes(caller.teamRole)) throw new HttpError('forbidden', TEAM_ROLE_FORBIDDEN_MESSAGE);
  return caller.customerId;
};
