import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type FastifyServerOptions, LogController } from 'fastify';
import type { Env } from './env.ts';
import { frameworkErrors } from './plugins/errors.ts';

/** A caller's own request id (a proxy's X-Request-Id) when it is a plain token, else a new one. */
const requestId = (request: http.IncomingMessage): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
};

/** How requests are named: in the X-Request-Id header and as `requestId` in every log line. */
export const requestIdOptions = (): FastifyServerOptions => ({
  genReqId: requestId,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
});

/** Idle time of a kept-alive connection between requests. */
const KEEP_ALIVE_MS = 5_000;

/**
 * The server's own options, for the process and for the tests that listen like it. A client that
 * sends its request slowly (headers or body a byte at a time) is cut off after REQUEST_TIMEOUT_MS
 * (checked every second), a connection that sends nothing after twice that, and no more than
 * MAX_CONNECTIONS are open at once: a few hundred trickling clients cannot hold the process.
 */
export const serverOptions = (env: Env): FastifyServerOptions => ({
  // A number of hops: the address that many proxies in from our side is the client's.
  trustProxy:
    typeof env.TRUST_PROXY === 'number'
      ? (() => {
          const hops = env.TRUST_PROXY;
          return (_address: string, hop: number) => hop < hops;
        })()
      : env.TRUST_PROXY,
  bodyLimit: 2 * 1024 * 1024,
  forceCloseConnections: 'idle',
  // While closing, a request that arrives on a connection still open is answered, not refused
  // with 503: the graceful shutdown finishes what its clients send until they are told to go.
  return503OnClosing: false,
  ...requestIdOptions(),
  frameworkErrors,
  serverFactory: (handler) => {
    const server = http.createServer(
      {
        requestTimeout: env.REQUEST_TIMEOUT_MS,
        headersTimeout: Math.min(env.REQUEST_TIMEOUT_MS, 20_000),
        keepAliveTimeout: KEEP_ALIVE_MS,
        connectionsCheckingInterval: 1_000,
      },
      handler,
    );
    server.timeout = env.REQUEST_TIMEOUT_MS * 2;
    server.maxConnections = env.MAX_CONNECTIONS;
    return server;
  },
});
