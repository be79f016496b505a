import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PANEL_MESSAGE } from '../services/hosting-panel.ts';
import {
  type ApiProcess,
  answers,
  createDataDir,
  createPostgresDatabase,
  postgresServerAnswers,
  redisUrl,
  startApi,
} from './api-process.ts';
import { call, logIn } from './customer-calls.ts';

const serversAnswer = (await postgresServerAnswers()) && (await answers(redisUrl, 6379));

// The scale-out set-up: two API processes behind a load balancer, one PostgreSQL, one Redis.
describe.skipIf(!serversAnswer)('two API instances on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let data: Awaited<ReturnType<typeof createDataDir>>;
  let first: ApiProcess;
  let second: ApiProcess;
  let redis: Redis;
  /** Values this file puts into the shared Redis keys: removed again afterwards. */
  const ownKeyParts: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    data = await createDataDir();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      DATA_DIR: data.dir,
      DEMO_DATA: 'true',
      // Behind a load balancer: the client address comes from X-Forwarded-For.
      TRUST_PROXY: '1',
    };
    // One after the other: the first migrates and loads the demo data.
    first = await startApi(env);
    second = await startApi(env);
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await Promise.all([first?.kill('SIGTERM'), second?.kill('SIGTERM')]);
    for (const part of ownKeyParts) {
      const keys = await redis.keys(`kodewerk:limit:*${part}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis?.disconnect();
    await database?.drop();
    await data?.remove();
  });

  it('takes a token of one instance on the other', async () => {
    const token = await logIn(first.url);
    const onFirst = await call(first.url, 'GET', '/user-stories', { token });
    const onSecond = await call(second.url, 'GET', '/user-stories', { token });
    expect(onSecond.status).toBe(200);
    expect(onSecond.body).toEqual(onFirst.body);
    // Logged out on one, the token is dead on both.
    expect((await call(second.url, 'POST', '/logout', { token })).status).toBe(200);
    expect((await call(first.url, 'GET', '/user-stories', { token })).status).toBe(401);
  });

  it('counts failed logins of both instances together', async () => {
    const address = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    const email = `niemand-${randomBytes(4).toString('hex')}@voorbeeld.nl`;
    ownKeyParts.push(address, email);
    const tryLogin = (instance: ApiProcess) =>
      call(instance.url, 'POST', '/login', {
        body: { email, password: 'verkeerd', source: 'reliability' },
        headers: { 'x-forwarded-for': address },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await tryLogin(i % 2 ? second : first)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await tryLogin(first);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toBe('too_many_requests');
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await tryLogin(second)).status).toBe(429);
    // Twelve password checks one after the other, each hashing on purpose: slow on a busy machine.
  }, 120_000);

  it('runs a job once, on one of the instances', async () => {
    const token = await logIn(second.url);
    const domains = (await call(first.url, 'GET', '/domain-names', { token })).body as unknown as {
      id: number;
    }[];
    const domainId = domains[0]?.id;
    expect(domainId).toBeDefined();
    const references = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const answer = await call(
          i % 2 ? second.url : first.url,
          'POST',
          `/domain-names/${domainId}/login-url`,
          {
            token,
            body: { redirectUrl: '/' },
          },
        );
        expect(answer.status).toBe(202);
        return answer.body.reference as string;
      }),
    );

    // Without a control panel every login-link job ends failed, with the reason.
    const deadline = Date.now() + 15_000;
    let states: { status: string; error: string | null }[] = [];
    while (Date.now() < deadline) {
      states = await Promise.all(
        references.map(async (reference, i) => {
          const answer = await call(
            i % 2 ? first.url : second.url,
            'GET',
            `/job-status/${encodeURIComponent(reference)}`,
            {
              token,
            },
          );
          return answer.body as unknown as { status: string; error: string | null };
        }),
      );
      if (states.every((state) => state.status === 'failed' || state.status === 'finished')) break;
      await sleep(100);
    }
    expect(states.map((state) => state.status)).toEqual(Array(12).fill('failed'));
    expect(new Set(states.map((state) => state.error))).toEqual(new Set([NO_PANEL_MESSAGE]));

    const sql = database.connect();
    try {
      const rows = await sql<{ attempts: number; locked_by: string | null }[]>`
        select attempts, locked_by from jobs where queue = 'hosting-login'`;
      expect(rows).toHaveLength(12);
      // Claimed exactly once each: one attempt, by one worker.
      expect(rows.every((row) => row.attempts === 1 && row.locked_by !== null)).toBe(true);
    } finally {
      await sql.end();
    }
  });
});
