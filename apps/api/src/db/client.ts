import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type postgres from 'postgres';
import { lockDataDir } from './data-dir-lock.ts';
import { byteaParsers, byteaSerializers } from './pglite-bytea.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or a transaction on it: services take either. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Whether the database answers a trivial query now. */
  ping: () => Promise<boolean>;
  /** The embedded database's whole data folder as one tar file, taken while it runs (PGlite only). */
  dump?: () => Promise<Blob>;
  /** The server's address (PostgreSQL only): what pg_dump backs up. */
  url?: string;
  /**
   * Hears the notifications (`pg_notify`) of one channel until the answered function stops it:
   * on PostgreSQL over a connection of its own, so every instance on the server hears them; on
   * PGlite in this process.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

/** What a backup copies: the embedded database's dump, or the server's address for pg_dump. */
export type BackupSource = Pick<Database, 'kind' | 'dump' | 'url'>;

/**
 * Where the database lives: a PostgreSQL server, an embedded data folder, or an embedded database
 * in memory, empty or started from the `dump` of another one. A data folder given a dump is made
 * from it (a restore); it must not hold a database yet.
 */
export type DatabaseTarget =
  | { url: string }
  | { dataDir: string; dump?: Blob }
  | { memory: true; dump?: Blob };

const MIGRATION_LOCK = 7_340_117;
/**
 * The migrations of a new version on a server that old instances still use (decision 0047): a
 * migration that waits for a table another transaction holds gives up after 5 s (and the start
 * fails, to be tried again) instead of queueing every query of the old instances behind it, and
 * no statement of a migration runs longer than 15 minutes.
 */
const MIGRATION_LIMITS = { lock_timeout: 5_000, statement_timeout: 15 * 60_000 };
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations this version brings: the entries of their journal. */
export const migrationCount = async (): Promise<number> =>
  (
    JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

const createScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-create.mjs');

/**
 * A new embedded database is created by a short-lived process of its own (see pglite-create.mjs),
 * so that the memory creating it takes is given back; the API then opens it as an existing one.
 */
const createPgliteFolder = async (folder: string): Promise<void> => {
  if (existsSync(path.join(folder, 'PG_VERSION'))) return;
  await promisify(execFile)(process.execPath, [createScript, folder], { timeout: 120_000 });
};

/**
 * PostgreSQL's shared memory in the embedded database, all of it touched when PGlite starts and
 * resident from then on (decision 0035):
 * - The buffer pool: initdb writes PostgreSQL's default of 128 MB into the data folder. With the
 *   demo data the whole database, catalogue included, takes 12 MB, its tables and indexes 3 MB:
 *   4 MB holds what the API reads, and a page that is not in the pool is read again from the
 *   operating system's file cache (the orders list answered as fast as with 8 or 16 MB).
 * - Sized by the number of connections: PGlite has one, and no replication or autovacuum workers;
 *   PostgreSQL's defaults (100 connections, 10 senders and slots, 16 autovacuum slots) sized the
 *   lock, process and replication tables for them, 4 MB. The lock table also takes from the free
 *   shared memory: the migrations of a new database take 995 locks in one transaction, and one
 *   transaction could create 4,300 tables before it ran out.
 * Given at every start, so the data folder's own configuration (timezone, locale) stays as initdb
 * wrote it.
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...[
    'shared_buffers=4MB',
    'max_connections=4',
    'superuser_reserved_connections=0',
    'max_wal_senders=0',
    'max_replication_slots=0',
    'autovacuum_worker_slots=1',
  ].flatMap((setting) => ['-c', setting]),
];

const openPglite = async (dataDir: string | undefined, dump?: Blob): Promise<Database> => {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const folder = dataDir ? path.join(dataDir, 'pglite') : undefined;
  let client: PGlite;
  let db: Db;
  try {
    if (folder && !dump) await createPgliteFolder(folder);
    client = await PGlite.create(folder, {
      extensions: { pg_trgm, unaccent },
      startParams: pgliteStartParams,
      serializers: byteaSerializers,
      parsers: byteaParsers,
      ...(dump && { loadDataDir: dump }),
    });
    db = drizzlePglite({ client: withPreparedStatements(client) as PGlite, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    lock?.release();
    throw error;
  }
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => !closed && (await client.query('select 1')).rows.length === 1,
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await stop();
      };
    },
    // A checkpoint first writes every changed page to the data files, so that the copy opens
    // without replaying the write-ahead log.
    dump: async () => {
      await client.query('checkpoint');
      return client.dumpDataDir('none');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
};

/**
 * Seconds before a connection tries again after a failed attempt. The driver's default grows to
 * 20 s, and its count of failures is shared by the whole pool, so a database restart of a few
 * seconds under load kept the API answering 503 for up to 20 s after the server was back
 * (docs/decisions/0014-database-outages-and-crashes.md). Capped at 1 s, jittered so the pool does not stampede.
 */
const reconnectDelaySeconds = (retries: number) =>
  Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2);

