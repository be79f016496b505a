import { LoginSession, Passkey, SecurityEvent } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passkeyChallenges } from '../../db/schema.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { SoftwareAuthenticator } from '../../test/software-authenticator.ts';
import {
  awayFromStepEdge,
  bearer,
  errorOf,
  loginToken,
  makeUser,
  postLogin,
  type TestUser,
  totpCode,
} from '../auth/auth-test-support.ts';
import { addPasskeyWith, passkeyLoginOptions, postFrom } from './passkey-test-support.ts';

describe('passkeys', () => {
  const t = testAppPerBlock();

  const post = (url: string, payload: unknown, token?: string) => postFrom(t.app, url, payload, token);
  const addPasskey = (token: string, person: TestUser, authenticator: SoftwareAuthenticator) =>
    addPasskeyWith(t.app, token, person.password, authenticator);
  const loginOptions = () => passkeyLoginOptions(t.app);

  const eventsOf = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/security-events', headers: bearer(token) });
    return exactly(z.array(SecurityEvent), response.json()).map((event) => event.kind);
  };

  it('adds a passkey after the password, lists it and logs in with it without a password', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const authenticator = new SoftwareAuthenticator();
    const passkey = await addPasskey(token, person, authenticator);
    expect(passkey).toMatchObject({ name: 'Laptop', last_used_at: null });

    const list = await t.app.inject({ method: 'GET', url: '/passkeys', headers: bearer(token) });
    expect(exactly(z.array(Passkey), list.json())).toEqual([passkey]);

    const login = await post('/passkey-login', { response: authenticator.get(await loginOptions()) });
    expect(login.statusCode, login.body).toBe(200);
    const session = exactly(LoginSession, login.json());
    expect(session.userdata.email).toBe(person.email);

    const [used] = exactly(
      z.array(Passkey),
      (await t.app.inject({ method: 'GET', url: '/passkeys', headers: bearer(session.token) })).json(),
    );
    expect(used?.last_used_at).not.toBeNull();
    expect(await eventsOf(session.token)).toEqual(expect.arrayContaining(['passkey_added', 'login']));
  });

  it('refuses to start adding a passkey without the right password or code', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const wrong = await post('/passkeys/options', { password: 'niet-het-wachtwoord' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields).toHaveProperty('password');
    expect((await post('/passkeys/options', {}, token)).statusCode).toBe(422);
    const noFactor = await post('/passkeys/options', { code: '123456' }, token);
    expect(noFactor.statusCode).toBe(422);
    expect(errorOf(noFactor).fields).toHaveProperty('code');
  });

  it('starts adding a passkey with a fresh code of the authenticator app', async () => {
    await awayFromStepEdge();
    const person = await makeUser(t.db, { totp: true });
    const pending = await postLogin(t.app, { email: person.email, password: person.password });
    const done = await post('/validate-mfa', {
      token: pending.json().mfa,
      code: totpCode(person.secret ?? ''),
    });
    const { token } = exactly(LoginSession, done.json());
    // The code just used at login is spent; the next step's code is fresh.
    const options = await post('/passkeys/options', { code: totpCode(person.secret ?? '', 1) }, token);
    expect(options.statusCode, options.body).toBe(200);
  });

  it('refuses a wrong, a used and another ceremony’s challenge', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(token, person, authenticator);

    const made = await post('/passkey-login', {
      response: authenticator.get({ challenge: 'bm9uLWV4aXN0ZW50' }),
    });
    expect(made.statusCode).toBe(401);

    const options = await loginOptions();
    const first = await post('/passkey-login', { response: authenticator.get(options) });
    expect(first.statusCode, first.body).toBe(200);
    const replayed = await post('/passkey-login', { response: authenticator.get(options) });
    expect(replayed.statusCode).toBe(401);

    // A registration challenge does not log in.
    const registration = await post('/passkeys/options', { password: person.password }, token);
    const crossed = await post('/passkey-login', { response: authenticator.get(registration.json()) });
    expect(crossed.statusCode).toBe(401);
  });

  it('refuses an answer to a challenge past its five minutes: logging in, the code step and adding', async () => {
    await awayFromStepEdge();
    const person = await makeUser(t.db, { totp: true });
    const secret = person.secret ?? '';
    const pending = await postLogin(t.app, { email: person.email, password: person.password });
    const first = await post('/validate-mfa', { token: pending.json().mfa, code: totpCode(secret) });
    const { token } = exactly(LoginSession, first.json());
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(token, person, authenticator);
    const expireChallenges = () =>
      t.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const refused = 'Deze passkey werd niet geaccepteerd. Probeer het opnieuw of log in met je wachtwoord.';

    const options = await loginOptions();
    await expireChallenges();
    const late = await post('/passkey-login', { response: authenticator.get(options) });
    expect(late.statusCode).toBe(401);
    expect(errorOf(late).message).toBe(refused);
    // The same passkey with a fresh challenge logs in: the time was the reason.
    const fresh = await post('/passkey-login', { response: authenticator.get(await loginOptions()) });
    expect(fresh.statusCode, fresh.body).toBe(200);

    const mfa = (await postLogin(t.app, { email: person.email, password: person.password })).json().mfa;
    const stepOptions = await post('/validate-mfa/passkey-options', { token: mfa });
    expect(stepOptions.statusCode, stepOptions.body).toBe(200);
    await expireChallenges();
    const lateStep = await post('/validate-mfa/passkey', {
      token: mfa,
      response: authenticator.get(stepOptions.json()),
    });
    expect(lateStep.statusCode).toBe(401);
    expect(errorOf(lateStep).message).toBe(refused);

    const addOptions = await post('/passkeys/options', { password: person.password }, token);
    expect(addOptions.statusCode, addOptions.body).toBe(200);
    await expireChallenges();
    const lateAdd = await post(
      '/passkeys',
      { name: 'Telefoon', response: new SoftwareAuthenticator().create(addOptions.json()) },
      token,
    );
    expect(lateAdd.statusCode).toBe(422);
    expect(errorOf(lateAdd).fields?.response).toBe(
      'De passkey kon niet worden toegevoegd. Probeer het opnieuw.',
    );
    const list = await t.app.inject({ method: 'GET', url: '/passkeys', headers: bearer(token) });
    expect(exactly(z.array(Passkey), list.json()).map((one) => one.name)).toEqual(['Laptop']);
  });

  it('refuses an answer whose counter went back', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(token, person, authenticator);
    const ok = await post('/passkey-login', {
      response: authenticator.get(await loginOptions(), { counter: 10 }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const cloned = await post('/passkey-login', {
      response: authenticator.get(await loginOptions(), { counter: 5 }),
    });
    expect(cloned.statusCode).toBe(401);
    expect(await eventsOf(token)).toContain('login_failed');
  });

  it('answers 404 for another person’s passkey and removes one’s own with the password', async () => {
    const owner = await makeUser(t.db);
    const ownerToken = await loginToken(t.app, owner);
    const passkey = await addPasskey(ownerToken, owner, new SoftwareAuthenticator());
    const other = await makeUser(t.db);
    const otherToken = await loginToken(t.app, other);

    const foreign = await post(`/passkeys/${passkey.id}/remove`, { password: other.password }, otherToken);
    expect(foreign.statusCode).toBe(404);
    const wrong = await post(`/passkeys/${passkey.id}/remove`, { password: 'fout-wachtwoord' }, ownerToken);
    expect(wrong.statusCode).toBe(422);

    const removed = await post(`/passkeys/${passkey.id}/remove`, { password: owner.password }, ownerToken);
    expect(removed.statusCode, removed.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/passkeys', headers: bearer(ownerToken) });
    expect(list.json()).toEqual([]);
    expect(await eventsOf(ownerToken)).toContain('passkey_removed');
  });

  it('stands in for the code at the code step, and a refused one counts as a wrong code', async () => {
    await awayFromStepEdge();
    const person = await makeUser(t.db, { totp: true });
    const pending = await postLogin(t.app, { email: person.email, password: person.password });
    const first = await post('/validate-mfa', {
      token: pending.json().mfa,
      code: totpCode(person.secret ?? ''),
    });
    const { token } = exactly(LoginSession, first.json());
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(token, person, authenticator);

    // Another person's passkey does not pass this person's code step.
    const stranger = await makeUser(t.db);
    const strangerAuthenticator = new SoftwareAuthenticator();
    await addPasskey(await loginToken(t.app, stranger), stranger, strangerAuthenticator);

    const mfa = (await postLogin(t.app, { email: person.email, password: person.password })).json().mfa;
    const options = await post('/validate-mfa/passkey-options', { token: mfa });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().allowCredentials).toHaveLength(1);
    const refused = await post('/validate-mfa/passkey', {
      token: mfa,
      response: strangerAuthenticator.get(options.json()),
    });
    expect(refused.statusCode).toBe(401);
    const next = errorOf(refused).mfa;
    expect(next).toEqual(expect.any(String));

    const again = await post('/validate-mfa/passkey-options', { token: next });
    const done = await post('/validate-mfa/passkey', {
      token: next,
      response: authenticator.get(again.json()),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(exactly(LoginSession, done.json()).userdata.email).toBe(person.email);
    // The mfa token was for one try.
    const reused = await post('/validate-mfa/passkey', {
      token: next,
      response: authenticator.get(again.json()),
    });
    expect(reused.statusCode).toBe(401);
  });
});
