import { EMAIL_CHANGE_INVALID_MESSAGE } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../db/schema.ts';
import { hashToken } from '../../services/sessions.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { bearer, errorOf, freshEmail, loginToken, makeUser, postLogin } from '../auth/auth-test-support.ts';

describe('e-mail change', () => {
  const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });

  const ask = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/me/email-change', headers: bearer(token), payload });
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/email-change/confirm', payload: { token } });
  const linkTokenIn = async (address: string) => {
    const link = (await mailsTo(t.env.dataDir, address))
      .at(-1)
      ?.match(/https:\/\/www\.kodewerk\.test\/klantenportaal\/e-mailadres-bevestigen\?token=([\w-]+)/);
    expect(link).toBeTruthy();
    return link![1]!;
  };
  const emailOf = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
  const kindsOf = async (token: string) =>
    (
      (await t.app.inject({ method: 'GET', url: '/security-events', headers: bearer(token) })).json() as {
        kind: string;
      }[]
    ).map((event) => event.kind);

  it('takes effect only with the link sent to the new address, once; the old address gets a notice', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const newEmail = freshEmail();
    const asked = await ask(token, { new_email: newEmail, password: person.password });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await emailOf(person.user.id)).toBe(person.email);

    const link = await linkTokenIn(newEmail);
    const [stored] = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, person.user.id));
    expect(stored?.tokenHash).toBe(hashToken(link));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60 * 1000);

    expect((await confirm(link)).statusCode).toBe(200);
    expect(await emailOf(person.user.id)).toBe(newEmail);
    const notice = (await mailsTo(t.env.dataDir, person.email)).at(-1);
    expect(notice).toContain('Je e-mailadres is gewijzigd');
    expect(notice).toContain(newEmail);

    const again = await confirm(link);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(EMAIL_CHANGE_INVALID_MESSAGE);
    expect((await postLogin(t.app, { email: newEmail, password: person.password })).statusCode).toBe(200);
    expect((await kindsOf(token)).slice(0, 2)).toEqual(['login', 'email_changed']);
  });

  it('needs the current password', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const newEmail = freshEmail();
    const refused = await ask(token, { new_email: newEmail, password: 'niet-het-wachtwoord' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).fields).toHaveProperty('password');
    expect(await mailsTo(t.env.dataDir, newEmail)).toEqual([]);
  });

  it('answers the same for an address of another account and sends it nothing', async () => {
    const person = await makeUser(t.db);
    const other = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const asked = await ask(token, { new_email: other.email.toUpperCase(), password: person.password });
    expect(asked.statusCode).toBe(202);
    expect(await mailsTo(t.env.dataDir, other.email.toUpperCase())).toEqual([]);
    expect(await emailOf(person.user.id)).toBe(person.email);
  });

  it('a new request ends the earlier link; unknown and expired links get the same 404', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const first = freshEmail();
    await ask(token, { new_email: first, password: person.password });
    const firstLink = await linkTokenIn(first);
    const second = freshEmail();
    await ask(token, { new_email: second, password: person.password });
    expect((await confirm(firstLink)).statusCode).toBe(404);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);

    const secondLink = await linkTokenIn(second);
    await t.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.tokenHash, hashToken(secondLink)));
    const expired = await confirm(secondLink);
    expect(expired.statusCode).toBe(404);
    expect(errorOf(expired).message).toBe(EMAIL_CHANGE_INVALID_MESSAGE);
    expect(await emailOf(person.user.id)).toBe(person.email);
  });
});
