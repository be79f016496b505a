import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backupRuns } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import type { MadeBackup } from './make.ts';

/**
 * How long a claim holds without being renewed. The instance making the backup renews it every
 * minute; one that stopped mid-way (crash, SIGKILL, power) stops renewing, and after this the
 * next instance that looks takes the period over and makes the backup.
 */
export const BACKUP_CLAIM_MS = 5 * 60 * 1000;
export const BACKUP_RENEW_MS = 60 * 1000;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The period a scheduled backup is for: Amsterdam's day, or its day and hour. */
export const backupPeriod = (schedule: 'daily' | 'hourly', now: Date): string =>
  schedule === 'daily' ? today(now) : `${today(now)}T${hourFormat.format(now)}`;

/**
 * Claims the period's backup for `worker`: true for the one instance that gets it. A period that
 * was made is never claimed again; one whose claim was not renewed for BACKUP_CLAIM_MS is taken over.
 */
export const claimBackupRun = async (db: Db, period: string, worker: string, now: Date): Promise<boolean> => {
  const claimed = await db
    .insert(backupRuns)
    .values({ period, claimedBy: worker, claimedAt: now })
    .onConflictDoUpdate({
      target: backupRuns.period,
      set: { claimedBy: worker, claimedAt: now },
      setWhere: and(
        isNull(backupRuns.finishedAt),
        lt(backupRuns.claimedAt, new Date(now.getTime() - BACKUP_CLAIM_MS)),
      ),
    })
    .returning({ period: backupRuns.period });
  return claimed.length > 0;
};

/** Keeps the claim while the backup is being made; false when another instance took it over. */
export const renewBackupClaim = async (
  db: Db,
  period: string,
  worker: string,
  now: Date,
): Promise<boolean> => {
  const renewed = await db
    .update(backupRuns)
    .set({ claimedAt: now })
    .where(
      and(eq(backupRuns.period, period), eq(backupRuns.claimedBy, worker), isNull(backupRuns.finishedAt)),
    )
    .returning({ period: backupRuns.period });
  return renewed.length > 0;
};

export const finishBackupRun = async (
  db: Db,
  period: string,
  worker: string,
  made: MadeBackup,
  now: Date,
): Promise<void> => {
  await db
    .update(backupRuns)
    .set({ finishedAt: now, file: made.file, sizeBytes: made.sizeBytes, sha256: made.sha256 })
    .where(and(eq(backupRuns.period, period), eq(backupRuns.claimedBy, worker)));
};

/** A backup made by hand (the command or the API's backup call), recorded as done at once. */
export const recordManualBackup = async (db: Db, made: MadeBackup, now: Date): Promise<void> => {
  await db.insert(backupRuns).values({
    period: `manual:${now.toISOString()}:${made.sha256.slice(0, 8)}`,
    claimedBy: 'manual',
    claimedAt: now,
    finishedAt: now,
    file: made.file,
    sizeBytes: made.sizeBytes,
    sha256: made.sha256,
  });
};

/** When the last backup, scheduled or by hand, was finished; undefined when none ever was. */
export const lastBackupAt = async (db: Db): Promise<Date | undefined> => {
  const [last] = await db
    .select({ at: backupRuns.finishedAt })
    .from(backupRuns)
    .where(isNotNull(backupRuns.finishedAt))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return last?.at ?? undefined;
};
