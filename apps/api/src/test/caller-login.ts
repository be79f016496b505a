import type { RouteDefinition } from '@maatwerk/contract';
import { createUser } from '../db/factories/index.ts';
import { createSession } from '../services/sessions.ts';
import type { TestApp } from './build-test-app.ts';
import { loggedInStaff } from './staff-login.ts';

/**
 * A fresh Authorization header for the kind of caller a route takes: a new user of the customer for
 * a portal route, a beheerder (who may call every staff route) for a staff route, the search key.
 */
export const callerAuthorization = async (
  t: TestApp,
  customerId: number,
  auth: RouteDefinition['auth'],
): Promise<string> => {
  if (auth === 'search-key') return `Bearer ${t.env.SEARCH_PUBLIC_KEY}`;
  if (auth === 'staff') return `Bearer ${(await loggedInStaff(t.db, 'beheerder')).token}`;
  const user = await createUser(t.db, { customerId });
  return `Bearer ${(await createSession(t.db, user.id, 'login')).token}`;
};
