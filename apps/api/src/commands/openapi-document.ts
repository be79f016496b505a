import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { app } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';

/**
 * The API's OpenAPI document as GET /openapi.json answers it, from the whole app on an empty
 * database in memory: what `npm run lint:openapi` hands to Redocly.
 */
export const openapiDocument = async (): Promise<unknown> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-openapi-'));
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_DATA: 'false' });
  const database = await openDatabase({ memory: true });
  const fastify = Fastify({ logger: false });
  try {
    await fastify.register(app, { env, database });
    await fastify.ready();
    return (await fastify.inject({ method: 'GET', url: '/openapi.json' })).json();
  } finally {
    await fastify.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};
