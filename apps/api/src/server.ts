import Fastify from 'fastify';
import { app } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoDataIfEmpty } from './db/demo/seed.ts';
import { loadEnv } from './env.ts';
import { effectiveConfiguration, productionProblems } from './env-production.ts';
import { serverOptions } from './server-options.ts';

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const problems = productionProblems(env);
if (problems.length > 0) {
  console.error('The API does not start in production with unsafe settings:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
).catch((error: Error) => {
  console.error(`The API could not open its database: ${error.message}`);
  process.exit(1);
});

const server = Fastify({ logger: { level: env.LOG_LEVEL }, ...serverOptions(env) });
server.log.info({ config: effectiveConfiguration(env) }, 'configuration');

let closing: Promise<void> | undefined;
/**
 * The graceful shutdown (SIGTERM, SIGINT): the instance reports not ready and answers with
 * `Connection: close` for SHUTDOWN_DRAIN_MS while the load balancer takes it out of rotation, then
 * stops taking connections, finishes the requests in flight and those still arriving on open
 * connections, stops its job worker and schedule (waiting for what they run), closes the database
 * and exits 0. Past SHUTDOWN_TIMEOUT_MS it exits 1 all the same.
 */
const shutdown = (reason: string, code: number) => {
  closing ??= (async () => {
    server.log.info({ reason }, 'shutting down');
    const drainMs = code === 0 && server.hasDecorator('startDraining') ? env.SHUTDOWN_DRAIN_MS : 0;
    const timer = setTimeout(() => {
      server.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, drainMs + env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    if (server.hasDecorator('startDraining')) server.startDraining();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await server.close().catch((error) => server.log.error({ err: error }, 'closing the server failed'));
    await database.close().catch((error) => server.log.error({ err: error }, 'closing the database failed'));
    server.log.info({ reason }, 'shut down');
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
