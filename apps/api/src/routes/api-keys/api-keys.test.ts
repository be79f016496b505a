import {
  API_KEY_FORBIDDEN_MESSAGE,
  API_KEY_INVALID_MESSAGE,
  type ApiKeyInfo,
  type CreatedApiKey,
  type SecurityEvent,
  TEAM_ROLE_FORBIDDEN_MESSAGE,
  type TeamRole,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createUserStory } from '../../db/factories/index.ts';
import { apiKeys } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';

const REQUESTS_PER_MINUTE = 5;
const t = testAppPerBlock({ API_KEY_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) });
const owner = customerPerBlock(t, { name: 'Bakkerij de Vries' });
const other = customerPerBlock(t, { name: 'Bakkerij Jansen' });
const staff = staffPerBlock(t, 'beheerder');

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

const makeKey = async (
  headers: Record<string, string>,
  teamRole: TeamRole,
  { name = `Koppeling ${teamRole}`, expiresOn = addDays(today(), 30) } = {},
) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api-keys',
    headers,
    payload: { name, team_role: teamRole, expires_on: expiresOn },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedApiKey;
};

const listKeys = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api-keys', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ApiKeyInfo[];
};

const ordersWith = (key: string) =>
  t.app.inject({ method: 'GET', url: '/user-stories', headers: bearer(key) });

const securityLog = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/security-events', headers: owner.headers });
  return (response.json() as SecurityEvent[]).map((event) => event.kind);
};

describe('Mijn account → API-sleutels', () => {
  it('makes a key shown once with its prefix, lists it without the key, and logs it', async () => {
    const made = await makeKey(owner.headers, 'opdrachten', { name: 'Boekhouding' });
    expect(made.key).toMatch(/^kw_live_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'Boekhouding', team_role: 'opdrachten', last_used_at: null });
    expect(made.key.startsWith(made.prefix)).toBe(true);

    const listed = await listKeys(owner.headers);
    expect(listed.map((key) => key.id)).toContain(made.id);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(JSON.stringify(row)).not.toContain(made.key);
    expect(await securityLog()).toContain('api_key_created');
  });

  it('refuses an expiry date today or more than a year ahead', async () => {
    for (const expiresOn of [today(), addDays(today(), 400)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api-keys',
        headers: owner.headers,
        payload: { name: 'Te kort of te lang', team_role: 'opdrachten', expires_on: expiresOn },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().fields).toHaveProperty('expires_on');
    }
  });

  it('is the eigenaar’s alone: the other team roles hear 403', async () => {
    for (const teamRole of ['financieel', 'technisch', 'opdrachten'] as const) {
      const person = await createUser(t.db, { customerId: owner.customer.id, teamRole });
      const headers = bearer((await createSession(t.db, person.id, 'login')).token);
      const list = await t.app.inject({ method: 'GET', url: '/api-keys', headers });
      expect(list.statusCode, list.body).toBe(403);
      const make = await t.app.inject({
        method: 'POST',
        url: '/api-keys',
        headers,
        payload: { name: 'Mag niet', team_role: 'eigenaar', expires_on: addDays(today(), 30) },
      });
      expect(make.statusCode, make.body).toBe(403);
    }
  });

  it('lets an opdrachten key read the orders of its own customer only, noting its last use', async () => {
    const mine = await createUserStory(t.db, { customerId: owner.customer.id, title: 'Eigen opdracht' });
    const theirs = await createUserStory(t.db, {
      customerId: other.customer.id,
      title: 'Andermans opdracht',
    });
    const made = await makeKey(owner.headers, 'opdrachten');

    const response = await ordersWith(made.key);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json() as { id: number }[]).map((story) => story.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/user-stories/${theirs.id}`,
      headers: bearer(made.key),
    });
    expect(detail.statusCode).toBe(404);

    const listed = (await listKeys(owner.headers)).find((key) => key.id === made.id);
    expect(listed?.last_used_at).not.toBeNull();
    expect(listed?.last_used_address).toBe('127.0.0.1');
    expect(await securityLog()).toContain('api_key_used');
  });

  it('refuses a financieel key on the orders with 403, as a financieel person', async () => {
    const made = await makeKey(owner.headers, 'financieel');
    const response = await ordersWith(made.key);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toBe(TEAM_ROLE_FORBIDDEN_MESSAGE);
    const invoices = await t.app.inject({ method: 'GET', url: '/invoices', headers: bearer(made.key) });
    expect(invoices.statusCode, invoices.body).toBe(200);
  });

  it('refuses a revoked, an expired and a malformed key with the same 401', async () => {
    const revoked = await makeKey(owner.headers, 'opdrachten');
    expect((await ordersWith(revoked.key)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api-keys/${revoked.id}/revoke`,
      headers: owner.headers,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await listKeys(owner.headers)).map((key) => key.id)).not.toContain(revoked.id);
    expect(await securityLog()).toContain('api_key_revoked');

    const expired = await makeKey(owner.headers, 'opdrachten');
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.id));

    const answers = [];
    for (const key of [revoked.key, expired.key, 'kw_live_niet-echt', `${revoked.key.slice(0, -1)}x`]) {
      const response = await ordersWith(key);
      expect(response.statusCode, key).toBe(401);
      answers.push(response.json());
    }
    expect(answers[0]).toEqual({ statusCode: 401, error: 'unauthorized', message: API_KEY_INVALID_MESSAGE });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('does not let an eigenaar revoke another customer’s key', async () => {
    const theirs = await makeKey(other.headers, 'opdrachten');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api-keys/${theirs.id}/revoke`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(404);
    expect((await ordersWith(theirs.key)).statusCode).toBe(200);
  });

  it('never reaches a staff route, a password change or the making of keys, even as eigenaar', async () => {
    const made = await makeKey(owner.headers, 'eigenaar');
    const staffCall = await t.app.inject({
      method: 'GET',
      url: '/staff/customers',
      headers: bearer(made.key),
    });
    expect(staffCall.statusCode, staffCall.body).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/customers', headers: staff.headers })).statusCode,
    ).toBe(200);

    const password = await t.app.inject({
      method: 'PUT',
      url: '/me',
      headers: bearer(made.key),
      payload: {
        current_password: 'Welkom123!',
        new_password: 'een-heel-nieuw-wachtwoord-2026',
        new_password_confirmation: 'een-heel-nieuw-wachtwoord-2026',
      },
    });
    expect(password.statusCode, password.body).toBe(403);
    expect(password.json().message).toBe(API_KEY_FORBIDDEN_MESSAGE);

    const before = (await listKeys(owner.headers)).length;
    const another = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bearer(made.key),
      payload: { name: 'Nog een', team_role: 'eigenaar', expires_on: addDays(today(), 30) },
    });
    expect(another.statusCode, another.body).toBe(403);
    expect(another.json().message).toBe(API_KEY_FORBIDDEN_MESSAGE);
    expect(await listKeys(owner.headers)).toHaveLength(before);
  });

  it('gives each key its own budget of requests per minute', async () => {
    const first = await makeKey(owner.headers, 'opdrachten');
    const second = await makeKey(owner.headers, 'opdrachten');
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) expect((await ordersWith(first.key)).statusCode).toBe(200);
    const refused = await ordersWith(first.key);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ordersWith(second.key)).statusCode).toBe(200);
  });
});
