import type { BackupSource, Db } from '../../db/client.ts';
import { pruneBackups, removePartials } from './files.ts';
import { type MadeBackup, makeBackup } from './make.ts';
import {
  BACKUP_CLAIM_MS,
  BACKUP_RENEW_MS,
  backupPeriod,
  claimBackupRun,
  finishBackupRun,
  recordManualBackup,
  renewBackupClaim,
} from './runs.ts';

export { BackupError, listBackups, verifyChecksum } from './files.ts';
export type { MadeBackup } from './make.ts';
export { restoreBackup } from './restore.ts';
export { lastBackupAt } from './runs.ts';

export interface BackupSettings {
  dir: string;
  keep: number;
  schedule: 'daily' | 'hourly' | 'off';
}

/**
 * The scheduled backup: every instance asks, one claims the period and makes it (docs/operations.md).
 * Answers the backup this instance made, or undefined when it was not its turn.
 */
export const runScheduledBackup = async (
  db: Db,
  source: BackupSource,
  settings: BackupSettings,
  worker: string,
  now: Date,
): Promise<MadeBackup | undefined> => {
  if (settings.schedule === 'off') return undefined;
  const period = backupPeriod(settings.schedule, now);
  if (!(await claimBackupRun(db, period, worker, now))) return undefined;
  // Files of a run that stopped mid-way; the ages of files are the real clock's.
  await removePartials(settings.dir, new Date(Date.now() - BACKUP_CLAIM_MS));
  const started = Date.now();
  const renew = setInterval(() => {
    const at = new Date(now.getTime() + Date.now() - started);
    renewBackupClaim(db, period, worker, at).catch(() => {});
  }, BACKUP_RENEW_MS);
  try {
    const made = await makeBackup(source, settings.dir, now);
    await finishBackupRun(db, period, worker, made, now);
    await pruneBackups(settings.dir, settings.keep);
    return made;
  } finally {
    clearInterval(renew);
  }
};

/** A backup asked for now (the command, or the API's backup call), kept and counted like the others. */
export const makeManualBackup = async (
  db: Db,
  source: BackupSource,
  settings: Pick<BackupSettings, 'dir' | 'keep'>,
  now = new Date(),
): Promise<MadeBackup> => {
  const made = await makeBackup(source, settings.dir, now);
  await recordManualBackup(db, made, now);
  await pruneBackups(settings.dir, settings.keep);
  return made;
};
