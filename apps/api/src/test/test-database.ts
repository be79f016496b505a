import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated embedded database of this run (global-setup.ts), read once per test process. */
const pgliteDump = () => {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
};

/**
 * A fresh, migrated database for one test file, copied from the run's template: in-memory PGlite,
 * or, when DATABASE_URL is set, a new database on that server that is dropped again on close.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const serverUrl = loadEnv().DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true, dump: await pgliteDump() });

  const template = inject('postgresTemplate');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
