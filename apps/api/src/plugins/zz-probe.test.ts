import { it, expect } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';

it('probe: a login whose client leaves during the hash frees its place', async () => {
  const t = await buildTestApp({ REQUEST_CONCURRENCY: '1', REQUEST_QUEUE_LIMIT: '10' });
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const gone = await fetch(`${address}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'iemand@voorbeeld.nl', password: 'fout-wachtwoord', source: 'x' }),
      signal: AbortSignal.timeout(50),
    }).then((r) => r.status, (e) => e.name);
    console.log('login', gone);
    await new Promise((r) => setTimeout(r, 4000));
    const status = await fetch(`${address}/status`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status, (e) => e.name);
    console.log('status', status);
    expect(status).toBe(200);
  } finally {
    await t.close();
  }
}, 30000);
