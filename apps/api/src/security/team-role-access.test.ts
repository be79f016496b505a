import { type TeamRole, teamRoles } from '@maatwerk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../db/factories/index.ts';
import { createSession } from '../services/sessions.ts';
import { testAppPerBlock } from '../test/app-per-block.ts';
import { expectedTeamAccess } from './expected-access.ts';
import {
  countRows,
  expectDocumentedError,
  expectTableMatchesContract,
  fillPath,
  methodForms,
  portalRoutes,
  routeKey,
  UNKNOWN_ID,
} from './route-support.ts';

/**
 * Every bearer route of the contract, as every team role, against the table of expected-access.ts
 * (written out there, not read from the contract): a role the row allows never hears 403, the
 * others hear 403 `forbidden` and nothing is written. A route without a row fails, as does a row
 * without a route.
 */
describe('every portal route obeys the caller’s team role', () => {
  const t = testAppPerBlock();
  const userOf = {} as Record<TeamRole, number>;

  beforeAll(async () => {
    const customer = await createCustomer(t.db);
    for (const role of teamRoles) {
      userOf[role] = (await createUser(t.db, { customerId: customer.id, teamRole: role })).id;
    }
  });

  /** A fresh login of the role's person per request: /logout and /refresh end the one they are called with. */
  const headersOf = async (role: TeamRole) => ({
    authorization: `Bearer ${(await createSession(t.db, userOf[role], 'login')).token}`,
  });

  it('has one row per portal route, no row without a route, and the roles of each row in the contract', () => {
    expectTableMatchesContract(portalRoutes, expectedTeamAccess, teamRoles, (route) => route.teamRoles);
  });

  for (const { name, route } of portalRoutes) {
    const row = expectedTeamAccess.get(routeKey(route));
    for (const form of methodForms(route)) {
      for (const role of teamRoles) {
        const allowed = row?.[role];
        const expectation =
          allowed === undefined
            ? 'needs a row in expected-access.ts'
            : allowed
              ? 'not 403'
              : '403, nothing written';
        it(`${form.method} ${route.path}${form.suffix} (${name}) as ${role}: ${expectation}`, async () => {
          expect(row, `${routeKey(route)} has no row in expected-access.ts`).toBeDefined();
          const headers = await headersOf(role);
          const before = allowed ? undefined : await countRows(t.db);
          const response = await t.app.inject({
            method: form.method,
            url: fillPath(route.path, { id: UNKNOWN_ID, reference: `x:${UNKNOWN_ID}` }) + form.suffix,
            headers,
            ...(form.method !== 'GET' && { payload: {} }),
          });
          if (allowed) {
            expect(response.statusCode, response.body).not.toBe(403);
            return;
          }
          expect(response.statusCode, response.body).toBe(403);
          expectDocumentedError(route, response, `${name} as ${role}`);
          expect(response.json().error).toBe('forbidden');
          expect(await countRows(t.db)).toEqual(before);
        });
      }
    }
  }
});
