import { LoginSessionInfo, SecurityEvent } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordSecurityEvent } from '../../services/security-log.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { bearer, errorOf, loginFrom, loginToken, makeUser, postLogin } from '../auth/auth-test-support.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('sessions and the security log', () => {
  const t = testAppPerBlock();

  const sessionsOf = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/sessions', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return exactly(z.array(LoginSessionInfo), response.json());
  };
  const eventsOf = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/security-events', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return exactly(z.array(SecurityEvent), response.json());
  };
  const endSession = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/sessions/${id}`, headers: bearer(token) });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });

  it('lists my logins with device, address and the current one marked', async () => {
    const person = await makeUser(t.db);
    const laptop = await loginFrom(t.app, person, CHROME_WINDOWS, '192.0.2.10');
    await loginFrom(t.app, person, SAFARI_IPHONE, '192.0.2.20');
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    expect(list.find((session) => session.current)).toMatchObject({
      device: 'Chrome op Windows',
      address: '192.0.2.10',
    });
    expect(list.find((session) => !session.current)).toMatchObject({
      device: 'Safari op iOS',
      address: '192.0.2.20',
    });
  });

  it('shows the device and address that refreshed the login last', async () => {
    const person = await makeUser(t.db);
    const token = await loginFrom(t.app, person, CHROME_WINDOWS, '192.0.2.30');
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/refresh',
      remoteAddress: '192.0.2.31',
      headers: { ...bearer(token), 'user-agent': SAFARI_IPHONE },
    });
    const next = (refreshed.json() as { token: string }).token;
    expect(await sessionsOf(next)).toEqual([
      expect.objectContaining({ current: true, device: 'Safari op iOS', address: '192.0.2.31' }),
    ]);
  });

  it('ends one of my other logins: its token answers 401, mine goes on', async () => {
    const person = await makeUser(t.db);
    const mine = await loginFrom(t.app, person, CHROME_WINDOWS, '192.0.2.40');
    const lost = await loginFrom(t.app, person, SAFARI_IPHONE, '192.0.2.41');
    const other = (await sessionsOf(mine)).find((session) => !session.current)!;
    const response = await endSession(mine, other.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(lost)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/refresh', headers: bearer(lost) })).statusCode).toBe(
      401,
    );
    expect((await me(mine)).statusCode).toBe(200);
    expect((await sessionsOf(mine)).map((session) => session.id)).not.toContain(other.id);
    expect((await eventsOf(mine))[0]).toMatchObject({ kind: 'session_ended', address: '127.0.0.1' });
    // Once ended it is gone: the same 404 as someone else's.
    expect((await endSession(mine, other.id)).statusCode).toBe(404);
  });

  it('cannot end another person’s session: 404 in the documented shape, and it keeps working', async () => {
    const me1 = await makeUser(t.db);
    const them = await makeUser(t.db);
    const mine = await loginToken(t.app, me1);
    const theirs = await loginToken(t.app, them);
    const [theirSession] = await sessionsOf(theirs);
    const response = await endSession(mine, theirSession!.id);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ statusCode: 404, error: 'not_found' });
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await eventsOf(mine)).map((event) => event.kind)).toEqual(['login']);
  });

  it('"overal afmelden" ends every other login and keeps this one', async () => {
    const person = await makeUser(t.db);
    const mine = await loginToken(t.app, person);
    const others = [await loginToken(t.app, person), await loginToken(t.app, person)];
    const response = await t.app.inject({
      method: 'POST',
      url: '/sessions/end-others',
      headers: bearer(mine),
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await sessionsOf(mine)).map((session) => session.current)).toEqual([true]);
    expect((await eventsOf(mine))[0]?.kind).toBe('other_sessions_ended');
  });

  it('logs logins and failed logins of a known account with address and device, newest first', async () => {
    const person = await makeUser(t.db);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: '198.51.100.7',
      headers: { 'user-agent': SAFARI_IPHONE },
      payload: { source: 'kodewerk.nl', email: person.email, password: 'niet-het-wachtwoord' },
    });
    expect(failed.statusCode).toBe(401);
    const token = await loginFrom(t.app, person, CHROME_WINDOWS, '198.51.100.8');
    const events = await eventsOf(token);
    expect(events.map(({ kind, address, device }) => ({ kind, address, device }))).toEqual([
      { kind: 'login', address: '198.51.100.8', device: 'Chrome op Windows' },
      { kind: 'login_failed', address: '198.51.100.7', device: 'Safari op iOS' },
    ]);
    // Another person sees none of these.
    const stranger = await loginToken(t.app, await makeUser(t.db));
    expect((await eventsOf(stranger)).map((event) => event.kind)).toEqual(['login']);
  });

  it('writes nothing for a failed login of an unknown address', async () => {
    const person = await makeUser(t.db);
    const response = await postLogin(t.app, { email: `x${person.email}`, password: 'niet-het-wachtwoord' });
    expect(response.statusCode).toBe(401);
    const token = await loginToken(t.app, person);
    expect((await eventsOf(token)).map((event) => event.kind)).toEqual(['login']);
  });

  it('logs a password change', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const response = await t.app.inject({
      method: 'POST',
      url: '/me?_method=PUT',
      headers: { ...bearer(token), 'user-agent': CHROME_WINDOWS },
      payload: { current_password: person.password, new_password: 'Blauwe-Vogel-Zingt-42' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await eventsOf(token))[0]).toMatchObject({
      kind: 'password_changed',
      device: 'Chrome op Windows',
    });
  });

  it('answers at most the last 50 events', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const start = Date.now() - 60 * 60 * 1000;
    for (let i = 0; i < 55; i += 1) {
      await recordSecurityEvent(t.db, person.user.id, 'login_failed', undefined, new Date(start + i * 1000));
    }
    const events = await eventsOf(token);
    expect(events).toHaveLength(50);
    expect(events[0]?.kind).toBe('login');
    expect(events[1]).toMatchObject({ kind: 'login_failed', device: 'Onbekend apparaat', address: null });
    expect(events[1]!.created_at).toBe(new Date(start + 54_000).toISOString());
  });
});
