import Fastify from 'fastify';
import { app } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoDataIfEmpty } from './db/demo/seed.ts';
import { loadEnv } from './env.ts';
import { serverOptions } from './server-options.ts';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
).catch((error: Error) => {
  console.error(`The API could not open its database: ${error.message}`);
  process.exit(1);
});

const server = Fastify({ logger: { level: env.LOG_LEVEL }, ...serverOptions(env) });

let closing: Promise<void> | undefined;
const shutdown = (reason: string, code: number) => {
  closing ??= (async () => {
    server.log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      server.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await server.close().catch((error) => server.log.error({ err: error }, 'closing the server failed'));
    await database.close().catch((error) => server.log.error({ err: error }, 'closing the database failed'));
    process.exit(code);
  })();
  return closing;
};

process.once('SIGINT', () => void shutdown('SIGINT', 0));
process.once('SIGTERM', () => void shutdown('SIGTERM', 0));
process.on('uncaughtException', (error) => {
  server.log.fatal({ err: error }, 'uncaught exception');
  void shutdown('uncaughtException', 1);
});

try {
  if (env.DEMO_DATA) {
    const seeded = await seedDemoDataIfEmpty(database.db);
    if (seeded) server.log.info('demo data loaded');
  }
  await server.register(app, { env, database });
  await server.listen({ host: env.API_HOST, port: env.API_PORT });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : env.API_PORT;
  console.log(`API ready on http://localhost:${port} (${database.kind})`);
} catch (error) {
  server.log.fatal({ err: error }, 'the API could not start');
  await shutdown('start failed', 1);
}
