import { LoginSession, MfaChallenge } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { HASHES_AT_ONCE, HASHES_WAITING } from '../../services/hash-gate.ts';
import { hashPassword } from '../../services/passwords.ts';
import { hashToken } from '../../services/sessions.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { bearer, errorOf, freshAddress, freshEmail, makeUser, postLogin } from './auth-test-support.ts';

describe('POST /login', () => {
  const t = testAppPerBlock();

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
      team_role: 'eigenaar',
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
    // Stored at the product's cost, as every password set through the API is.
    const person = await makeUser(t.db);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(person.password) })
      .where(eq(users.id, person.user.id));
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

// Each password check is a full scrypt (most of a second on a busy machine): these take time.
describe('the login budgets', { timeout: 240_000 }, () => {
  const t = testAppPerBlock();

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

  it('does not lock an address that logs in right many times, also many at once', async () => {
    const address = freshAddress();
    const people = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.db)));
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        people.map((person) => postLogin(t.app, { email: person.email, password: person.password }, address)),
      );
      expect(answers.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    }
    // A wrong password from there is just wrong: the address is not held.
    const wrong = await postLogin(t.app, { email: people[0]!.email, password: 'Fout' }, address);
    expect(wrong.statusCode).toBe(401);
  });

  it("does not refuse the owner's right password from an address they logged in from before", async () => {
    const person = await makeUser(t.db);
    const home = freshAddress();
    expect(
      (await postLogin(t.app, { email: person.email, password: person.password }, home)).statusCode,
    ).toBe(200);
    // Ten wrong passwords from elsewhere fill the account's budget.
    const wrong = await Promise.all(
      Array.from({ length: 10 }, () => postLogin(t.app, { email: person.email, password: 'Fout' })),
    );
    expect(wrong.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    // From home the right password works; from an address never used it waits; a wrong one stays refused.
    expect(
      (await postLogin(t.app, { email: person.email, password: person.password }, home)).statusCode,
    ).toBe(200);
    expect((await postLogin(t.app, { email: person.email, password: person.password })).statusCode).toBe(429);
    expect((await postLogin(t.app, { email: person.email, password: 'Fout' }, home)).statusCode).toBe(429);
  });

  it('does not refuse a right password of an account with a second factor: the code step follows', async () => {
    const person = await makeUser(t.db, { totp: true });
    const wrong = await Promise.all(
      Array.from({ length: 10 }, () => postLogin(t.app, { email: person.email, password: 'Fout' })),
    );
    expect(wrong.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    const right = await postLogin(t.app, { email: person.email, password: person.password });
    expect(right.statusCode).toBe(200);
    expect(Object.keys(right.json())).toEqual(['mfa']);
    // A wrong password past the budget is refused as before, with no hint it was wrong.
    const guess = await postLogin(t.app, { email: person.email, password: 'Fout2' });
    expect(guess.statusCode).toBe(429);
  });

  it('holds one account at one address after ten wrong passwords there, even a known address', async () => {
    const person = await makeUser(t.db, { totp: true });
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const response = await postLogin(t.app, { email: person.email, password: `Fout${i}` }, address);
      expect(response.statusCode).toBe(401);
    }
    const right = await postLogin(t.app, { email: person.email, password: person.password }, address);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('does not count tries that the database could not answer (503)', async () => {
    const person = await makeUser(t.db);
    const address = freshAddress();
    const outage = vi.spyOn(t.db, 'select').mockImplementation(() => {
      throw Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    });
    try {
      for (let i = 0; i < 12; i++) {
        const response = await postLogin(t.app, { email: person.email, password: person.password }, address);
        expect(response.statusCode).toBe(503);
      }
    } finally {
      outage.mockRestore();
    }
    const after = await postLogin(t.app, { email: person.email, password: person.password }, address);
    expect(after.statusCode).toBe(200);
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

describe('the budget per address over all accounts (spraying)', { timeout: 240_000 }, () => {
  const t = testAppPerBlock({ LOGIN_TRIES_PER_ADDRESS: '12' });

  it('holds an address after its failed logins over many accounts, except for who logged in there before', async () => {
    const address = freshAddress();
    const regular = await makeUser(t.db);
    expect(
      (await postLogin(t.app, { email: regular.email, password: regular.password }, address)).statusCode,
    ).toBe(200);
    const sprayed = await Promise.all(
      Array.from({ length: 12 }, () =>
        postLogin(t.app, { email: freshEmail(), password: 'Welkom123!' }, address),
      ),
    );
    expect(sprayed.map((response) => response.statusCode)).toEqual(Array(12).fill(401));
    const next = await postLogin(t.app, { email: freshEmail(), password: 'Welkom123!' }, address);
    expect(next.statusCode).toBe(429);
    expect(errorOf(next).message).toBe('Te veel inlogpogingen. Wacht 15 minuten en probeer het opnieuw.');
    // Someone else behind that address who never logged in from it waits; the regular does not.
    const newcomer = await makeUser(t.db);
    expect(
      (await postLogin(t.app, { email: newcomer.email, password: newcomer.password }, address)).statusCode,
    ).toBe(429);
    expect(
      (await postLogin(t.app, { email: regular.email, password: regular.password }, address)).statusCode,
    ).toBe(200);
    // Another address is not affected.
    expect((await postLogin(t.app, { email: newcomer.email, password: newcomer.password })).statusCode).toBe(
      200,
    );
  });
});

describe('password hashing under a flood of tries', { timeout: 240_000 }, () => {
  // The hashing line on its own, as on PostgreSQL: on the embedded database the request queue
  // (plugins/request-queue.ts) lets no more than 16 requests in at once, so no flood reaches it.
  const t = testAppPerBlock({ REQUEST_CONCURRENCY: '10000' });

  it('answers past the waiting line at once with 503 and Retry-After, and those tries do not count', async () => {
    const email = freshEmail();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING + 12 }, (_, i) =>
        postLogin(t.app, { email: i === 0 ? email : freshEmail(), password: 'x' }),
      ),
    );
    const busy = answers.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(12);
    expect(answers.filter((response) => response.statusCode === 401).length).toBeGreaterThanOrEqual(
      HASHES_AT_ONCE + HASHES_WAITING - 2,
    );
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('2');
      expect(errorOf(response)).toMatchObject({
        error: 'service_unavailable',
        message: 'Het is op dit moment erg druk met inloggen. Probeer het over een paar seconden opnieuw.',
      });
    }
    // Once the flood is over, logging in works at once; the refused tries took nothing.
    const person = await makeUser(t.db);
    for (let i = 0; i < 10; i++) {
      expect((await postLogin(t.app, { email: person.email, password: 'Fout' }, address)).statusCode).toBe(
        401,
      );
    }
  });
});
