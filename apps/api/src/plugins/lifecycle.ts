import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the instance as shutting down: /health/ready answers 503 from now on. */
    startDraining: () => void;
    draining: () => boolean;
  }
}

/** Whether this instance is on its way out, for the readiness probe and the graceful shutdown. */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('draining', () => draining);
  app.addHook('preClose', async () => {
    draining = true;
  });
});
