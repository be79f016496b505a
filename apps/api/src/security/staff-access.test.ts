import { randomBytes } from 'node:crypto';
import { type StaffRole, staffRoles } from '@maatwerk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../db/factories/index.ts';
import { insertStaffSession, revokeStaffSession } from '../services/staff-auth/staff-sessions.ts';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';
import { type LoggedInStaff, loggedInStaff, staffInMfaSetup } from '../test/staff-login.ts';
import { expectedStaffAccess } from './expected-access.ts';
import {
  countRows,
  expectDocumentedError,
  expectTableMatchesContract,
  fillPath,
  methodForms,
  routeKey,
  staffRoutes,
  UNKNOWN_ID,
} from './route-support.ts';

/**
 * Every route with auth 'staff' in the contract, so that a route added later is covered by adding it
 * there: no token, a customer's token and other bad tokens get 401; a staff member of a role the
 * route's row in expected-access.ts refuses gets 403 `forbidden`, one of a role it allows never 403;
 * a staff member whose second factor is not set up gets 403 `mfa_setup_required` (except on the
 * setup routes themselves). Nothing is written on 401 or 403. A route without a row fails, as does
 * a row without a route.
 */
describe('every staff route guards its door', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t);
  const staff = {} as Record<StaffRole, LoggedInStaff>;
  const inSetup = {} as Record<StaffRole, LoggedInStaff>;
  let mfaStepToken: string;
  let revokedToken: string;
  let deactivatedToken: string;
  let expiredToken: string;

  beforeAll(async () => {
    for (const role of staffRoles) {
      staff[role] = await loggedInStaff(t.db, role);
      inSetup[role] = await staffInMfaSetup(t.db, role);
    }
    const member = await createStaffMember(t.db, { role: 'beheerder', totpSecret: 'KODEWERKBEHEER23' });
    mfaStepToken = (await insertStaffSession(t.db, member.id, 'mfa')).token;
    const revoked = await insertStaffSession(t.db, member.id, 'login');
    await revokeStaffSession(t.db, revoked.sessionId);
    revokedToken = revoked.token;
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    expiredToken = (await insertStaffSession(t.db, member.id, 'login', { now: longAgo })).token;
    const gone = await createStaffMember(t.db, {
      role: 'beheerder',
      totpSecret: 'KODEWERKBEHEER23',
      deactivatedAt: new Date(),
    });
    deactivatedToken = (await insertStaffSession(t.db, gone.id, 'login')).token;
  }, 180_000);

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const badTokens: [string, () => Record<string, string>][] = [
    ['no token', () => ({})],
    ['a customer’s token', () => customer.headers],
    ['a garbage token', () => bearer(randomBytes(32).toString('base64url'))],
    ['a malformed header', () => ({ authorization: 'Bearer' })],
    ['the mfa step’s token', () => bearer(mfaStepToken)],
    ['a revoked token', () => bearer(revokedToken)],
    ['an expired token', () => bearer(expiredToken)],
    ['a deactivated staff member’s token', () => bearer(deactivatedToken)],
  ];

  it('has staff routes to check, each naming its roles', () => {
    expect(staffRoutes.length).toBeGreaterThan(4);
    for (const { name, route } of staffRoutes) {
      expect(route.path.startsWith('/staff/'), name).toBe(true);
      expect(route.staffRoles?.length, name).toBeGreaterThan(0);
    }
  });

  it('has one row per staff route, no row without a route, and the roles of each row in the contract', () => {
    expectTableMatchesContract(staffRoutes, expectedStaffAccess, staffRoles, (route) => route.staffRoles);
  });

  const call = (method: string, url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(method !== 'GET' && { payload: {} }),
    });

  /** A fresh login of the role's staff member: /staff/logout and /staff/refresh end the one they are called with. */
  const freshLogin = async (role: StaffRole) =>
    bearer((await insertStaffSession(t.db, staff[role].staffId, 'login')).token);

  for (const { name, route } of staffRoutes) {
    const row = expectedStaffAccess.get(routeKey(route));
    const allowed = staffRoles.filter((role) => row?.[role] === true);
    const refused = staffRoles.filter((role) => row?.[role] === false);
    for (const form of methodForms(route)) {
      const url = fillPath(route.path, { id: UNKNOWN_ID, entryId: UNKNOWN_ID }) + form.suffix;
      const label = `${form.method} ${route.path}${form.suffix} (${name})`;

      it(`${label} answers 401 without a staff login`, async () => {
        const before = await countRows(t.db);
        for (const [what, headers] of badTokens) {
          const response = await call(form.method, url, headers());
          expect(response.statusCode, `${what}: ${response.body}`).toBe(401);
          expectDocumentedError(route, response, what);
          expect(response.json().error, what).toBe('unauthorized');
        }
        expect(await countRows(t.db)).toEqual(before);
      });

      if (!row) {
        it(`${label} has a row in expected-access.ts`, () => {
          expect(row, `${routeKey(route)} has no row in expected-access.ts`).toBeDefined();
        });
        continue;
      }

      it(`${label} lets ${allowed.join(', ')} through: never 403`, async () => {
        for (const role of allowed) {
          const response = await call(form.method, url, await freshLogin(role));
          expect(response.statusCode, `${role}: ${response.body}`).not.toBe(403);
        }
      });

      if (refused.length > 0) {
        it(`${label} answers 403 to ${refused.join(', ')}`, async () => {
          const before = await countRows(t.db);
          for (const role of refused) {
            const response = await call(form.method, url, staff[role].headers);
            expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
            expectDocumentedError(route, response, role);
            expect(response.json().error, role).toBe('forbidden');
          }
          expect(await countRows(t.db)).toEqual(before);
        });
      }

      if (!route.staffDuringMfaSetup) {
        it(`${label} answers 403 mfa_setup_required before the second factor is set up`, async () => {
          const before = await countRows(t.db);
          for (const role of allowed) {
            const response = await call(form.method, url, inSetup[role].headers);
            expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
            expectDocumentedError(route, response, role);
            expect(response.json().error, role).toBe('mfa_setup_required');
          }
          expect(await countRows(t.db)).toEqual(before);
        });
      }
    }
  }

  it('lets a staff member of an allowed role through the door (so the refusals above mean something)', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/staff/me', headers: staff.financieel.headers });
    expect(me.statusCode, me.body).toBe(200);
    const setupMe = await t.app.inject({
      method: 'GET',
      url: '/staff/me',
      headers: inSetup.financieel.headers,
    });
    expect(setupMe.statusCode, setupMe.body).toBe(200);
  });
});
