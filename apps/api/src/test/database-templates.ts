import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase } from '../db/client.ts';

/**
 * A migrated database made once per test run and copied for each test file: migrating a new
 * database takes seconds, a copy a fraction of that. Named by the migrations and the embedded
 * engine's version, so a change to either makes a new one and a run with the same ones reuses it.
 */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const TEMPLATE_LOCK = 7_340_118;

const templateId = async (): Promise<string> => {
  const hash = createHash('sha256');
  // The package exports no package.json: it sits one folder above the entry it resolves to.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = path.join(path.dirname(entry), '../package.json');
  hash.update(JSON.parse(await readFile(pglite, 'utf8')).version);
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsFolder, file)).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex').slice(0, 16);
};

/** The data folder of a migrated in-memory PGlite, as a tar file; written once, then reused. */
const pgliteTemplate = async (id: string): Promise<string> => {
  const folder = path.join(tmpdir(), 'kodewerk-test-templates');
  const file = path.join(folder, `pglite-${id}.tar`);
  if (
    await readFile(file).then(
      () => true,
      () => false,
    )
  )
    return file;
  await mkdir(folder, { recursive: true });
  const database = await openDatabase({ memory: true });
  try {
    const dump = await database.dump?.();
    if (!dump) throw new Error('the embedded database gave no dump');
    // Written beside and renamed, so a run that starts at the same time never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
};

/** A migrated database on the server, that `create database … template` copies. */
const postgresTemplate = async (serverUrl: string, id: string): Promise<string> => {
  const name = `test_template_${id}`;
  // One connection, so the lock taken for the session is held until it is given back.
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!existing) {
      // Migrated under another name and renamed when done, so no copy is taken of half of it.
      const building = `test_building_${randomBytes(6).toString('hex')}`;
      await admin.unsafe(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString() });
      await database.close();
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    }
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
  } finally {
    await admin.end();
  }
  return name;
};

export interface TestTemplates {
  /** The tar file of a migrated embedded database. */
  pglite: string;
  /** The template database on the PostgreSQL server, when the run has one. */
  postgres?: string;
}

export const prepareTestTemplates = async (serverUrl: string | undefined): Promise<TestTemplates> => {
  const id = await templateId();
  const [pglite, server] = await Promise.all([
    pgliteTemplate(id),
    serverUrl ? postgresTemplate(serverUrl, id) : undefined,
  ]);
  return { pglite, ...(server && { postgres: server }) };
};
