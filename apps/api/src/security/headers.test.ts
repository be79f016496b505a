import { describe, expect, it } from 'vitest';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';

const expectHardened = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['strict-transport-security'])).toMatch(/max-age=\d{7,}; includeSubDomains/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
};

describe('security headers of the API', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t);

  it('JSON answers, errors included, carry a CSP that allows nothing and no framing', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/health' }),
      t.app.inject({ method: 'GET', url: '/user-stories', headers: customer.headers }),
      t.app.inject({ method: 'GET', url: '/user-stories' }),
      t.app.inject({
        method: 'POST',
        url: '/user-stories',
        headers: customer.headers,
        payload: { title: 1 },
      }),
      t.app.inject({ method: 'GET', url: '/bestaat-niet' }),
      t.app.inject({ method: 'GET', url: `/job-status/${'x'.repeat(500)}`, headers: customer.headers }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 422, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers['content-type'], answer.raw.req.url).toMatch(/^application\/json/);
      expect(answer.headers['content-security-policy'], `${answer.statusCode}`).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expectHardened(answer.headers);
    }
  });

  it('the /docs page keeps a policy of its own that lets it render, without inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const script = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});
