import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { app } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { jobsEnded as jobsEndedOn } from './jobs-ended.ts';
import { openTestDatabase } from './test-database.ts';

export interface TwoInstances {
  db: Database['db'];
  /** Where both instances write their mails. */
  dataDir: string;
  a: FastifyInstance;
  b: FastifyInstance;
  /** Runs a scheduled task on both instances at once, at `at`, and waits for the jobs it queued. */
  runBoth: (task: string, at: Date) => Promise<void>;
  /** Waits until every job on the queue has ended; answers their end states. */
  jobsEnded: () => Promise<{ status: string }[]>;
  close: () => Promise<void>;
}

/**
 * Two API instances on one fresh database, as two servers behind a load balancer: what either
 * schedules or sends must happen once. On PGlite in the unit run, on PostgreSQL in its own run.
 */
export const startTwoInstances = async (env: Record<string, string> = {}): Promise<TwoInstances> => {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-two-instances-'));
  const instances: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const instance = Fastify({ logger: false });
    await instance.register(app, {
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: dataDir, ...env }),
      database,
    });
    await instance.ready();
    instances.push(instance);
  }
  const [a, b] = instances as [FastifyInstance, FastifyInstance];
  const jobsEnded = () => jobsEndedOn(database.db);
  return {
    db: database.db,
    dataDir,
    a,
    b,
    jobsEnded,
    runBoth: async (task, at) => {
      await Promise.all([a.schedule.runNow(task, at), b.schedule.runNow(task, at)]);
      const ended = await jobsEnded();
      if (ended.some((row) => row.status !== 'finished')) throw new Error(`a job of ${task} failed`);
    },
    close: async () => {
      for (const instance of instances) await instance.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
