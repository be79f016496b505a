import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { DataDirInUse } from '../db/data-dir-lock.ts';
import type { Env } from '../env.ts';
import { BackupError, type MadeBackup, makeManualBackup, restoreBackup } from '../services/backups/index.ts';
import type { StaffCreateIo as CommandIo } from './staff-create.ts';

export const backupUsage = `Usage: npm run backup [-- <folder>]

Makes a backup while the API runs, with a .sha256 checksum file beside it: of PostgreSQL
(DATABASE_URL) with pg_dump, of the embedded database by asking the API that runs on DATA_DIR
(it needs OPS_TOKEN), or by opening DATA_DIR when no API runs. Into BACKUP_DIR (DATA_DIR/backups)
unless a folder is given; BACKUP_KEEP backups are kept there.`;

export const restoreUsage = `Usage: npm run restore -- <backup file> [--force]

Checks the backup against its .sha256 file and puts it back: a .postgres.dump into the database
of DATABASE_URL, a .pglite.tar.gz into DATA_DIR. A target that holds data is refused unless
--force is given (an embedded database is then kept aside, never deleted). Stop the API first.`;

const said = (made: MadeBackup) =>
  `backup made: ${made.path} (${made.sizeBytes} bytes, sha256 ${made.sha256})`;

/** The embedded database is the running API's alone: it makes the backup and says where. */
const askRunningApi = async (env: Env): Promise<MadeBackup> => {
  if (!env.OPS_TOKEN) {
    throw new BackupError(
      `An API runs on ${env.dataDir}; only it can copy the embedded database. Set OPS_TOKEN (the API's own) so this command can ask it.`,
    );
  }
  const host = env.API_HOST === '0.0.0.0' || env.API_HOST === '::' ? '127.0.0.1' : env.API_HOST;
  const response = await fetch(`http://${host}:${env.API_PORT}/ops/backups`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.OPS_TOKEN}` },
    signal: AbortSignal.timeout(30 * 60 * 1000),
  }).catch((error: Error) => {
    throw new BackupError(`The API on ${host}:${env.API_PORT} did not answer: ${error.message}`);
  });
  const body = (await response.json().catch(() => ({}))) as MadeBackup & { message?: string };
  if (response.status !== 201) {
    throw new BackupError(
      `The API refused the backup (${response.status}): ${body.message ?? 'no reason given'}`,
    );
  }
  return body;
};

const backupNow = async (env: Env, dir: string, keep: number): Promise<MadeBackup> => {
  if (env.DATABASE_URL) {
    const database = await openDatabase({ url: env.DATABASE_URL });
    try {
      return await makeManualBackup(database.db, database, { dir, keep });
    } finally {
      await database.close();
    }
  }
  try {
    const database = await openDatabase({ dataDir: env.dataDir });
    try {
      return await makeManualBackup(database.db, database, { dir, keep });
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    const made = await askRunningApi(env);
    if (path.dirname(made.path) === dir) return made;
    const copy = path.join(dir, made.file);
    await copyFile(made.path, copy);
    await copyFile(`${made.path}.sha256`, `${copy}.sha256`);
    return { ...made, path: copy };
  }
};

/** `npm run backup`: one backup now. Exit 0 when it was made, 1 when not (with the reason). */
export const backupCommand = async (argv: string[], env: Env, io: CommandIo): Promise<number> => {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {}, strict: false });
  if (positionals.length > 1 || argv.includes('--help')) {
    io.err(backupUsage);
    return 2;
  }
  const given = positionals[0];
  try {
    // A folder given by hand is not pruned: only BACKUP_DIR keeps BACKUP_KEEP.
    const made = await backupNow(
      env,
      given ? path.resolve(given) : env.backupDir,
      given ? Infinity : env.BACKUP_KEEP,
    );
    io.out(said(made));
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof DataDirInUse)) throw error;
    io.err(error.message);
    return 1;
  }
};

/** `npm run restore -- FILE [--force]`. */
export const restoreCommand = async (argv: string[], env: Env, io: CommandIo): Promise<number> => {
  let parsed: { values: { force?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean' } },
      strict: true,
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${restoreUsage}`);
    return 2;
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) {
    io.err(restoreUsage);
    return 2;
  }
  try {
    io.out(
      await restoreBackup(path.resolve(file), {
        dataDir: env.dataDir,
        url: env.DATABASE_URL,
        force: parsed.values.force === true,
      }),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof DataDirInUse)) throw error;
    io.err(error.message);
    return 1;
  }
};
