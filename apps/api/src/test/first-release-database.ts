import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';

/** The first release's database with its demo data (reliability/fixtures/make-first-release.sh). */
const fixture = new URL('../reliability/fixtures/first-release.sql', import.meta.url);

/**
 * The first release's database as that release left it, in a new database on the PostgreSQL
 * server of `serverUrl`: its address, and a function that drops it again. `laterWork` is SQL run
 * on it after the fixture: what the first release may have written since its demo data.
 */
export const firstReleaseOnServer = async (
  serverUrl: string,
  laterWork = '',
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `upgrade_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const loader = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await loader.unsafe(`${await readFile(fixture, 'utf8')}\n${laterWork}`);
  } finally {
    await loader.end();
  }
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

/**
 * The first release's database opened by this version, which runs every migration since:
 * in-memory PGlite, or, when DATABASE_URL is set, a new database on that server that is dropped
 * again on close. `laterWork` as for firstReleaseOnServer.
 */
export const openFirstReleaseUpgraded = async (laterWork = ''): Promise<Database> => {
  const serverUrl = loadEnv().DATABASE_URL;
  if (!serverUrl) {
    const old = await PGlite.create({ extensions: { pg_trgm, unaccent } });
    let dump: Blob;
    try {
      await old.exec(`${await readFile(fixture, 'utf8')}\n${laterWork}`);
      dump = await old.dumpDataDir('none');
    } finally {
      await old.close();
    }
    return openDatabase({ memory: true, dump });
  }

  const { url, drop } = await firstReleaseOnServer(serverUrl, laterWork);
  const database = await openDatabase({ url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
};
