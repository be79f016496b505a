import { describe, expect, it } from 'vitest';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { freshEmail, postLogin } from './auth-test-support.ts';

// Nothing listens on port 1: Redis is down from the start.
describe('the login limits while Redis is down at the start', () => {
  const logs: Record<string, unknown>[] = [];
  const t = testAppPerBlock({ REDIS_URL: 'redis://127.0.0.1:1' }, { logs });

  it('starts, says so once in the log, and counts the tries in memory', async () => {
    const warnings = logs.filter((line) => String(line.msg).startsWith('Redis for the rate limits'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain('counting in memory');
    const email = freshEmail();
    for (let i = 0; i < 10; i++)
      expect((await postLogin(t.app, { email, password: 'x' })).statusCode).toBe(401);
    expect((await postLogin(t.app, { email, password: 'x' })).statusCode).toBe(429);
  });
});
