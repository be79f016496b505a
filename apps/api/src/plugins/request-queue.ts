import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/** What the embedded database works on at once before requests queue up. */
const EMBEDDED_CONCURRENCY = 16;

export interface RequestQueueState {
  /** Requests worked on at once at most; 0 when there is no limit. */
  limit: number;
  active: number;
  waiting: number;
  /** Requests waiting past which new ones are refused. */
  queueLimit: number;
  /** Requests answered 503 for a full queue since the start. */
  refused: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestQueue: () => RequestQueueState;
  }
}

export const BUSY_MESSAGE = 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.';

/** Answered at once, whatever waits: the probes of a load balancer or an orchestrator, and metrics. */
const unqueued = (request: FastifyRequest) =>
  request.url === '/health' || request.url.startsWith('/health/') || request.url === '/metrics';

/**
 * Requests take turns: at most `concurrency` are worked on at once, the next ones wait in arrival
 * order, and past `queueLimit` waiting a request is answered 503 with Retry-After at once, so that
 * under a burst every request is either answered in turn or told when to come back, never left to
 * time out. On the embedded database this keeps its single connection from being shared by a
 * hundred requests at once.
 */
export const requestQueuePlugin = fp(
  async (app: FastifyInstance, options: { concurrency: number; queueLimit: number }) => {
    const limit =
      options.concurrency > 0 ? options.concurrency : app.dbKind === 'pglite' ? EMBEDDED_CONCURRENCY : 0;
    let active = 0;
    let refused = 0;
    const waiting: { request: FastifyRequest; start: () => void }[] = [];
    app.decorate('requestQueue', () => ({
      limit,
      active,
      waiting: waiting.length,
      queueLimit: options.queueLimit,
      refused,
    }));
    if (limit === 0) return;
    const holding = new WeakSet<FastifyRequest>();

    const next = () => {
      while (active < limit && waiting.length > 0) {
        const turn = waiting.shift()!;
        active++;
        holding.add(turn.request);
        turn.start();
      }
    };
    const release = (request: FastifyRequest) => {
      if (holding.delete(request)) {
        active--;
        next();
        return;
      }
      // Gone while it waited: its place is given up.
      const at = waiting.findIndex((turn) => turn.request === request);
      if (at >= 0) waiting.splice(at, 1);
    };

    app.addHook('onRequest', async (request, reply) => {
      if (unqueued(request)) return;
      // The response closes when it is sent and when its client goes away, whatever the request
      // was doing. Fastify's own hooks miss a client that leaves once its request was read in full
      // (onRequestAbort only sees a request cut off while it is read): such a request kept its
      // place until its work ended, and for good if it never did.
      reply.raw.once('close', () => release(request));
      if (active < limit) {
        active++;
        holding.add(request);
        return;
      }
      if (waiting.length >= options.queueLimit) {
        refused++;
        throw new HttpError('service_unavailable', BUSY_MESSAGE, { retryAfter: 1 });
      }
      await new Promise<void>((start) => waiting.push({ request, start }));
    });
  },
  { name: 'request-queue' },
);
