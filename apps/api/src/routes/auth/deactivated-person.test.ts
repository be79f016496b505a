import { LoginLink } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { SoftwareAuthenticator } from '../../test/software-authenticator.ts';
import { addPasskeyWith, passkeyLoginOptions, postFrom } from '../passkeys/passkey-test-support.ts';
import { bearer, freshEmail, loginToken, makeUser, postLogin, type TestUser } from './auth-test-support.ts';
import { expectLinksEnded, tokenInMail as sharedTokenInMail } from './ended-links-test-support.ts';

describe('a person who may no longer act for their customer', () => {
  const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });
  const support = staffPerBlock(t, 'beheerder');

  const post = (url: string, payload: unknown, token?: string) => postFrom(t.app, url, payload, token);
  const refresh = (token: string) => t.app.inject({ method: 'GET', url: '/refresh', headers: bearer(token) });
  const asSupport = (url: string) => t.app.inject({ method: 'POST', url, headers: support.headers });
  const tokenInMail = (to: string, page: string) => sharedTokenInMail(t, to, page);

  /** A team member of the eigenaar's customer with a password, as the invitation leaves them. */
  const memberOf = async (owner: TestUser): Promise<TestUser> => {
    const email = freshEmail();
    const user = await createUser(t.db, {
      customerId: owner.user.customerId,
      email,
      password: owner.password,
      teamRole: 'financieel',
    });
    return { user, email, password: owner.password, companyName: owner.companyName };
  };

  /** Everything that lets a person act: two logins, a login link, a passkey, a reset and an e-mail change link. */
  const holdingsOf = async (person: TestUser) => {
    const token = await loginToken(t.app, person);
    const other = await loginToken(t.app, person);
    const created = await post('/login-link', {}, token);
    expect(created.statusCode, created.body).toBe(201);
    const link = new URL(LoginLink.parse(created.json()).url).searchParams.get('login-token') ?? '';
    const authenticator = new SoftwareAuthenticator('www.kodewerk.test', 'https://www.kodewerk.test');
    await addPasskeyWith(t.app, token, person.password, authenticator);
    expect((await post('/password-reset/request', { email: person.email })).statusCode).toBe(202);
    const reset = await tokenInMail(person.email, 'wachtwoord-herstellen');
    const newEmail = freshEmail();
    const asked = await post('/me/email-change', { new_email: newEmail, password: person.password }, token);
    expect(asked.statusCode, asked.body).toBe(202);
    const emailChange = await tokenInMail(newEmail, 'e-mailadres-bevestigen');
    return { token, other, link, authenticator, reset, emailChange };
  };
  type Holdings = Awaited<ReturnType<typeof holdingsOf>>;

  /** None of what was handed out before works, and trying it changes nothing about the account. */
  const expectHoldingsRefused = async (person: TestUser, held: Holdings) => {
    expect((await refresh(held.other)).statusCode).toBe(401);
    await expectLinksEnded(t, person, held);
  };

  /** Whether the person's own password and passkey log in (200) or not (401). */
  const expectCredentials = async (person: TestUser, held: Holdings, status: 200 | 401) => {
    const passkey = await post('/passkey-login', {
      response: held.authenticator.get(await passkeyLoginOptions(t.app)),
    });
    expect(passkey.statusCode, passkey.body).toBe(status);
    const password = await postLogin(t.app, { email: person.email, password: person.password });
    expect(password.statusCode, password.body).toBe(status);
  };

  it('removed from the team by the eigenaar: sessions, login link, reset and e-mail links and passkey stop at once, the links for good', async () => {
    const owner = await makeUser(t.db);
    const member = await memberOf(owner);
    const held = await holdingsOf(member);

    const removed = await post(
      `/me/team/${member.user.id}/remove`,
      undefined,
      await loginToken(t.app, owner),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await expectHoldingsRefused(member, held);
    await expectCredentials(member, held, 401);
    // A new reset link is not even mailed.
    const mails = (await mailsTo(t.env.dataDir, member.email)).length;
    expect((await post('/password-reset/request', { email: member.email })).statusCode).toBe(202);
    expect(await mailsTo(t.env.dataDir, member.email)).toHaveLength(mails);

    // Taken back on by the support desk: their password and passkey work again, nothing handed out before.
    expect((await asSupport(`/staff/people/${member.user.id}/reactivate`)).statusCode).toBe(200);
    await expectHoldingsRefused(member, held);
    await expectCredentials(member, held, 200);
  });

  it('deactivated by the support desk: the same, for an eigenaar too', async () => {
    const person = await makeUser(t.db);
    const held = await holdingsOf(person);
    const deactivated = await asSupport(`/staff/people/${person.user.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await expectHoldingsRefused(person, held);
    await expectCredentials(person, held, 401);
  });
});
