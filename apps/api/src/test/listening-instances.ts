import Fastify, { type FastifyInstance } from 'fastify';
import { app } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { serverOptions } from '../server-options.ts';

export interface ListeningInstances {
  /** The address of each instance, A then B. */
  bases: [string, string];
  /** Closes both instances and B's own connections; `database` stays open. */
  close: () => Promise<void>;
}

/**
 * Two API instances listening on loopback, as behind a load balancer. On PostgreSQL the second has
 * connections of its own, its LISTEN too, so a chat line reaches the other only through the
 * server's NOTIFY; on PGlite they share the one embedded database in this process.
 */
export const listenOnTwoInstances = async (
  database: Database,
  env: Record<string, string> = {},
): Promise<ListeningInstances> => {
  const second = database.url ? await openDatabase({ url: database.url }) : database;
  const instances: FastifyInstance[] = [];
  const bases: string[] = [];
  for (const handle of [database, second]) {
    const loaded = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...env });
    // The server's own options (timeouts, TRUST_PROXY), as the process listens.
    const instance = Fastify({ logger: false, ...serverOptions(loaded) });
    await instance.register(app, { env: loaded, database: handle });
    bases.push(await instance.listen({ port: 0, host: '127.0.0.1' }));
    instances.push(instance);
  }
  return {
    bases: bases as [string, string],
    close: async () => {
      for (const instance of instances) await instance.close();
      if (second !== database) await second.close();
    },
  };
};
