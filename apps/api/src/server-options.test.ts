import net from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { app } from './app.ts';
import { openDatabase } from './db/client.ts';
import { loadEnv } from './env.ts';
import { serverOptions } from './server-options.ts';

const probe = async (trustProxy: string) => {
  const env = loadEnv({ NODE_ENV: 'test', TRUST_PROXY: trustProxy });
  const server = Fastify(serverOptions(env));
  server.get('/ip', async (request) => ({ ip: request.ip }));
  await server.ready();
  const ip = async (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    (await server.inject({ url: '/ip', headers: { 'x-forwarded-for': forwardedFor }, remoteAddress })).json()
      .ip as string;
  return { ip, close: () => server.close() };
};

describe('the client address behind proxies', () => {
  it('believes as many X-Forwarded-For entries as there are proxies, never what the client wrote', async () => {
    const oneHop = await probe('1');
    // The client wrote 6.6.6.6; the load balancer appended the address it saw.
    expect(await oneHop.ip('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await oneHop.ip('203.0.113.7')).toBe('203.0.113.7');
    await oneHop.close();

    const listed = await probe('127.0.0.1, 10.0.0.0/8');
    expect(await listed.ip('6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    // From an address that is not one of the proxies, the header counts for nothing.
    expect(await listed.ip('6.6.6.6', '198.51.100.9')).toBe('198.51.100.9');
    await listed.close();

    const none = await probe('');
    expect(await none.ip('6.6.6.6')).toBe('127.0.0.1');
    await none.close();
  });

  it('refuses TRUST_PROXY=true, which would believe the left-most address', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: give the number of proxies/);
  });
});

describe('slow requests', () => {
  const cleanUp: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const step of cleanUp.splice(0).reverse()) await step();
  });

  it('cuts off connections that trickle their body, and keeps answering /health meanwhile', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REQUEST_TIMEOUT_MS: '2000',
      DEMO_DATA: 'false',
    });
    const database = await openDatabase({ memory: true });
    cleanUp.push(() => database.close());
    const server = Fastify(serverOptions(env));
    await server.register(app, { env, database });
    await server.listen({ host: '127.0.0.1', port: 0 });
    cleanUp.push(() => server.close());
    const { port } = server.server.address() as net.AddressInfo;

    // Bounded for a shared machine: 100 connections that announce a body and send it a byte a second.
    const slow = Array.from({ length: 100 }, () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      socket.write(
        'POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      const drip = setInterval(() => socket.writable && socket.write(' '), 1000);
      cleanUp.push(() => {
        clearInterval(drip);
        socket.destroy();
      });
      return closed;
    });
    const started = Date.now();
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);

    const closedAt = await Promise.race([
      Promise.all(slow),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 15_000)),
    ]);
    expect(closedAt, 'every trickling connection was closed').toBeDefined();
    expect(Math.max(...(closedAt ?? [])) - started).toBeLessThan(12_000);
  }, 120_000);
});
