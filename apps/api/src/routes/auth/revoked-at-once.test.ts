import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { createSession, hashToken } from '../../services/sessions.ts';
import { staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { bearer, changePassword, makeUser } from './auth-test-support.ts';

/**
 * Each login is used just before it ends, so that the instance has found it a moment ago (on the
 * embedded database it keeps it in the process, decision 0049): the next request is refused all
 * the same.
 */
describe('a login that ends is refused at the very next request', () => {
  const t = testAppPerBlock();
  const support = staffPerBlock(t, 'beheerder');
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
  const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
  const login = async (userId: number) => (await createSession(t.db, userId, 'login')).token;

  /** A person with two logins, both just used. */
  const usedLogins = async () => {
    const person = await makeUser(t.db);
    const own = await login(person.user.id);
    const other = await login(person.user.id);
    for (const token of [own, other]) expect((await me(token)).statusCode).toBe(200);
    return { person, own, other };
  };

  it('after logging out', async () => {
    const { own, other } = await usedLogins();
    expect((await post('/logout', own)).statusCode).toBe(200);
    expect((await me(own)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('after "Overal afmelden" and after a password change, for every other login', async () => {
    const { person, own, other } = await usedLogins();
    expect((await post('/sessions/end-others', own)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const third = await login(person.user.id);
    expect((await me(third)).statusCode).toBe(200);
    const changed = await changePassword(t.app, own, person.password, 'Nieuw-wachtwoord-2026!');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(own)).statusCode).toBe(200);
  });

  it('after the support desk deactivates the person', async () => {
    const { person, own, other } = await usedLogins();
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/staff/people/${person.user.id}/deactivate`,
      headers: support.headers,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    for (const token of [own, other]) expect((await me(token)).statusCode).toBe(401);
  });

  it('once it has been idle for two hours, and when its row is revoked directly', async () => {
    const { own, other } = await usedLogins();
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 2 * 60 * 60 * 1000 - 1000) })
      .where(eq(sessions.tokenHash, hashToken(own)));
    expect((await me(own)).statusCode).toBe(401);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(other)));
    expect((await me(other)).statusCode).toBe(401);
  });
});
