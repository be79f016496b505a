import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openDatabase } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { BackupError, kindOfBackup, verifyChecksum } from './files.ts';
import { runTool, toolFailure } from './make.ts';

export interface RestoreTarget {
  /** The embedded database's folder, for a PGlite backup. */
  dataDir: string;
  /** A PostgreSQL database, for a pg_dump backup. */
  url?: string;
  /** Replace what the target holds instead of refusing. */
  force: boolean;
}

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

const isEmptyFolder = async (folder: string) =>
  (await readdir(folder).catch(() => [] as string[])).length === 0;

/**
 * A PGlite backup into DATA_DIR: refused while an API runs on it, and refused when it already
 * holds a database unless forced, in which case that database is set aside beside it
 * (pglite.before-restore-…), never deleted. The restored database is migrated to this version.
 */
const restoreEmbedded = async (file: string, { dataDir, force }: RestoreTarget): Promise<string> => {
  await mkdir(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const folder = path.join(dataDir, 'pglite');
    let setAside: string | undefined;
    if (!(await isEmptyFolder(folder))) {
      if (!force) {
        throw new BackupError(
          `${folder} already holds a database: not restored. Give an empty DATA_DIR, or add --force ` +
            'to set the present database aside and restore over it.',
        );
      }
      setAside = `${folder}.before-restore-${stamp(new Date())}`;
      await rename(folder, setAside);
    }
    const dump = new Blob([gunzipSync(await readFile(file))]);
    const database = await openDatabase({ dataDir, dump });
    await database.close();
    return setAside ? `the database that was there is kept in ${setAside}` : 'into an empty data folder';
  } finally {
    lock.release();
  }
};

const userTableCount = async (url: string): Promise<number> => {
  const { default: postgres } = await import('postgres');
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<{ n: number }[]>`
      select count(*)::int as n from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`;
    return row?.n ?? 0;
  } finally {
    await client.end();
  }
};

/**
 * A pg_dump backup into an empty PostgreSQL database with pg_restore, in one transaction: all of it
 * or nothing. A database with tables is refused unless forced; then its objects are dropped first.
 */
const restoreServer = async (file: string, url: string, force: boolean): Promise<string> => {
  const tables = await userTableCount(url);
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database holds ${tables} tables: not restored. Give an empty database, or add --force to replace them.`,
    );
  }
  const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...clean,
      '--dbname',
      url,
      file,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error) => {
    throw toolFailure(error, 'pg_restore');
  });
  const database = await openDatabase({ url });
  await database.close();
  return tables > 0 ? `over the ${tables} tables that were there` : 'into an empty database';
};

/** Puts a backup back after checking its checksum; answers a line saying where it went. */
export const restoreBackup = async (file: string, target: RestoreTarget): Promise<string> => {
  const kind = kindOfBackup(file);
  if (!kind)
    throw new BackupError(`${file} is not a backup of this product (.pglite.tar.gz or .postgres.dump).`);
  await verifyChecksum(file);
  if (kind === 'pglite') {
    if (target.url) {
      throw new BackupError(
        'This is a backup of the embedded database; unset DATABASE_URL to restore it to DATA_DIR.',
      );
    }
    return `restored ${path.basename(file)} to ${target.dataDir}, ${await restoreEmbedded(file, target)}`;
  }
  if (!target.url)
    throw new BackupError('This is a PostgreSQL backup; set DATABASE_URL to the database to restore it to.');
  return `restored ${path.basename(file)} to PostgreSQL, ${await restoreServer(file, target.url, target.force)}`;
};
