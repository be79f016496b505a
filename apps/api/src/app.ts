import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { embeddedMaintenancePlugin } from './plugins/embedded-maintenance.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inboundMailPlugin } from './plugins/inbound-mail.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { mailPlugin } from './plugins/mail.ts';
import { methodOverridePlugin } from './plugins/method-override.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { opsTokenPlugin } from './plugins/ops-token.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { requestQueuePlugin } from './plugins/request-queue.ts';
import { schedulePlugin } from './plugins/schedule.ts';
import { searchPlugin } from './plugins/search.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { workPlugin } from './plugins/work.ts';
import { routes } from './routes/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
}

/**
 * The whole API as one plugin: the server starts it, tests inject into it. Not encapsulated, so
 * that whoever registers it shares its compilers and decorators.
 */
export const app = fp(async (fastify: FastifyInstance, { env, database }: AppOptions) => {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(responseSerializerCompiler);
  fastify.decorate('config', env);

  await fastify.register(metricsPlugin);
  await fastify.register(lifecyclePlugin);
  await fastify.register(errorsPlugin);
  await fastify.register(helmet, {
    // The API answers JSON, which must never run or be framed; the /docs page replaces this
    // with its own static CSP (swagger-ui's staticCSP sets it later, when the answer is sent).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await fastify.register(cors, {
    origin: [env.SITE_URL],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-meilisearch-client',
      'x-chat-session',
      'last-event-id',
    ],
    exposedHeaders: ['retry-after', 'x-request-id'],
    maxAge: 600,
  });
  await fastify.register(methodOverridePlugin);
  await fastify.register(dbPlugin, { database });
  await fastify.register(requestQueuePlugin, {
    concurrency: env.REQUEST_CONCURRENCY,
    queueLimit: env.REQUEST_QUEUE_LIMIT,
  });
  await fastify.register(opsTokenPlugin);
  await fastify.register(authPlugin);
  await fastify.register(staffAuthPlugin);
  await fastify.register(rateLimitPlugin);
  await fastify.register(mailPlugin);
  await fastify.register(jobsPlugin);
  await fastify.register(schedulePlugin);
  await fastify.register(embeddedMaintenancePlugin);
  await fastify.register(workPlugin);
  await fastify.register(searchPlugin);
  await fastify.register(realtimePlugin, { listen: database.listen });
  await fastify.register(openapiPlugin);
  await fastify.register(inboundMailPlugin);

  await fastify.register(routes);
});
