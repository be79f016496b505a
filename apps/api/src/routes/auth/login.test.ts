import { LoginSession, MfaChallenge } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../services/sessions.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, errorOf, freshAddress, freshEmail, makeUser, postLogin } from './auth-test-support.ts';

describe('POST /login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a token, the user data and the company name for the right password', async () => {
    const person = await makeUser(t.db);
    const response = await postLogin(t.app, { email: person.email, password: person.password });
    expect(response.statusCode).toBe(200);
    const body = LoginSession.parse(response.json());
    expect(body.userdata).toEqual({
      id: person.user.id,
      first_name: person.user.firstName,
      last_name: person.user.lastName,
      email: person.email,
      phone: person.user.phone,
      mfa_enabled: false,
    });
    expect(body.client_name).toBe(person.companyName);
    // Opaque, 256 bits, and only its hash is stored.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(stored?.kind).toBe('login');
    expect(JSON.stringify(stored)).not.toContain(body.token);

    const portal = await t.app.inject({ method: 'GET', url: '/refresh', headers: bearer(body.token) });
    expect(portal.statusCode).toBe(200);
  });

  it('ignores the case of the e-mail address', async () => {
    const person = await makeUser(t.db);
    const response = await postLogin(t.app, { email: person.email.toUpperCase(), password: person.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the Dutch message for a wrong password, and no token', async () => {
    const person = await makeUser(t.db);
    const response = await postLogin(t.app, { email: person.email, password: 'Verkeerd123!' });
    expect(response.statusCode).toBe(401);
    const body = errorOf(response);
    expect(body).toMatchObject({
      error: 'unauthorized',
      message: 'De inloggegevens zijn onjuist, probeer het opnieuw.',
    });
    expect(response.body).not.toContain('token');
  });

  it('answers an unknown address exactly like a wrong password, in about the same time', async () => {
    const person = await makeUser(t.db);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await postLogin(t.app, { email, password: 'Verkeerd123!' });
      return { response, ms: performance.now() - started };
    };
    const known = await timed(person.email);
    const unknown = await timed(freshEmail());
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.json()).toEqual(known.response.json());
    // Both run scrypt: the unknown address is not answered in a fraction of the time.
    expect(unknown.ms).toBeGreaterThan(known.ms * 0.4);
  });

  it('answers only an mfa token when the account has a second factor', async () => {
    const person = await makeUser(t.db, { totp: true });
    const response = await postLogin(t.app, { email: person.email, password: person.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['mfa']);
    const { mfa } = MfaChallenge.parse(body);
    // The mfa token is not a login: the portal refuses it.
    const portal = await t.app.inject({ method: 'GET', url: '/refresh', headers: bearer(mfa) });
    expect(portal.statusCode).toBe(401);
  });

  it('validates its input with Dutch messages per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: freshAddress(),
      payload: { email: 'geen-adres', password: '', source: 'kodewerk.nl' },
    });
    expect(response.statusCode).toBe(422);
    const body = errorOf(response);
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['email', 'password']);
  });
});

describe('the login budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the eleventh wrong password for one account within 15 minutes with 429 and Retry-After', async () => {
    const person = await makeUser(t.db);
    // From another address each time: the account's own budget is what runs out.
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postLogin(t.app, { email: person.email, password: `Fout${i}` })),
    );
    expect(wrong.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    const eleventh = await postLogin(t.app, { email: person.email, password: person.password });
    expect(eleventh.statusCode).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(errorOf(eleventh)).toMatchObject({
      error: 'too_many_requests',
      retryAfter,
      message: 'Te veel inlogpogingen. Wacht 15 minuten en probeer het opnieuw.',
    });
  });

  it('counts an unknown e-mail address like a known one', async () => {
    const email = freshEmail();
    const wrong = await Promise.all(
      Array.from({ length: 10 }, () => postLogin(t.app, { email, password: 'x' })),
    );
    expect(wrong.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    expect((await postLogin(t.app, { email, password: 'x' })).statusCode).toBe(429);
  });

  it('answers the eleventh failed login from one address with 429, whatever the account', async () => {
    const address = freshAddress();
    const wrong = await Promise.all(
      Array.from({ length: 10 }, () => postLogin(t.app, { email: freshEmail(), password: 'x' }, address)),
    );
    expect(wrong.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    const person = await makeUser(t.db);
    const blocked = await postLogin(t.app, { email: person.email, password: person.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    const elsewhere = await postLogin(t.app, { email: person.email, password: person.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const address = freshAddress();
    const person = await makeUser(t.db);
    for (let i = 0; i < 12; i++) {
      const response = await postLogin(t.app, { email: person.email, password: person.password }, address);
      expect(response.statusCode).toBe(200);
    }
  });

  it('does not let parallel tries slip past the limit', async () => {
    const email = freshEmail();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => postLogin(t.app, { email, password: 'x' })),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});

describe('the limit per address in the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_TRIES_PER_ADDRESS: '25' });
  });
  afterAll(() => t.close());

  it('can be raised for browser tests that all come from one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 12; i++) {
      const response = await postLogin(t.app, { email: freshEmail(), password: 'x' }, address);
      expect(response.statusCode).toBe(401);
    }
  });
});
