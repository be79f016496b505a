import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line every so often keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** One event; with an id, a browser that comes back sends it as Last-Event-ID. */
  send: (event: string, data: unknown, id?: number) => void;
  /** Called once, when the client goes away or the server closes. */
  onClose: (handler: () => void) => void;
  /** Ends the stream from the server's side (the server closing). */
  end: () => void;
}

/** The id of the last event the client had, from the Last-Event-ID header; 0 without one. */
export const lastEventId = (request: FastifyRequest): number => {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

/**
 * Turns the reply into a stream of server-sent events (text/event-stream). Fastify sends nothing
 * more of its own: the headers its hooks set (CORS, security) are written with the stream's.
 */
export const openEventStream = (reply: FastifyReply): EventStream => {
  reply.hijack();
  const raw = reply.raw;
  const set = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(set),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise hold events back in its buffer (deploy/ proxies the API).
    'x-accel-buffering': 'no',
  });
  // A retry hint: the browser comes back after 2 s.
  raw.write('retry: 2000\n\n');
  const heartbeat = setInterval(() => raw.write(': \n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const closers: (() => void)[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const handler of closers) handler();
  };
  raw.once('close', close);
  return {
    end: () => {
      close();
      raw.end();
    },
    send: (event, data, id) => {
      if (closed) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose: (handler) => {
      if (closed) handler();
      else closers.push(handler);
    },
  };
};
