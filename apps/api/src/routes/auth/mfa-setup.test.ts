import { LoginSession, MfaSetup, RecoveryCodes } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mfaFactors, mfaRecoveryCodes } from '../../db/schema.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import {
  awayFromStepEdge,
  bearer,
  errorOf,
  loginToken,
  makeUser,
  mfaToken,
  postCode,
  postLogin,
  type TestUser,
  totpCode,
  wrongCode,
} from './auth-test-support.ts';

describe('setting up and turning off the second factor', () => {
  const t = testAppPerBlock();
  beforeEach(awayFromStepEdge);

  const startSetup = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/setup-mfa', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return MfaSetup.parse(response.json());
  };
  const confirm = (token: string, body: { code: string | number; token: string; password?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/setup-mfa',
      headers: bearer(token),
      payload: { password: 'Welkom123!', ...body },
    });

  /** A user without a second factor who turns it on; answers the secret and recovery codes. */
  const withFactor = async (): Promise<{
    person: TestUser;
    token: string;
    secret: string;
    codes: string[];
  }> => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const { secret } = await startSetup(token);
    const response = await confirm(token, { token: secret, code: totpCode(secret) });
    expect(response.statusCode).toBe(200);
    return { person, token, secret, codes: RecoveryCodes.parse(response.json()).recovery_codes };
  };

  it('turns on only with the current password too: a token alone is not enough', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const { secret } = await startSetup(token);
    const without = await t.app.inject({
      method: 'POST',
      url: '/setup-mfa',
      headers: bearer(token),
      payload: { token: secret, code: totpCode(secret) },
    });
    expect(without.statusCode).toBe(422);
    expect(Object.keys(errorOf(without).fields ?? {})).toEqual(['password']);
    const wrong = await confirm(token, { token: secret, code: totpCode(secret), password: 'Fout12345!' });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields).toEqual({ password: 'Het wachtwoord is niet juist.' });
    // Still off: logging in needs only the password.
    const login = (await postLogin(t.app, { email: person.email, password: person.password })).json();
    expect(Object.keys(login)).not.toContain('mfa');
    expect((await confirm(token, { token: secret, code: totpCode(secret) })).statusCode).toBe(200);
  });

  it('gives a new secret with its otpauth URI for Kodewerk and a QR image', async () => {
    const person = await makeUser(t.db);
    const setup = await startSetup(await loginToken(t.app, person));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Kodewerk:${person.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Kodewerk');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // Not on until a code confirms it: logging in still needs only the password.
    expect(
      (await postLogin(t.app, { email: person.email, password: person.password })).json(),
    ).toHaveProperty('token');
  });

  it('turns it on with a right code and hands out ten one-time recovery codes, stored hashed', async () => {
    const { person, codes } = await withFactor();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const stored = await t.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, person.user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);
    expect(
      (await postLogin(t.app, { email: person.email, password: person.password })).json(),
    ).toHaveProperty('mfa');
  });

  it('refuses a wrong code and a secret that a newer setup replaced, with 422 per field', async () => {
    const person = await makeUser(t.db);
    const token = await loginToken(t.app, person);
    const first = await startSetup(token);
    const wrong = await confirm(token, { token: first.secret, code: wrongCode(first.secret) });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields).toEqual({ code: 'Deze code is niet juist, probeer het opnieuw.' });

    const second = await startSetup(token);
    const stale = await confirm(token, { token: first.secret, code: totpCode(first.secret) });
    expect(stale.statusCode).toBe(422);
    expect(Object.keys(errorOf(stale).fields ?? {})).toEqual(['token']);
    expect((await confirm(token, { token: second.secret, code: totpCode(second.secret) })).statusCode).toBe(
      200,
    );
  });

  it('answers 409 to a new setup while the factor is on', async () => {
    const { token } = await withFactor();
    const response = await t.app.inject({ method: 'GET', url: '/setup-mfa', headers: bearer(token) });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).error).toBe('conflict');
  });

  it('does not accept the code that confirmed the setup again at login', async () => {
    const { person, secret } = await withFactor();
    const replay = await postCode(t.app, await mfaToken(t.app, person), totpCode(secret));
    expect(replay.statusCode).toBe(401);
    expect((await postCode(t.app, errorOf(replay).mfa!, totpCode(secret, 1))).statusCode).toBe(200);
  });

  it('accepts a recovery code at the code step once, however it is typed', async () => {
    const { person, codes } = await withFactor();
    const typed = ` ${codes[3]!.toUpperCase().replaceAll('-', ' ')} `;
    const first = await postCode(t.app, await mfaToken(t.app, person), typed);
    expect(first.statusCode).toBe(200);
    expect(LoginSession.parse(first.json()).userdata.mfa_enabled).toBe(true);
    const again = await postCode(t.app, await mfaToken(t.app, person), codes[3]!);
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).message).toBe('Deze code is niet juist, probeer het opnieuw.');
    expect((await postCode(t.app, errorOf(again).mfa!, codes[4]!)).statusCode).toBe(200);
  });

  it('turns off only with the right password and a right code', async () => {
    const { person, token, secret } = await withFactor();
    const disable = (body: { password: string; code: string | number }) =>
      t.app.inject({ method: 'POST', url: '/disable-mfa', headers: bearer(token), payload: body });

    const badPassword = await disable({ password: 'Fout123!', code: totpCode(secret, 1) });
    expect(badPassword.statusCode).toBe(422);
    expect(errorOf(badPassword).fields).toEqual({ password: 'Het wachtwoord is niet juist.' });
    const badCode = await disable({ password: person.password, code: wrongCode(secret) });
    expect(badCode.statusCode).toBe(422);
    expect(Object.keys(errorOf(badCode).fields ?? {})).toEqual(['code']);

    const done = await disable({ password: person.password, code: totpCode(secret, 1) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect(await t.db.select().from(mfaFactors).where(eq(mfaFactors.userId, person.user.id))).toEqual([]);
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, person.user.id)),
    ).toEqual([]);
    expect(
      (await postLogin(t.app, { email: person.email, password: person.password })).json(),
    ).toHaveProperty('token');
    expect((await disable({ password: person.password, code: totpCode(secret) })).statusCode).toBe(409);
  });

  it('turns off with a recovery code instead of the app', async () => {
    const { person, token, codes } = await withFactor();
    const response = await t.app.inject({
      method: 'POST',
      url: '/disable-mfa',
      headers: bearer(token),
      payload: { password: person.password, code: codes[0] },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 to every setup route without a login token', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    for (const [method, url, payload] of [
      ['GET', '/setup-mfa', undefined],
      ['POST', '/setup-mfa', { token: secret, code: totpCode(secret) }],
      ['POST', '/disable-mfa', { password: 'Welkom123!', code: totpCode(secret) }],
    ] as const) {
      const response = await t.app.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
