import {
  LoginSession,
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_REQUESTS_PER_WINDOW,
} from '@maatwerk/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema.ts';
import { PASSWORD_RESET_MIN_MS } from '../../services/auth/password-reset.ts';
import { hashToken } from '../../services/sessions.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { mailsTo } from '../../test/mailbox.ts';
import {
  bearer,
  errorOf,
  freshAddress,
  freshEmail,
  loginToken,
  makeUser,
  postLogin,
} from '../auth/auth-test-support.ts';

const NEW_PASSWORD = 'Lange-nieuwe-zin-42';

describe('password reset', () => {
  const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });

  const request = (email: string, address = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/password-reset/request',
      remoteAddress: address,
      payload: { email },
    });
  const reset = (payload: Record<string, unknown>, address = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/password-reset', remoteAddress: address, payload });
  const check = (token: string, address = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/password-reset/check',
      remoteAddress: address,
      payload: { token },
    });
  const resetsOf = (userId: number) =>
    t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));

  /** Asks for a link and reads the token from the mail. */
  const tokenFor = async (email: string): Promise<string> => {
    const response = await request(email);
    expect(response.statusCode).toBe(202);
    const mails = await mailsTo(t.env.dataDir, email);
    const link = mails
      .at(-1)
      ?.match(/https:\/\/www\.kodewerk\.test\/klantenportaal\/wachtwoord-herstellen\?token=([\w-]+)/);
    expect(link).toBeTruthy();
    return link![1]!;
  };

  it('answers the same for a known and an unknown address, after the same minimum time', async () => {
    const person = await makeUser(t.db);
    const unknown = freshEmail();
    const started = Date.now();
    const known = await request(person.email);
    const knownMs = Date.now() - started;
    const middle = Date.now();
    const other = await request(unknown);
    const unknownMs = Date.now() - middle;

    expect(known.statusCode).toBe(202);
    expect(other.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(other.body).toBe(known.body);
    expect(knownMs).toBeGreaterThanOrEqual(PASSWORD_RESET_MIN_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(PASSWORD_RESET_MIN_MS - 5);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(PASSWORD_RESET_MIN_MS / 2);

    expect(await mailsTo(t.env.dataDir, unknown)).toHaveLength(0);
    const [mail] = await mailsTo(t.env.dataDir, person.email);
    expect(mail).toMatch(/^Subject: Kies een nieuw wachtwoord voor het klantenportaal$/m);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('<html lang="nl">');
  });

  it('keeps only the hash of a token of 256 bits, valid for an hour', async () => {
    const person = await makeUser(t.db);
    const token = await tokenFor(person.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await resetsOf(person.user.id);
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
    const hour = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(hour).toBe(60 * 60 * 1000);
  });

  it('sets the new password once, ends every session and sends a notice', async () => {
    const person = await makeUser(t.db);
    const sessionA = await loginToken(t.app, person);
    const sessionB = await loginToken(t.app, person);
    const token = await tokenFor(person.email);

    const response = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    for (const old of [sessionA, sessionB]) {
      expect((await t.app.inject({ method: 'GET', url: '/me', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await postLogin(t.app, { email: person.email, password: person.password })).statusCode).toBe(401);
    const login = await postLogin(t.app, { email: person.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    LoginSession.parse(login.json());

    const notice = (await mailsTo(t.env.dataDir, person.email)).find((mail) =>
      /^Subject: Je wachtwoord is gewijzigd$/m.test(mail),
    );
    expect(notice).toBeDefined();
    expect(notice).toContain('Content-Type: text/html');

    const again = await reset({
      token,
      password: 'Nog-een-andere-zin-7',
      password_confirmation: 'Nog-een-andere-zin-7',
    });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    expect((await postLogin(t.app, { email: person.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('checks a link without using it, and says the same as a reset of a used, expired or unknown one', async () => {
    const person = await makeUser(t.db);
    const token = await tokenFor(person.email);
    for (let i = 0; i < 2; i += 1) {
      const open = await check(token);
      expect(open.statusCode).toBe(200);
      expect(open.json()).toEqual({ ok: true });
    }
    expect(
      (await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(404);
    expect(errorOf(used).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);

    const expiring = await tokenFor(person.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(expiring)));
    const expired = await check(expiring);
    const unknown = await check('x'.repeat(43));
    expect(expired.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(expired.body).toBe(unknown.body);
    expect((await check('kort')).statusCode).toBe(422);
  });

  it('refuses a link older than an hour, and an unknown one, with the same answer', async () => {
    const person = await makeUser(t.db);
    const token = await tokenFor(person.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const expired = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    const unknown = await reset({
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(expired.body).toBe(unknown.body);
    expect((await postLogin(t.app, { email: person.email, password: person.password })).statusCode).toBe(200);
  });

  it('lets only one of two resets with the same link win', async () => {
    const person = await makeUser(t.db);
    const token = await tokenFor(person.email);
    const answers = await Promise.all(
      ['Eerste-keuze-zin-11', 'Tweede-keuze-zin-22'].map((password) =>
        reset({ token, password, password_confirmation: password }),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 404]);
  });

  it('a new link replaces the earlier one', async () => {
    const person = await makeUser(t.db);
    const first = await tokenFor(person.email);
    const second = await tokenFor(person.email);
    expect(
      (await reset({ token: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(404);
    expect(
      (await reset({ token: second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('answers bad input with 422 and the fields, and writes nothing', async () => {
    const person = await makeUser(t.db);
    const resetRows = async () =>
      (await t.db.select({ count: sql<number>`count(*)::int` }).from(passwordResets))[0]?.count;
    const rowsBefore = await resetRows();
    const badAddress = await request('geen-adres');
    expect(await resetRows()).toBe(rowsBefore);
    expect(badAddress.statusCode).toBe(422);
    expect(errorOf(badAddress)).toMatchObject({
      error: 'validation_failed',
      fields: { email: expect.any(String) },
    });

    const token = await tokenFor(person.email);
    const [before] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    for (const [payload, field] of [
      [{ token, password: 'kort', password_confirmation: 'kort' }, 'password'],
      [{ token, password: 'password123', password_confirmation: 'password123' }, 'password'],
      [{ token, password: NEW_PASSWORD, password_confirmation: 'iets-anders-123' }, 'password_confirmation'],
    ] as const) {
      const response = await reset(payload);
      expect(response.statusCode).toBe(422);
      const body = errorOf(response);
      expect(body.error).toBe('validation_failed');
      expect(body.fields?.[field]).toEqual(expect.any(String));
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    const [row] = await resetsOf(person.user.id);
    expect(row!.usedAt).toBeNull();
  });

  it('limits requests per e-mail address and per client address with a Dutch 429', async () => {
    const email = freshEmail();
    for (let i = 0; i < PASSWORD_RESET_REQUESTS_PER_WINDOW; i += 1) {
      expect((await request(email)).statusCode).toBe(202);
    }
    const perAddress = await request(email);
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.headers['retry-after']).toBeDefined();
    expect(errorOf(perAddress).message).toMatch(
      /^Te veel aanvragen om je wachtwoord te herstellen\. Wacht \d+ minu/,
    );

    const client = freshAddress();
    const sent = await Promise.all(
      Array.from({ length: PASSWORD_RESET_REQUESTS_PER_WINDOW }, () => request(freshEmail(), client)),
    );
    expect(sent.map((response) => response.statusCode)).toEqual(
      Array(PASSWORD_RESET_REQUESTS_PER_WINDOW).fill(202),
    );
    const perClient = await request(freshEmail(), client);
    expect(perClient.statusCode).toBe(429);
    expect(errorOf(perClient).error).toBe('too_many_requests');
  });

  it('limits tries of links per client address', async () => {
    const client = freshAddress();
    const payload = { token: 'y'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await reset(payload, client)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await check('y'.repeat(43), client)).statusCode).toBe(429);
  });
});
