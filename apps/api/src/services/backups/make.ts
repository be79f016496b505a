import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import type { BackupSource } from '../../db/client.ts';
import { BackupError, backupFileName, PARTIAL, sha256OfFile, writeChecksum } from './files.ts';

export interface MadeBackup {
  file: string;
  path: string;
  sizeBytes: number;
  sha256: string;
}

/** A command line tool (pg_dump, pg_restore), its output collected. */
export const runTool = promisify(execFile);

/** A missing command (ENOENT) said plainly: the backup is not configured on this machine. */
const missingTool = (error: unknown, tool: string): BackupError | undefined =>
  (error as NodeJS.ErrnoException).code === 'ENOENT'
    ? new BackupError(
        `${tool} is not installed on this machine (Debian: apt-get install postgresql-client): ` +
          'PostgreSQL backups are not configured here.',
      )
    : undefined;

export const toolFailure = (error: unknown, tool: string): BackupError =>
  missingTool(error, tool) ??
  new BackupError(`${tool} failed: ${((error as { stderr?: string }).stderr || String(error)).trim()}`);

/**
 * The embedded database: the whole data folder as PGlite copies it while it runs (between two
 * statements, after a checkpoint), gzipped. PostgreSQL: pg_dump in its custom format, one
 * consistent snapshot taken while the server keeps working.
 */
const writeDump = async (source: BackupSource, file: string): Promise<void> => {
  if (source.kind === 'pglite') {
    if (!source.dump) throw new BackupError('This embedded database cannot be copied.');
    const tar = await source.dump();
    await pipeline(
      Readable.fromWeb(tar.stream() as import('node:stream/web').ReadableStream),
      createGzip(),
      createWriteStream(file),
    );
    return;
  }
  if (!source.url) throw new BackupError('No PostgreSQL address to back up.');
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', source.url], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error) => {
    throw toolFailure(error, 'pg_dump');
  });
};

/**
 * Makes one backup in `dir` with its checksum file beside it. Stored files live in the database
 * (the storage interface's default), so they are in it too. Written under a `.partial` name and
 * renamed when whole: a run that stops mid-way leaves no file that looks like a backup.
 */
export const makeBackup = async (
  source: BackupSource,
  dir: string,
  now = new Date(),
): Promise<MadeBackup> => {
  await mkdir(dir, { recursive: true });
  const file = backupFileName(source.kind, now);
  const target = path.join(dir, file);
  const partial = `${target}.${randomBytes(4).toString('hex')}${PARTIAL}`;
  try {
    await writeDump(source, partial);
    const sha256 = await sha256OfFile(partial);
    const { size } = await stat(partial);
    await rename(partial, target);
    await writeChecksum(target, sha256);
    return { file, path: target, sizeBytes: size, sha256 };
  } finally {
    await rm(partial, { force: true });
  }
};
