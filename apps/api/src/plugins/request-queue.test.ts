import { ApiErrorBody } from '@maatwerk/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { errorsPlugin } from './errors.ts';
import { BUSY_MESSAGE, requestQueuePlugin } from './request-queue.ts';

/** A server whose /slow answers when the test says so, behind a queue of 2 at work and 2 waiting. */
const slowServer = async () => {
  const server = Fastify({ logger: false });
  server.decorate('dbKind', 'postgres');
  const gates: (() => void)[] = [];
  const started: number[] = [];
  await server.register(errorsPlugin);
  await server.register(requestQueuePlugin, { concurrency: 2, queueLimit: 2 });
  server.get<{ Querystring: { n: string } }>('/slow', async (request) => {
    started.push(Number(request.query.n));
    await new Promise<void>((open) => gates.push(open));
    return { n: Number(request.query.n) };
  });
  // A request read in full before its work starts, as every call with a body is.
  server.post<{ Body: { n: number } }>('/slow', async (request) => {
    started.push(request.body.n);
    await new Promise<void>((open) => gates.push(open));
    return { n: request.body.n };
  });
  server.get('/health', async () => ({ ok: true }));
  await server.ready();
  const openNext = async () => {
    while (gates.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    gates.shift()!();
  };
  return { server, started, openNext };
};

let server: FastifyInstance | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the request queue', () => {
  it('works on two at once, lets two wait in order, and tells the fifth to come back in a second', async () => {
    const slow = await slowServer();
    server = slow.server;
    // An inject starts when it is awaited: Promise.resolve starts all five, in order.
    const calls = [1, 2, 3, 4, 5].map((n) =>
      Promise.resolve(slow.server.inject({ method: 'GET', url: `/slow?n=${n}` })),
    );

    const refused = await calls[4]!;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(ApiErrorBody.parse(refused.json())).toMatchObject({
      error: 'service_unavailable',
      message: BUSY_MESSAGE,
    });
    expect(slow.started).toEqual([1, 2]);

    // The probe of a load balancer does not wait.
    expect((await slow.server.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    for (let i = 0; i < 4; i++) await slow.openNext();
    const answers = await Promise.all(calls.slice(0, 4));
    expect(answers.map((answer) => answer.json().n)).toEqual([1, 2, 3, 4]);
    expect(slow.started).toEqual([1, 2, 3, 4]);
  });

  it('gives up the place of a request whose client went away while it waited', async () => {
    const slow = await slowServer();
    server = slow.server;
    const address = await slow.server.listen({ port: 0, host: '127.0.0.1' });
    const first = fetch(`${address}/slow?n=1`);
    const second = fetch(`${address}/slow?n=2`);
    const leaving = new AbortController();
    const third = fetch(`${address}/slow?n=3`, { signal: leaving.signal }).catch(() => 'gone');
    while (slow.started.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    expect(await third).toBe('gone');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fourth = fetch(`${address}/slow?n=4`);
    for (let i = 0; i < 3; i++) await slow.openNext();
    expect(((await (await fourth).json()) as { n: number }).n).toBe(4);
    await Promise.all([first, second]);
    expect(slow.started).toEqual([1, 2, 4]);
  });

  it('gives up the place of a request whose client went away while it was worked on', async () => {
    const slow = await slowServer();
    server = slow.server;
    const address = await slow.server.listen({ port: 0, host: '127.0.0.1' });
    const leaving = new AbortController();
    const post = (n: number, signal?: AbortSignal) =>
      fetch(`${address}/slow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ n }),
        signal,
      });
    const first = post(1, leaving.signal).catch(() => 'gone');
    const second = post(2);
    while (slow.started.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    // The first one's client gives up (a timeout) while the API still works on it, and may for long.
    leaving.abort();
    expect(await first).toBe('gone');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Its place is free at once: the third is worked on beside the second.
    const third = post(3);
    while (slow.started.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(slow.started).toEqual([1, 2, 3]);
    for (let i = 0; i < 3; i++) await slow.openNext();
    expect(((await (await third).json()) as { n: number }).n).toBe(3);
    await second;
  });

  it('is on by itself on the embedded database, and off on PostgreSQL unless set', async () => {
    const t = await buildTestApp({ REQUEST_CONCURRENCY: '0', REQUEST_QUEUE_LIMIT: '0' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 24 }, () => Promise.resolve(t.app.inject({ method: 'GET', url: '/status' }))),
      );
      const refused = answers.filter((answer) => answer.statusCode === 503);
      if (t.app.dbKind === 'pglite') {
        // Sixteen at work (the embedded default), none may wait: the seventeenth and later are refused.
        expect(refused.length).toBeGreaterThanOrEqual(1);
        expect(refused[0]?.headers['retry-after']).toBe('1');
        expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(16);
      } else {
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      }
    } finally {
      await t.close();
    }
  });
});
