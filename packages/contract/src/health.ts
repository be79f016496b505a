import { z } from 'zod';
import { defineRoute } from './route.ts';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  databaseUp: z.boolean(),
  /** A write was refused for a full disk in the last minute. */
  diskFull: z.boolean(),
  version: z.string(),
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
};
