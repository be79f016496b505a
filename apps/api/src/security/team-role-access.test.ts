import { type TeamRole, teamRoles } from '@maatwerk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../db/factories/index.ts';
import { createSession } from '../services/sessions.ts';
import { testAppPerBlock } from '../test/app-per-block.ts';
import { countRows, expectDocumentedError, fillPath, methodForms, portalRoutes } from './route-support.ts';

/** An id no row has: an allowed role reaches the route and hears 404 or 422, never 403. */
const UNKNOWN_ID = '2147483000';

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

  it('has routes for every role, and a route only the eigenaar may call', () => {
    for (const role of teamRoles) {
      expect(
        portalRoutes.some(({ route }) => route.teamRoles?.includes(role)),
        role,
      ).toBe(true);
    }
    expect(portalRoutes.every(({ route }) => route.teamRoles?.includes('eigenaar'))).toBe(true);
  });

  for (const { name, route } of portalRoutes) {
    for (const form of methodForms(route)) {
      for (const role of teamRoles) {
        const allowed = route.teamRoles?.includes(role) ?? false;
        it(`${form.method} ${route.path}${form.suffix} (${name}) as ${role}: ${allowed ? 'not 403' : '403, nothing written'}`, async () => {
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
