import Fastify, { type FastifyInstance } from 'fastify';
import { app } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';

/**
 * One API instance on `database` (which it does not close) with the test's own job handlers, which
 * `handle` registers before the instance is ready.
 */
export const instanceWithJobs = async (
  database: Database,
  handle: (jobs: FastifyInstance['jobs']) => void,
): Promise<FastifyInstance> => {
  const instance = Fastify({ logger: false });
  await instance.register(app, {
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      DATA_DIR: '/tmp/kodewerk-jobs',
    }),
    database,
  });
  handle(instance.jobs);
  await instance.ready();
  return instance;
};