/**
 * At most one query waiting behind the running one on a connection; the rest wait in the pool's
 * queue. With the driver's default of 100, a pool that never runs dry keeps appending to its list
 * of busy connections, and finding a connection in that ever longer list took 8 % of the API's
 * time per call under sustained load. The driver reads the option but its types leave it out.
 */
const pipelining = { max_pipeline: 1 } as postgres.Options<Record<string, never>>;

/** The PostgreSQL driver is loaded only when a server is configured: on the embedded default it is not needed. */
const openPostgres = async (url: string): Promise<Database> => {
  const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
    await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
      import('drizzle-orm/postgres-js/migrator'),
    ]);
  const client = postgres(url, {
    ...pipelining,
    // The driver's fetch of array types on each new connection runs without a handler: a connection
    // cut while it runs rejected it unhandled and ended the process (porsager/postgres#1192, #1223).
    // No column or parameter here is a PostgreSQL array, so the fetch is not needed.
    fetch_types: false,
    max: 20,
    onnotice: () => {},
    idle_timeout: 30,
    connect_timeout: 5,
    backoff: reconnectDelaySeconds,
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  // Several API instances may start at once: one migrates while the others wait. The lock is
  // held by a transaction on one connection while the migrator works on a connection of its own,
  // with limits of its own (decision 0047).
  const migrator = postgres(url, {
    fetch_types: false,
    max: 1,
    onnotice: () => {},
    connect_timeout: 5,
    connection: MIGRATION_LIMITS,
  });
  try {
    await client.begin(async (lock) => {
      await lock`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
      await migratePostgres(drizzlePostgres(migrator) as never, { migrationsFolder });
    });
  } catch (error) {
    await client.end({ timeout: 5 });
    throw error;
  } finally {
    await migrator.end({ timeout: 5 });
  }
  // LISTEN holds its connection: one of its own, opened at the first listener, reconnected (and
  // listening again) by the driver after an outage.
  let listener: postgres.Sql | undefined;
  return {
    db,
    kind: 'postgres',
    url,
    listen: async (channel, onPayload) => {
      listener ??= postgres(url, {
        fetch_types: false,
        max: 1,
        onnotice: () => {},
        backoff: reconnectDelaySeconds,
      });
      const { unlisten } = await listener.listen(channel, onPayload);
      return unlisten;
    },
    ping: async () => {
      try {
        await client`select 1`;
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await listener?.end({ timeout: 5 });
      await client.end({ timeout: 5 });
    },
  };
};

/** Opens and migrates the database: PGlite on disk or in memory, or a PostgreSQL server. */
export const openDatabase = (target: DatabaseTarget): Promise<Database> => {
  if ('url' in target) return openPostgres(target.url);
  if ('dataDir' in target) return openPglite(target.dataDir, target.dump);
  return openPglite(undefined, target.dump);
};
