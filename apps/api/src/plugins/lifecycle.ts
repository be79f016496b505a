import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withRequestId } from '../lib/request-id.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Marks the instance as shutting down: /health/ready answers 503 from now on, and what was
     * registered with `onDrain` runs (the job worker hands back its jobs). Resolves when that is done.
     */
    startDraining: () => Promise<void>;
    draining: () => boolean;
    /** Runs `listener` once, when the instance starts draining (or closes without having drained). */
    onDrain: (listener: () => Promise<void>) => void;
  }
}

/**
 * Whether this instance is on its way out, for the readiness probe and the graceful shutdown:
 * while draining every answer says `Connection: close`, so that a client with a kept-alive
 * connection sends its next request elsewhere instead of into a closing port. Every answer names
 * its request id (X-Request-Id), the one in this request's log lines and in those of the jobs it
 * queued: the handler runs with it (lib/request-id.ts), once the body is read.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let drained: Promise<void> | undefined;
  const listeners: (() => Promise<void>)[] = [];
  const startDraining = () => {
    drained ??= Promise.all(
      listeners.map((listener) =>
        listener().catch((error) => app.log.error({ err: error }, 'draining failed')),
      ),
    ).then(() => undefined);
    return drained;
  };
  app.decorate('startDraining', startDraining);
  app.decorate('draining', () => drained !== undefined);
  app.decorate('onDrain', (listener: () => Promise<void>) => {
    listeners.push(listener);
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (drained) reply.header('connection', 'close');
  });
  app.addHook('preHandler', (request, _reply, done) => withRequestId(request.id, done));
  // Closing without a drain first (a test, a failed start) drains all the same; the job worker's
  // onClose waits for its jobs.
  app.addHook('preClose', async () => {
    void startDraining();
  });
});
