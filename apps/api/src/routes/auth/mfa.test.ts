import { LoginSession } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../services/sessions.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import {
  awayFromStepEdge,
  bearer,
  errorOf,
  makeUser,
  mfaToken,
  postCode,
  postLogin,
  totpCode,
  wrongCode,
} from './auth-test-support.ts';

describe('POST /validate-mfa', () => {
  const t = testAppPerBlock();
  beforeEach(awayFromStepEdge);

  it('finishes the login with the right code of the authenticator app', async () => {
    const person = await makeUser(t.db, { totp: true });
    const mfa = await mfaToken(t.app, person);
    const response = await postCode(t.app, mfa, totpCode(person.secret!));
    expect(response.statusCode).toBe(200);
    const body = LoginSession.parse(response.json());
    expect(body.userdata).toMatchObject({ email: person.email, mfa_enabled: true });
    expect(body.client_name).toBe(person.companyName);
    const portal = await t.app.inject({ method: 'GET', url: '/refresh', headers: bearer(body.token) });
    expect(portal.statusCode).toBe(200);
    // The mfa token was good for one try.
    const again = await postCode(t.app, mfa, totpCode(person.secret!, 1));
    expect(again.statusCode).toBe(401);
    expect(errorOf(again)).toMatchObject({ message: 'Deze inlogpoging is verlopen. Log opnieuw in.' });
    expect(errorOf(again).mfa).toBeUndefined();
  });

  it('takes the code as a number too, leading zeros lost', async () => {
    const person = await makeUser(t.db, { totp: true });
    const response = await postCode(t.app, await mfaToken(t.app, person), Number(totpCode(person.secret!)));
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong code with 401 and a new mfa token that replaces the old one', async () => {
    const person = await makeUser(t.db, { totp: true });
    const first = await mfaToken(t.app, person);
    const wrong = await postCode(t.app, first, wrongCode(person.secret!));
    expect(wrong.statusCode).toBe(401);
    const body = errorOf(wrong);
    expect(body).toMatchObject({
      error: 'unauthorized',
      message: 'Deze code is niet juist, probeer het opnieuw.',
    });
    expect(body.mfa).toBeTruthy();
    expect(body.mfa).not.toBe(first);

    const [old] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(first)));
    expect(old?.revokedAt).not.toBeNull();
    expect((await postCode(t.app, first, totpCode(person.secret!))).statusCode).toBe(401);

    const right = await postCode(t.app, body.mfa!, totpCode(person.secret!));
    expect(right.statusCode).toBe(200);
  });

  it('accepts a code once: a replay fails, also on a new login', async () => {
    const person = await makeUser(t.db, { totp: true });
    const code = totpCode(person.secret!);
    expect((await postCode(t.app, await mfaToken(t.app, person), code)).statusCode).toBe(200);
    const replay = await postCode(t.app, await mfaToken(t.app, person), code);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).message).toBe('Deze code is niet juist, probeer het opnieuw.');
    // The next step's code is still fine.
    expect((await postCode(t.app, errorOf(replay).mfa!, totpCode(person.secret!, 1))).statusCode).toBe(200);
  });

  it('allows one step of clock drift either way, not two', async () => {
    const late = await makeUser(t.db, { totp: true });
    expect((await postCode(t.app, await mfaToken(t.app, late), totpCode(late.secret!, -1))).statusCode).toBe(
      200,
    );
    const early = await makeUser(t.db, { totp: true });
    expect((await postCode(t.app, await mfaToken(t.app, early), totpCode(early.secret!, 1))).statusCode).toBe(
      200,
    );
    const tooLate = await makeUser(t.db, { totp: true });
    expect(
      (await postCode(t.app, await mfaToken(t.app, tooLate), totpCode(tooLate.secret!, -2))).statusCode,
    ).toBe(401);
  });

  it('allows five codes on one login; the sixth try answers 429 even with the right code', async () => {
    const person = await makeUser(t.db, { totp: true });
    let token = await mfaToken(t.app, person);
    for (let i = 0; i < 5; i++) {
      const wrong = await postCode(t.app, token, 'abcd-efgh-jkmn-pqrs');
      expect(wrong.statusCode).toBe(401);
      token = errorOf(wrong).mfa!;
    }
    const sixth = await postCode(t.app, token, totpCode(person.secret!));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(errorOf(sixth)).toMatchObject({
      error: 'too_many_requests',
      message: 'Te veel onjuiste codes. Log opnieuw in.',
    });
    // A new login with the password starts a new count.
    expect((await postCode(t.app, await mfaToken(t.app, person), totpCode(person.secret!))).statusCode).toBe(
      200,
    );
  });

  it('allows ten wrong codes per account in 15 minutes, over several logins', async () => {
    const person = await makeUser(t.db, { totp: true });
    for (let login = 0; login < 2; login++) {
      let token = await mfaToken(t.app, person);
      for (let i = 0; i < 5; i++) {
        const wrong = await postCode(t.app, token, wrongCode(person.secret!));
        expect(wrong.statusCode).toBe(401);
        token = errorOf(wrong).mfa!;
      }
    }
    const eleventh = await postCode(t.app, await mfaToken(t.app, person), totpCode(person.secret!));
    expect(eleventh.statusCode).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(errorOf(eleventh)).toMatchObject({
      retryAfter,
      message: 'Te veel codes geprobeerd. Wacht 15 minuten en probeer het opnieuw.',
    });
  });

  it('refuses an mfa token after its five minutes', async () => {
    const person = await makeUser(t.db, { totp: true });
    const mfa = await mfaToken(t.app, person);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(mfa)));
    const response = await postCode(t.app, mfa, totpCode(person.secret!));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).mfa).toBeUndefined();
  });

  it('gives an mfa token five minutes from the password, however often it is used', async () => {
    const person = await makeUser(t.db, { totp: true });
    const mfa = await mfaToken(t.app, person);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(mfa)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
  });

  it('does not take an mfa token for another kind of token', async () => {
    const person = await makeUser(t.db);
    const login = LoginSession.parse(
      (await postLogin(t.app, { email: person.email, password: person.password })).json(),
    );
    expect((await postCode(t.app, login.token, '123456')).statusCode).toBe(401);
  });
});
