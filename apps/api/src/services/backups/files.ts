import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseKind } from '../../db/client.ts';

/** A backup that cannot be made or put back; the message says why, for the person running it. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const SUFFIX: Record<DatabaseKind, string> = {
  pglite: '.pglite.tar.gz',
  postgres: '.postgres.dump',
};

/** A file being written; renamed to its name when whole, so a crash never leaves a half backup. */
export const PARTIAL = '.partial';
const CHECKSUM = '.sha256';

/** kodewerk-2026-11-27T20-15-00-000Z.pglite.tar.gz: sorts by time, says what it holds. */
export const backupFileName = (kind: DatabaseKind, at: Date): string =>
  `kodewerk-${at.toISOString().replace(/[:.]/g, '-')}${SUFFIX[kind]}`;

/** Which database a backup file is of, by its name. */
export const kindOfBackup = (file: string): DatabaseKind | undefined =>
  (Object.keys(SUFFIX) as DatabaseKind[]).find((kind) => file.endsWith(SUFFIX[kind]));

const isBackup = (name: string) => name.startsWith('kodewerk-') && kindOfBackup(name) !== undefined;

export const sha256OfFile = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** The checksum beside the backup, in the format `sha256sum -c` reads. */
export const writeChecksum = (file: string, sha256: string): Promise<void> =>
  writeFile(`${file}${CHECKSUM}`, `${sha256}  ${path.basename(file)}\n`);

/** Refuses a backup without its checksum file or whose bytes do not match it. */
export const verifyChecksum = async (file: string): Promise<string> => {
  const expected = await readFile(`${file}${CHECKSUM}`, 'utf8').then(
    (text) => text.trim().split(/\s+/)[0],
    () => {
      throw new BackupError(`No checksum file ${file}${CHECKSUM} beside the backup: not restored.`);
    },
  );
  const actual = await sha256OfFile(file);
  if (actual !== expected) {
    throw new BackupError(
      `The backup ${file} does not match its checksum (damaged or incomplete): not restored.`,
    );
  }
  return actual;
};

export interface BackupListing {
  file: string;
  path: string;
  sizeBytes: number;
  modifiedAt: Date;
}

/** The backups in a folder, newest first; none when the folder does not exist. */
export const listBackups = async (dir: string): Promise<BackupListing[]> => {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found = await Promise.all(
    names.filter(isBackup).map(async (file) => {
      const info = await stat(path.join(dir, file));
      return { file, path: path.join(dir, file), sizeBytes: info.size, modifiedAt: info.mtime };
    }),
  );
  return found.sort((a, b) => b.file.localeCompare(a.file));
};

/** Keeps the `keep` newest backups and removes the rest, each with its checksum. Answers the removed. */
export const pruneBackups = async (dir: string, keep: number): Promise<string[]> => {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) {
    await rm(backup.path, { force: true });
    await rm(`${backup.path}${CHECKSUM}`, { force: true });
  }
  return old.map((backup) => backup.file);
};

/**
 * Removes what a run that stopped mid-way left behind: files still named `.partial` that nobody
 * has written to since `before` (a running backup writes to its own all the time).
 */
export const removePartials = async (dir: string, before: Date): Promise<void> => {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((name) => name.endsWith(PARTIAL))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtime < before) await rm(file, { force: true });
  }
};
