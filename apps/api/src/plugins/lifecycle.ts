import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the instance as shutting down: /health/ready answers 503 from now on. */
    startDraining: () => void;
    draining: () => boolean;
  }
}

/**
 * Whether this instance is on its way out, for the readiness probe and the graceful shutdown:
 * while draining every answer says `Connection: close`, so that a client with a kept-alive
 * connection sends its next request elsewhere instead of into a closing port. Every answer names
 * its request id (X-Request-Id), the one in this request's log lines.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('draining', () => draining);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
});
