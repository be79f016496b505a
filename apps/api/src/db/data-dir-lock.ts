import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR that holds the pid of the one API process using the embedded database. */
export const LOCK_FILE = 'api.lock';

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

const isRunning = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): number | undefined => {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return undefined;
  }
};

const create = (file: string): boolean => {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
};

/**
 * PGlite is a database in one process: two API processes on one data directory both start, hand
 * out the same ids and overwrite each other's files. The first process holds a lock file with its
 * pid; a second one refuses to start and says who holds it. A lock left by a process that no
 * longer runs (killed, power loss) is taken over. `release` is safe to call more than once and
 * removes only this process's own lock.
 */
export const lockDataDir = (dataDir: string): { file: string; release: () => void } => {
  const file = path.join(dataDir, LOCK_FILE);
  if (!create(file)) {
    const holder = readHolder(file);
    if (holder !== undefined && isRunning(holder)) {
      throw new DataDirInUse(
        `DATA_DIR ${dataDir} is in use by another API process (pid ${holder}, lock file ${file}). ` +
          'The embedded database takes one process: stop that one first, give this one its own DATA_DIR, ' +
          'or run several instances on PostgreSQL (DATABASE_URL).',
      );
    }
    // Stale: its process is gone. Take it over; if another starter was quicker, it holds it now.
    try {
      unlinkSync(file);
    } catch {
      // removed by another starter meanwhile
    }
    if (!create(file)) {
      throw new DataDirInUse(
        `DATA_DIR ${dataDir} was just taken by another API process (lock file ${file}).`,
      );
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file) !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // The last resort of every way out of the process that still runs JavaScript.
  process.on('exit', release);
  return { file, release };
};
