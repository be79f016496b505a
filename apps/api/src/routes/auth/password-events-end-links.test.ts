import { LoginLink } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { postFrom } from '../passkeys/passkey-test-support.ts';
import {
  bearer,
  changePassword,
  freshEmail,
  loginToken,
  makeUser,
  type TestUser,
} from './auth-test-support.ts';
import { expectLinksEnded, tokenInMail as sharedTokenInMail } from './ended-links-test-support.ts';

const NEW_PASSWORD = 'Lange-nieuwe-zin-42';

/**
 * Whoever once knew the password (or held an open laptop) may have asked for an e-mail change,
 * a reset link or a login link. A password reset, a password change and "Overal afmelden" end
 * every one of them, so that the owner who acts keeps the account.
 */
describe('a password reset, a password change and "Overal afmelden" end every link handed out', () => {
  const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });

  const post = (url: string, payload: unknown, token?: string) => postFrom(t.app, url, payload, token);
  const tokenInMail = (to: string, page: string) => sharedTokenInMail(t, to, page);

  /** What an intruder with the password could have made: a login, a login link, an e-mail change link. */
  const intruderHoldings = async (person: TestUser) => {
    const token = await loginToken(t.app, person);
    const created = await post('/login-link', {}, token);
    expect(created.statusCode, created.body).toBe(201);
    const link = new URL(LoginLink.parse(created.json()).url).searchParams.get('login-token') ?? '';
    const newEmail = freshEmail();
    const asked = await post('/me/email-change', { new_email: newEmail, password: person.password }, token);
    expect(asked.statusCode, asked.body).toBe(202);
    const emailChange = await tokenInMail(newEmail, 'e-mailadres-bevestigen');
    return { token, link, emailChange };
  };
  const askReset = async (person: TestUser) => {
    expect((await post('/password-reset/request', { email: person.email })).statusCode).toBe(202);
    return tokenInMail(person.email, 'wachtwoord-herstellen');
  };

  it('a password reset ends the e-mail change link, the login link and every login', async () => {
    const person = await makeUser(t.db);
    const held = await intruderHoldings(person);
    const reset = await askReset(person);
    const done = await post('/password-reset', {
      token: reset,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    await expectLinksEnded(t, person, { ...held, reset });
  });

  it('a password change ends the e-mail change link, a reset link, the login link and the other logins', async () => {
    const person = await makeUser(t.db);
    const held = await intruderHoldings(person);
    const reset = await askReset(person);
    const own = await loginToken(t.app, person);
    const changed = await changePassword(t.app, own, person.password, NEW_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
    await expectLinksEnded(t, person, { ...held, reset });
    // The owner's own login goes on.
    expect((await t.app.inject({ method: 'GET', url: '/me', headers: bearer(own) })).statusCode).toBe(200);
  });

  it('"Overal afmelden" ends the e-mail change link, a reset link, the login link and the other logins', async () => {
    const person = await makeUser(t.db);
    const held = await intruderHoldings(person);
    const reset = await askReset(person);
    const own = await loginToken(t.app, person);
    const ended = await post('/sessions/end-others', undefined, own);
    expect(ended.statusCode, ended.body).toBe(200);
    await expectLinksEnded(t, person, { ...held, reset });
    expect((await t.app.inject({ method: 'GET', url: '/me', headers: bearer(own) })).statusCode).toBe(200);
  });
});
