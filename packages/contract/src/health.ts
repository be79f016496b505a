import { z } from 'zod';
import { defineRoute } from './route.ts';

/** `available` as Meilisearch answers its /health, so that its client's `isHealthy()` holds here too. */
export const HealthResponse = z.object({
  status: z.enum(['available', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  databaseUp: z.boolean(),
  /** A write was refused for a full disk in the last minute. */
  diskFull: z.boolean(),
  version: z.string(),
});

/** The process answers: nothing else is asked, so a busy database never restarts a healthy process. */
export const LiveResponse = z.object({ status: z.literal('live') });

/** Whether a load balancer should send this instance requests; 503 with the reasons when not. */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    /** The database answers a query. */
    database: z.boolean(),
    /** Every migration this version brings is in the database. */
    migrations: z.boolean(),
    /** Requests still find a place in the queue in front of the database. */
    queue: z.boolean(),
    /** The data folder takes writes and no write was refused for a full disk in the last minute. */
    disk: z.boolean(),
    /** The instance is not shutting down. */
    accepting: z.boolean(),
  }),
});

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'none',
    tag: 'system',
    summary: 'Whether the API and its database answer, and can write; 503 while degraded',
    response: HealthResponse,
    degradedStatus: 503,
  }),
  healthLive: defineRoute({
    method: 'GET',
    path: '/health/live',
    auth: 'none',
    tag: 'system',
    summary: 'Whether the process answers (liveness): restart it when not',
    response: LiveResponse,
  }),
  healthReady: defineRoute({
    method: 'GET',
    path: '/health/ready',
    auth: 'none',
    tag: 'system',
    summary: 'Whether the instance takes requests (readiness); 503 while starting, draining or degraded',
    response: ReadyResponse,
    degradedStatus: 503,
  }),
};
