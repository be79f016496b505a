import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** Two starts of the embedded database on files (initdb, then a restart): slow while a browser suite shares the machine. */
export const EMBEDDED_RESTART_MS = 120_000;

/** Gives empty data folders for the embedded database; they are removed after the file's tests. */
export const emptyDataDirs = () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  return async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kodewerk-db-'));
    dirs.push(dir);
    return dir;
  };
};
