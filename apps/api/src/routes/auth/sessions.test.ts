import { LoginLink, LoginSession } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { changePassword } from '../../services/auth/session-lifecycle.ts';
import { findSession, hashToken } from '../../services/sessions.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { bearer, errorOf, loginToken, makeUser, postLogin } from './auth-test-support.ts';

describe('refresh, logout and login links', () => {
  const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });

  const refresh = (token: string) => t.app.inject({ method: 'GET', url: '/refresh', headers: bearer(token) });
  const sessionRow = async (token: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0]!;

  it('GET /refresh answers a new token with the user data and revokes the old one', async () => {
    const person = await makeUser(t.db);
    const old = await loginToken(t.app, person);
    const response = await refresh(old);
    expect(response.statusCode).toBe(200);
    const body = LoginSession.parse(response.json());
    expect(body.token).not.toBe(old);
    expect(body.userdata.first_name).toBe(person.user.firstName);
    expect(body.userdata.last_name).toBe(person.user.lastName);
    expect(body.client_name).toBe(person.companyName);

    const again = await refresh(old);
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).error).toBe('unauthorized');
    expect((await refresh(body.token)).statusCode).toBe(200);
  });

  it('keeps the absolute expiry of the login over a refresh', async () => {
    const person = await makeUser(t.db);
    const old = await loginToken(t.app, person);
    const before = await sessionRow(old);
    const { token } = LoginSession.parse((await refresh(old)).json());
    expect((await sessionRow(token)).expiresAt.getTime()).toBe(before.expiresAt.getTime());
  });

  it('lets only one of two refreshes with the same token win', async () => {
    const person = await makeUser(t.db);
    const old = await loginToken(t.app, person);
    const answers = await Promise.all([refresh(old), refresh(old)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('POST /logout revokes the token: it answers 401 afterwards', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const response = await t.app.inject({ method: 'POST', url: '/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a login token unused for two hours, and one past its week', async () => {
    const person = await makeUser(t.db);
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
    const idle = await loginToken(t.app, person);
    expect((await me(idle)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 2 * 60 * 60 * 1000 - 1000) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    expect((await me(idle)).statusCode).toBe(401);
    expect((await refresh(idle)).statusCode).toBe(401);

    // Past its week, though used a minute ago: every call refuses it, not only a refresh.
    const old = await loginToken(t.app, person);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastUsedAt: new Date(Date.now() - 60 * 1000) })
      .where(eq(sessions.tokenHash, hashToken(old)));
    const expired = await me(old);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).error).toBe('unauthorized');
    expect((await refresh(old)).statusCode).toBe(401);
  });

  it('keeps a login in use alive: a call notes its use once more than a minute has passed', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const lastUsed = () => sessionRow(token).then((row) => row.lastUsedAt.getTime());
    const setLastUsed = (msAgo: number) =>
      t.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - msAgo) })
        .where(eq(sessions.tokenHash, hashToken(token)));
    const me = () => t.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
    // Used 30 seconds ago: reading is not writing.
    await setLastUsed(30 * 1000);
    const before = await lastUsed();
    expect((await me()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(before);
    // Used two minutes ago: this call is noted, so the two idle hours count from now.
    await setLastUsed(2 * 60 * 1000);
    const started = Date.now();
    expect((await me()).statusCode).toBe(200);
    expect(await lastUsed()).toBeGreaterThanOrEqual(started - 1000);
  });

  const createLink = (token: string, path?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/login-link',
      headers: bearer(token),
      payload: path === undefined ? {} : { path },
    });

  it('makes a one-time login link to the site whose token GET /refresh answers with a login, once', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const created = await createLink(token, '/klantenportaal/opdrachten?status=open');
    expect(created.statusCode).toBe(201);
    const link = LoginLink.parse(created.json());
    const url = new URL(link.url);
    expect(url.origin).toBe('https://www.kodewerk.test');
    expect(url.pathname).toBe('/klantenportaal/opdrachten');
    expect(url.searchParams.get('status')).toBe('open');
    const linkToken = url.searchParams.get('login-token')!;
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);

    // The site takes the token in as its login token and refreshes with it (spec §1, §7).
    const first = await refresh(linkToken);
    expect(first.statusCode).toBe(200);
    const session = LoginSession.parse(first.json());
    expect(session.token).not.toBe(linkToken);
    expect(session.userdata.email).toBe(person.email);
    expect(session.client_name).toBe(person.companyName);
    expect((await refresh(session.token)).statusCode).toBe(200);
    // The link is no login of its own: it works once, and says so after.
    const second = await refresh(linkToken);
    expect(second.statusCode).toBe(401);
    expect(errorOf(second).message).toBe('Deze inloglink is niet meer geldig. Log opnieuw in.');
    // The login link's token opens no other portal call.
    const otherLink = new URL(LoginLink.parse((await createLink(token)).json()).url).searchParams.get(
      'login-token',
    )!;
    const portal = await t.app.inject({ method: 'GET', url: '/me', headers: bearer(otherLink) });
    expect(portal.statusCode).toBe(401);
  });

  it('answers one of two parallel refreshes with one link token', async () => {
    const person = await makeUser(t.db);
    const link = LoginLink.parse((await createLink(await loginToken(t.app, person))).json());
    const linkToken = new URL(link.url).searchParams.get('login-token')!;
    const answers = await Promise.all([refresh(linkToken), refresh(linkToken)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('has no exchange call of its own for login links', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login-link/exchange',
      payload: { token: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('goes to the dashboard by default and never to another site', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const plain = LoginLink.parse((await createLink(token)).json());
    expect(new URL(plain.url).pathname).toBe('/klantenportaal/dashboard');
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const response = await createLink(token, path);
      expect(response.statusCode, path).toBe(422);
      expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['path']);
    }
  });

  it('refuses a login link after its ten minutes', async () => {
    const person = await makeUser(t.db);
    const link = LoginLink.parse((await createLink(await loginToken(t.app, person))).json());
    const linkToken = new URL(link.url).searchParams.get('login-token')!;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(linkToken)));
    expect((await refresh(linkToken)).statusCode).toBe(401);
  });

  it('ends every other session when the password changes, and the old password stops working', async () => {
    const person = await makeUser(t.db);
    const here = await loginToken(t.app, person);
    const elsewhere = await loginToken(t.app, person);
    const current = await findSession(t.db, here, 'login');
    await changePassword(t.db, {
      userId: person.user.id,
      newPassword: 'EenNieuwWachtwoord1!',
      keepSessionId: current!.sessionId,
    });
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await refresh(here)).statusCode).toBe(200);
    expect((await postLogin(t.app, { email: person.email, password: person.password })).statusCode).toBe(401);
    expect(
      (await postLogin(t.app, { email: person.email, password: 'EenNieuwWachtwoord1!' })).statusCode,
    ).toBe(200);
  });
});
