import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/** What the embedded database works on at once before requests queue up. */
const EMBEDDED_CONCURRENCY = 16;
/** The queue counts as saturated once a request has waited this long for a place. */
const SATURATED_AFTER_MS = 1_000;

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

declare module 'fastify' {
  interface FastifyInstance {
    /** See `queueSaturated`. */
    requestQueueSaturated: () => boolean;
    /**
     * Gives up the request's place once it holds a long answer that does no work while it waits
     * (an event stream): a thousand open chats must not keep every other request waiting.
     */
    leaveRequestQueue: (request: FastifyRequest) => void;
  }
}

/**
 * Whether this API process is saturated: every place is taken and a request has waited a second
 * or more, or the waiting list is full (new requests are answered 503 at once). Meant for the
 * readiness check, so that a load balancer sends requests elsewhere meanwhile. Always false
 * without a queue (PostgreSQL without REQUEST_CONCURRENCY).
 */
export const queueSaturated = (app: FastifyInstance): boolean => app.requestQueueSaturated();

/** Answered at once, whatever waits: the probes of a load balancer or an orchestrator, and metrics. */
const unqueued = (request: FastifyRequest) =>
  request.url === '/health' || request.url.startsWith('/health/') || request.url === '/metrics';

/** What one client address may hold: all but a quarter of the places (at least one), and so of the waiting list. */
const shareOf = (places: number) => Math.max(1, places - Math.ceil(places / 4));

interface Turn {
  request: FastifyRequest;
  address: string;
  since: number;
  start: () => void;
}

const count = (counts: Map<string, number>, key: string, by: number) => {
  const value = (counts.get(key) ?? 0) + by;
  if (value > 0) counts.set(key, value);
  else counts.delete(key);
};

/**
 * Requests take turns: at most `concurrency` are worked on at once and the next ones wait; past
 * `queueLimit` waiting a request is answered 503 with Retry-After at once, so that under a burst
 * every request is either answered in turn or told when to come back, never left to time out. On
 * the embedded database this keeps its single connection from being shared by a hundred requests.
 *
 * A request takes its place when it is ready to run: in preValidation, after its body was read
 * (Fastify's order: onRequest, preParsing, the body, preValidation, validation, preHandler). A
 * client that sends its body slowly holds a connection, which the server's request timeout ends,
 * never a place. The guards of the routes (one session lookup, in onRequest) run before the body
 * is read, so that a caller without a login is refused before sending it.
 *
 * One client address holds at most all but a quarter of the places and of the waiting list; a
 * place that comes free goes to the waiting request of the address that holds the fewest places
 * (the one that came first among equals). One busy address cannot keep the others out.
 */
export const requestQueuePlugin = fp(
  async (
    app: FastifyInstance,
    options: { concurrency: number; queueLimit: number; saturatedAfterMs?: number },
  ) => {
    const limit =
      options.concurrency > 0 ? options.concurrency : app.dbKind === 'pglite' ? EMBEDDED_CONCURRENCY : 0;
    let active = 0;
    let refused = 0;
    const waiting: Turn[] = [];
    app.decorate('requestQueue', () => ({
      limit,
      active,
      waiting: waiting.length,
      queueLimit: options.queueLimit,
      refused,
    }));
    if (limit === 0) {
      app.decorate('requestQueueSaturated', () => false);
      app.decorate('leaveRequestQueue', () => {});
      return;
    }
    const placesPerAddress = shareOf(limit);
    const waitingPerAddress = shareOf(options.queueLimit);
    const saturatedAfterMs = options.saturatedAfterMs ?? SATURATED_AFTER_MS;
    const activeByAddress = new Map<string, number>();
    const waitingByAddress = new Map<string, number>();
    const holding = new Map<FastifyRequest, string>();
    const gone = new WeakSet<FastifyRequest>();

    const take = (request: FastifyRequest, address: string) => {
      active++;
      count(activeByAddress, address, 1);
      holding.set(request, address);
    };
    /** The waiting request whose address holds the fewest places, under its share; first come among equals. */
    const nextTurn = (): number => {
      let best = -1;
      let fewest = placesPerAddress;
      for (let at = 0; at < waiting.length && fewest > 0; at++) {
        const held = activeByAddress.get(waiting[at]!.address) ?? 0;
        if (held < fewest) {
          best = at;
          fewest = held;
        }
      }
      return best;
    };
    const next = () => {
      while (active < limit) {
        const at = nextTurn();
        if (at < 0) return;
        const [turn] = waiting.splice(at, 1);
        count(waitingByAddress, turn!.address, -1);
        take(turn!.request, turn!.address);
        turn!.start();
      }
    };
    const release = (request: FastifyRequest) => {
      const address = holding.get(request);
      if (address !== undefined) {
        holding.delete(request);
        active--;
        count(activeByAddress, address, -1);
        next();
        return;
      }
      const at = waiting.findIndex((turn) => turn.request === request);
      if (at >= 0) {
        // Gone while it waited: its place in the line is given up.
        count(waitingByAddress, waiting[at]!.address, -1);
        waiting.splice(at, 1);
        return;
      }
      // Gone before it was ready to run: it never takes a place.
      gone.add(request);
    };

    app.decorate('leaveRequestQueue', (request: FastifyRequest) => {
      if (holding.has(request)) release(request);
    });

    app.decorate(
      'requestQueueSaturated',
      () =>
        waiting.length >= options.queueLimit ||
        (active >= limit && waiting.length > 0 && Date.now() - waiting[0]!.since >= saturatedAfterMs),
    );

    app.addHook('onRequest', async (request, reply) => {
      if (unqueued(request)) return;
      // The response closes when it is sent and when its client goes away, whatever the request
      // was doing. Fastify's own hooks miss a client that leaves once its request was read in full
      // (onRequestAbort only sees a request cut off while it is read): such a request kept its
      // place until its work ended, and for good if it never did.
      reply.raw.once('close', () => release(request));
    });

    app.addHook('preValidation', async (request, reply) => {
      if (unqueued(request)) return;
      if (gone.has(request)) {
        // Nobody to answer: the work is not done at all.
        reply.hijack();
        return;
      }
      const address = request.ip;
      const held = activeByAddress.get(address) ?? 0;
      if (active < limit && held < placesPerAddress && waiting.length === 0) {
        take(request, address);
        return;
      }
      if (waiting.length >= options.queueLimit || (waitingByAddress.get(address) ?? 0) >= waitingPerAddress) {
        refused++;
        throw new HttpError('service_unavailable', BUSY_MESSAGE, { retryAfter: 1 });
      }
      await new Promise<void>((start) => {
        waiting.push({ request, address, since: Date.now(), start });
        count(waitingByAddress, address, 1);
        // A place may be free for this address while others wait for theirs.
        next();
      });
    });
  },
  { name: 'request-queue' },
);
