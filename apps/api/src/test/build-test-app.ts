import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { app } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { type Env, loadEnv } from '../env.ts';
import { frameworkErrors } from '../plugins/errors.ts';
import { requestIdOptions } from '../server-options.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  env: Env;
  close: () => Promise<void>;
}

/**
 * The whole API in-process on a fresh database; call close() when the test file is done.
 * With `logs`, each line the API logs at level info and up is parsed into that list; with
 * `database`, the API runs on that one (and closes it) instead of a fresh copy of the template.
 */
export const buildTestApp = async (
  overrides: Record<string, string> = {},
  options: { logs?: Record<string, unknown>[]; database?: Database } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-api-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    ...overrides,
  });
  const database = options.database ?? (await openTestDatabase());
  const { logs } = options;
  const logger = logs
    ? { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } }
    : false;
  const fastify = Fastify({ logger, frameworkErrors, ...requestIdOptions() });
  try {
    await fastify.register(app, { env, database });
    await fastify.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app: fastify,
    db: database.db,
    env,
    close: async () => {
      await fastify.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
