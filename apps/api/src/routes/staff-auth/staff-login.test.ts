import { MfaSetup, StaffLoginResponse, StaffMe, StaffSession } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaffMember } from '../../db/factories/index.ts';
import { auditLog, staffMembers, staffSessions } from '../../db/schema.ts';
import { newTotpSecret } from '../../services/auth/totp.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';
import {
  awayFromStepEdge,
  bearer,
  errorOf,
  freshAddress,
  totpCode,
  wrongCode,
} from '../auth/auth-test-support.ts';

describe('staff log in with a password and always a second factor', () => {
  const t = testAppPerBlock();
  beforeEach(awayFromStepEdge);

  let n = 0;
  const freshStaffEmail = () => `staf${++n}-${Math.random().toString(36).slice(2, 8)}@kodewerk.nl`;

  const postLogin = (email: string, password: string, address = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/staff/login',
      remoteAddress: address,
      payload: { email, password },
    });
  const postCode = (token: string, code: string | number) =>
    t.app.inject({ method: 'POST', url: '/staff/validate-mfa', payload: { token, code } });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/staff/me', headers: bearer(token) });

  const withFactor = async (role: 'beheerder' | 'ontwikkelaar' | 'financieel' = 'ontwikkelaar') => {
    const email = freshStaffEmail();
    const secret = newTotpSecret();
    const member = await createStaffMember(t.db, { role, email, totpSecret: secret, name: 'Daan Visser' });
    return { member, email, secret };
  };

  it('asks for the code after the right password, and the code gives a full staff login', async () => {
    const { member, email, secret } = await withFactor();
    const first = await postLogin(email.toUpperCase(), 'Welkom123!');
    expect(first.statusCode, first.body).toBe(200);
    const answer = StaffLoginResponse.parse(first.json());
    if (answer.step !== 'code') throw new Error('expected the code step');

    // The mfa token alone reaches nothing.
    expect((await me(answer.mfa)).statusCode).toBe(401);

    const second = await postCode(answer.mfa, totpCode(secret));
    expect(second.statusCode, second.body).toBe(200);
    const session = StaffSession.parse(second.json());
    expect(session.staff).toEqual({
      id: member.id,
      name: 'Daan Visser',
      email,
      role: 'ontwikkelaar',
      mfa_enabled: true,
    });
    const who = await me(session.token);
    expect(who.statusCode).toBe(200);
    expect(StaffMe.parse(who.json()).id).toBe(member.id);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const { email } = await withFactor();
    for (const [address, password] of [
      [email, 'Fout1234567!'],
      ['niemand@kodewerk.nl', 'Welkom123!'],
    ] as const) {
      const response = await postLogin(address, password);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe('De inloggegevens zijn onjuist, probeer het opnieuw.');
    }
  });

  it('answers a wrong code with a new mfa token, refuses a replayed code and ends after five wrong codes', async () => {
    const { email, secret } = await withFactor();
    const answer = StaffLoginResponse.parse((await postLogin(email, 'Welkom123!')).json());
    if (answer.step !== 'code') throw new Error('expected the code step');
    let token = answer.mfa;
    const wrong = await postCode(token, wrongCode(secret));
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Deze code is niet juist, probeer het opnieuw.');
    const next = errorOf(wrong).mfa;
    expect(next).toBeDefined();
    // The old token is used up.
    expect((await postCode(token, totpCode(secret))).statusCode).toBe(401);
    token = next ?? '';
    const used = totpCode(secret);
    const ok = await postCode(token, used);
    expect(ok.statusCode, ok.body).toBe(200);

    // The same code again, on a new login, is a replay.
    const again = StaffLoginResponse.parse((await postLogin(email, 'Welkom123!')).json());
    if (again.step !== 'code') throw new Error('expected the code step');
    const replay = await postCode(again.mfa, used);
    expect(replay.statusCode).toBe(401);

    let chain = errorOf(replay).mfa ?? '';
    for (let i = 0; i < 4; i++) chain = errorOf(await postCode(chain, wrongCode(secret))).mfa ?? '';
    const sixth = await postCode(chain, totpCode(secret, 1));
    expect(sixth.statusCode).toBe(429);
  });

  it('sends a staff member without a factor to the setup, and nowhere else until it is confirmed', async () => {
    const email = freshStaffEmail();
    const member = await createStaffMember(t.db, { role: 'beheerder', email });
    const answer = StaffLoginResponse.parse((await postLogin(email, 'Welkom123!')).json());
    if (answer.step !== 'setup') throw new Error('expected the setup step');
    expect(answer.session.staff.mfa_enabled).toBe(false);
    const setupToken = answer.session.token;

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/staff/refresh',
      headers: bearer(setupToken),
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(errorOf(elsewhere).error).toBe('mfa_setup_required');
    expect((await me(setupToken)).statusCode).toBe(200);

    const start = await t.app.inject({ method: 'GET', url: '/staff/setup-mfa', headers: bearer(setupToken) });
    expect(start.statusCode, start.body).toBe(200);
    const setup = MfaSetup.parse(start.json());
    expect(setup.uri).toContain(encodeURIComponent(email));
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,/);

    const confirmAt = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/staff/setup-mfa', headers: bearer(setupToken), payload });
    const wrong = await confirmAt({ token: setup.secret, code: wrongCode(setup.secret) });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields?.code).toBe('Deze code is niet juist, probeer het opnieuw.');

    const confirmed = await confirmAt({ token: setup.secret, code: totpCode(setup.secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = StaffSession.parse(confirmed.json());
    expect(session.staff.mfa_enabled).toBe(true);
    // The setup token is used up; the new one is a full login.
    expect((await me(setupToken)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/staff/refresh',
      headers: bearer(session.token),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.staffId, member.id));
    expect(entry).toMatchObject({
      action: 'staff_mfa.confirm',
      entity: 'staff_member',
      entityId: String(member.id),
    });

    // From now on logging in asks for the code.
    const next = StaffLoginResponse.parse((await postLogin(email, 'Welkom123!')).json());
    expect(next.step).toBe('code');
  });

  it('refuses a customer’s token on staff routes and a staff token on portal routes', async () => {
    const customer = await loggedInCustomer(t.db);
    const asCustomer = await me(customer.token);
    expect(asCustomer.statusCode).toBe(401);
    expect(errorOf(asCustomer).error).toBe('unauthorized');

    const { email, secret } = await withFactor('beheerder');
    const answer = StaffLoginResponse.parse((await postLogin(email, 'Welkom123!')).json());
    if (answer.step !== 'code') throw new Error('expected the code step');
    const session = StaffSession.parse((await postCode(answer.mfa, totpCode(secret))).json());
    for (const url of ['/me', '/user-stories', '/invoices']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(session.token) });
      expect(response.statusCode, url).toBe(401);
    }
    // And the staff login is not a customer login either.
    const customerLogin = await t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: freshAddress(),
      payload: { email, password: 'Welkom123!', source: 'kodewerk.nl' },
    });
    expect(customerLogin.statusCode).toBe(401);
  });

  it('logs out, and a deactivated staff member’s token stops working at once', async () => {
    const { member, email, secret } = await withFactor();
    const answer = StaffLoginResponse.parse((await postLogin(email, 'Welkom123!')).json());
    if (answer.step !== 'code') throw new Error('expected the code step');
    const session = StaffSession.parse((await postCode(answer.mfa, totpCode(secret))).json());
    await t.db.update(staffMembers).set({ deactivatedAt: new Date() }).where(eq(staffMembers.id, member.id));
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await postLogin(email, 'Welkom123!')).statusCode).toBe(401);

    const other = await withFactor();
    const login = StaffLoginResponse.parse((await postLogin(other.email, 'Welkom123!')).json());
    if (login.step !== 'code') throw new Error('expected the code step');
    const live = StaffSession.parse((await postCode(login.mfa, totpCode(other.secret))).json());
    const out = await t.app.inject({ method: 'POST', url: '/staff/logout', headers: bearer(live.token) });
    expect(out.statusCode).toBe(200);
    expect((await me(live.token)).statusCode).toBe(401);
    const [row] = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, other.member.id));
    expect(row?.tokenHash).not.toBe(live.token);
  });
  describe('a staff login lasts a working day', () => {
    afterEach(() => vi.useRealTimers());
    const hour = 60 * 60 * 1000;
    const loggedIn = async () => {
      const { email, secret } = await withFactor();
      const answer = StaffLoginResponse.parse((await postLogin(email, 'Welkom123!')).json());
      if (answer.step !== 'code') throw new Error('expected the code step');
      return StaffSession.parse((await postCode(answer.mfa, totpCode(secret))).json()).token;
    };
    const at = (start: number, ms: number) => vi.setSystemTime(start + ms);

    it('ends after two hours unused', async () => {
      const token = await loggedIn();
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      const lastUse = 2 * hour - 60_000;
      at(start, lastUse);
      expect((await me(token)).statusCode).toBe(200);
      at(start, lastUse + 2 * hour + 1_000);
      expect((await me(token)).statusCode).toBe(401);
    });

    it('ends twelve hours after the login, however busy', async () => {
      const token = await loggedIn();
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let hours = 1; hours <= 11; hours++) {
        at(start, hours * hour);
        expect((await me(token)).statusCode, `after ${hours} hours`).toBe(200);
      }
      at(start, 12 * hour - 60_000);
      expect((await me(token)).statusCode).toBe(200);
      at(start, 12 * hour + 60_000);
      expect((await me(token)).statusCode).toBe(401);
    });
  });
});
