import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { errorOf, freshAddress, freshEmail, makeUser, postLogin } from './auth-test-support.ts';

const redisUrl = loadEnv().REDIS_URL ?? 'redis://127.0.0.1:6379';

const redisAnswers = async (): Promise<boolean> => {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};

// Runs wherever a Redis server answers (here: 127.0.0.1:6379, or REDIS_URL).
describe.skipIf(!(await redisAnswers()))('the login limits in Redis', { timeout: 180_000 }, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Two API instances, each with its own database, sharing one Redis.
    [first, second] = await Promise.all([
      buildTestApp({ REDIS_URL: redisUrl, LOGIN_TRIES_PER_ADDRESS: '10' }),
      buildTestApp({ REDIS_URL: redisUrl, LOGIN_TRIES_PER_ADDRESS: '10' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts the tries of one account on every instance together', async () => {
    const email = freshEmail();
    const onFirst = await Promise.all(
      Array.from({ length: 6 }, () => postLogin(first.app, { email, password: 'x' })),
    );
    const onSecond = await Promise.all(
      Array.from({ length: 4 }, () => postLogin(second.app, { email, password: 'x' })),
    );
    expect([...onFirst, ...onSecond].map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    const eleventh = await postLogin(first.app, { email, password: 'x' });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(800);
    expect(errorOf(eleventh).error).toBe('too_many_requests');
  });

  it('counts the failed tries of one address on every instance together', async () => {
    const address = freshAddress();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postLogin(i % 2 ? first.app : second.app, { email: freshEmail(), password: 'x' }, address),
      ),
    );
    // Someone who never logged in from that address waits there.
    const person = await makeUser(second.db);
    const blocked = await postLogin(second.app, { email: person.email, password: person.password }, address);
    expect(blocked.statusCode).toBe(429);
    // A right password gives its try back, in Redis too.
    const elsewhere = freshAddress();
    for (let i = 0; i < 11; i++) {
      const response = await postLogin(
        second.app,
        { email: person.email, password: person.password },
        elsewhere,
      );
      expect(response.statusCode).toBe(200);
    }
  });
});
