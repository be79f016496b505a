import { connect, type Socket } from 'node:net';
import { ApiErrorBody } from '@maatwerk/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { errorsPlugin } from './errors.ts';
import { BUSY_MESSAGE, queueSaturated, requestQueuePlugin } from './request-queue.ts';

/** A server whose /slow answers when the test says so, behind a queue of 2 at work and 2 waiting. */
const slowServer = async (queue = { concurrency: 2, queueLimit: 2 }) => {
  // Clients over real sockets all come from 127.0.0.1: they name an address of their own in
  // X-Forwarded-For, as behind a proxy, since one address may not hold every place.
  const server = Fastify({ logger: false, trustProxy: true });
  server.decorate('dbKind', 'postgres');
  const gates: (() => void)[] = [];
  const started: number[] = [];
  await server.register(errorsPlugin);
  await server.register(requestQueuePlugin, queue);
  server.get<{ Querystring: { n: string } }>('/slow', async (request) => {
    started.push(Number(request.query.n));
    await new Promise<void>((open) => gates.push(open));
    return { n: Number(request.query.n) };
  });
  // A request read in full before its work starts, as every call with a body is.
  server.post<{ Body: { n: number | string } }>('/slow', async (request) => {
    started.push(Number(request.body.n));
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
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  server = undefined;
});

/** Waits for what the test expects, two seconds at most. */
const until = async (done: () => boolean, what: string) => {
  const deadline = Date.now() + 2_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** A client that sends the headers of a JSON POST and then its body a byte every 100 ms, never all of it. */
const trickle = (address: string, from: string) => {
  const { port } = new URL(address);
  const socket = connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  const body = JSON.stringify({ n: 99 });
  socket.write(
    `POST /slow HTTP/1.1\r\nhost: 127.0.0.1\r\nx-forwarded-for: ${from}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
  );
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < body.length - 1 && !socket.destroyed) socket.write(body[sent++]!);
  }, 100);
  socket.on('close', () => clearInterval(timer));
  socket.on('error', () => clearInterval(timer));
  return socket;
};

describe('the request queue', () => {
  it('works on two at once, lets two wait in order, and tells the fifth to come back in a second', async () => {
    const slow = await slowServer();
    server = slow.server;
    // An inject starts when it is awaited: Promise.resolve starts all five, in order. Each comes
    // from an address of its own: one address may not hold every place.
    const calls = [1, 2, 3, 4, 5].map((n) =>
      Promise.resolve(
        slow.server.inject({ method: 'GET', url: `/slow?n=${n}`, remoteAddress: `10.0.0.${n}` }),
      ),
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
    const from = (n: number) => ({ 'x-forwarded-for': `10.0.3.${n}` });
    const first = fetch(`${address}/slow?n=1`, { headers: from(1) });
    const second = fetch(`${address}/slow?n=2`, { headers: from(2) });
    const leaving = new AbortController();
    const third = fetch(`${address}/slow?n=3`, { signal: leaving.signal, headers: from(3) }).catch(
      () => 'gone',
    );
    while (slow.started.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    expect(await third).toBe('gone');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fourth = fetch(`${address}/slow?n=4`, { headers: from(4) });
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
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.4.${n}` },
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
        Array.from({ length: 24 }, (_, n) =>
          Promise.resolve(t.app.inject({ method: 'GET', url: '/status', remoteAddress: `10.0.1.${n}` })),
        ),
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

  it('gives no place to a request whose body is still on its way: slow clients hold no place', async () => {
    const slow = await slowServer();
    server = slow.server;
    const address = await slow.server.listen({ port: 0, host: '127.0.0.1' });
    // Four clients, two places and two in line: before, these took every place and the line.
    for (let i = 0; i < 4; i++) trickle(address, `10.0.5.${i}`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queueSaturated(slow.server)).toBe(false);

    const first = fetch(`${address}/slow?n=1`, { headers: { 'x-forwarded-for': '10.0.6.1' } });
    const second = fetch(`${address}/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.6.2' },
      body: JSON.stringify({ n: 2 }),
    });
    await until(() => slow.started.length === 2, 'both worked on beside the slow clients');
    expect(slow.started.sort()).toEqual([1, 2]);
    for (let i = 0; i < 2; i++) await slow.openNext();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });

  it('keeps a quarter of the places for other addresses, and gives a free place to the address that holds fewest', async () => {
    const slow = await slowServer({ concurrency: 4, queueLimit: 4 });
    server = slow.server;
    const call = (n: number, remoteAddress: string) =>
      Promise.resolve(slow.server.inject({ method: 'GET', url: `/slow?n=${n}`, remoteAddress }));
    const busy = '10.0.0.1';
    // One address: three at work, three in line (a quarter of the line is kept for others), the seventh refused.
    const flood = [1, 2, 3, 4, 5, 6].map((n) => call(n, busy));
    const refused = await call(7, busy);
    expect(refused.statusCode).toBe(503);
    expect(ApiErrorBody.parse(refused.json()).message).toBe(BUSY_MESSAGE);
    await until(() => slow.started.length === 3, 'three of the busy address at work');
    expect(slow.started).toEqual([1, 2, 3]);

    // Another address is worked on at once, beside the three.
    const other = call(10, '10.0.0.2');
    await until(() => slow.started.length === 4, 'the other address at work');
    expect(slow.started[3]).toBe(10);
    // Places are full now: a third address waits, behind the busy address's three.
    const third = call(20, '10.0.0.3');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The next free place goes to the address holding none, not to the one that came first.
    await slow.openNext();
    await until(() => slow.started.length === 5, 'the third address at work');
    expect(slow.started[4]).toBe(20);

    for (let i = 0; i < 7; i++) await slow.openNext();
    const answers = await Promise.all([...flood, other, third]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });

  it('says when it is saturated: every place taken and a request waiting too long, or the line full', async () => {
    const slow = await slowServer();
    server = slow.server;
    const call = (n: number) =>
      Promise.resolve(
        slow.server.inject({ method: 'GET', url: `/slow?n=${n}`, remoteAddress: `10.0.2.${n}` }),
      );
    const working = [call(1), call(2)];
    await until(() => slow.started.length === 2, 'two at work');
    expect(queueSaturated(slow.server)).toBe(false);
    const waiting = call(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Waiting a moment is not saturated; waiting a second is.
    expect(queueSaturated(slow.server)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(queueSaturated(slow.server)).toBe(true);
    const full = call(4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queueSaturated(slow.server)).toBe(true);
    for (let i = 0; i < 4; i++) await slow.openNext();
    await Promise.all([...working, waiting, full]);
    expect(queueSaturated(slow.server)).toBe(false);
  });
});
