import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { lifecyclePlugin } from '../../plugins/lifecycle.ts';
import { serverOptions } from '../../server-options.ts';
import { enqueueJob } from '../../services/jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const OPS_TOKEN = 'ops-token-for-the-tests-0123456789';
const bearer = { authorization: `Bearer ${OPS_TOKEN}` };

describe('metrics and health for the operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ OPS_TOKEN });
  });
  afterAll(() => t.close());

  it('keeps /metrics and the backup call closed without the token, and unknown without one configured', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }]) {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/ops/backups', headers })).statusCode).toBe(401);
    }
    const closed = await buildTestApp();
    try {
      const response = await closed.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('shows requests by route and status, the work queue, mails, tasks, backups, memory and event loop', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/123' });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'niemand@voorbeeld.nl', password: 'Verkeerd123!', source: 'website' },
    });
    expect(failed.statusCode).toBe(401);
    // A kind of job no handler of this instance serves stays queued; a mail another instance is
    // sending counts as waiting.
    const waiting = await enqueueJob(t.db, { queue: 'metrics-probe', customerId: null, payload: {} });
    expect(waiting.status).toBe('queued');
    await t.db.insert(jobs).values({
      queue: 'invoice-mail',
      customerId: null,
      payload: { invoiceId: 0 },
      status: 'running',
      lockedAt: new Date(),
      lockedBy: 'another-instance',
    });

    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/health",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/health"/m);
    expect(text).toMatch(/^kodewerk_request_queue\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^kodewerk_jobs\{queue="metrics-probe",state="queued"\} 1$/m);
    expect(text).toMatch(/^kodewerk_jobs_oldest_waiting_seconds\{queue="metrics-probe"\} [\d.]+$/m);
    expect(text).toMatch(/^kodewerk_mails\{state="waiting"\} 1$/m);
    expect(text).toMatch(/^kodewerk_mails\{state="failed"\} 0$/m);
    expect(text).toMatch(/^kodewerk_scheduled_runs\{task="backups",outcome="succeeded"\} 0$/m);
    expect(text).toMatch(/^kodewerk_backup_age_seconds -1$/m);
    expect(text).toMatch(/^kodewerk_limit_tries_total\{limit="login-account"\} 1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);

    const backup = await t.app.inject({ method: 'POST', url: '/ops/backups', headers: bearer });
    expect(backup.statusCode).toBe(201);
    expect(backup.json()).toMatchObject({
      file: expect.stringMatching(/^kodewerk-/),
      sha256: expect.any(String),
    });
    const after = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).body;
    expect(after).toMatch(/^kodewerk_backup_age_seconds \d/m);
  });

  it('names its request id in every answer, taking a sane one from the proxy in front', async () => {
    const server = Fastify(serverOptions(loadEnv({ NODE_ENV: 'test' })));
    await server.register(lifecyclePlugin);
    server.get('/ping', async () => ({ ok: true }));
    const fresh = await server.inject({ method: 'GET', url: '/ping' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.inject({ url: '/nowhere', headers: { 'x-request-id': 'nginx-7f3a9c1e' } });
    expect(given.statusCode).toBe(404);
    expect(given.headers['x-request-id']).toBe('nginx-7f3a9c1e');
    const odd = await server.inject({ url: '/ping', headers: { 'x-request-id': '<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await server.close();
  });

  it('answers live and ready, and not ready once the instance drains', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, queue: true, disk: true, accepting: true },
    });
    t.app.startDraining();
    const draining = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({
      status: 'not_ready',
      checks: { accepting: false, database: true },
    });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
