import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '../../db/schema.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { listBackups, verifyChecksum } from './index.ts';
import { BACKUP_CLAIM_MS } from './runs.ts';

// 03:00 in Amsterdam on a day of December 2026.
const day = (n: number, minutes = 0) => new Date(Date.UTC(2026, 11, n, 2, minutes));

describe('the scheduled backup with two API instances on one database', () => {
  let two: TwoInstances;
  let dir: string;

  beforeAll(async () => {
    two = await startTwoInstances({ BACKUP_SCHEDULE: 'daily', BACKUP_KEEP: '2' });
    dir = path.join(two.dataDir, 'backups');
  });
  afterAll(() => two.close());

  const runBoth = (at: Date) =>
    Promise.all([two.a.schedule.runNow('backups', at), two.b.schedule.runNow('backups', at)]);
  /** The backups in the folder by their time, newest first. */
  const made = async () =>
    (await listBackups(dir)).map((backup) =>
      backup.file.replace(/^kodewerk-(.*?)\.(pglite|postgres).*$/, '$1'),
    );
  const runs = () =>
    two.db
      .select({ period: backupRuns.period, finished: backupRuns.finishedAt, by: backupRuns.claimedBy })
      .from(backupRuns)
      .orderBy(asc(backupRuns.period));

  it('makes one backup a day, from either instance, and keeps the configured number', async () => {
    await runBoth(day(1));
    await runBoth(day(1, 30));
    expect(await made()).toEqual(['2026-12-01T02-00-00-000Z']);
    const [first] = await listBackups(dir);
    await expect(verifyChecksum(first!.path)).resolves.toMatch(/^[0-9a-f]{64}$/);

    await runBoth(day(2));
    await runBoth(day(3));
    expect(await made()).toEqual(['2026-12-03T02-00-00-000Z', '2026-12-02T02-00-00-000Z']);
    const rows = await runs();
    expect(rows.map((row) => row.period)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(rows.every((row) => row.finished !== null)).toBe(true);
  });

  it('takes over the day of an instance that stopped mid-way once its claim runs out, never sooner', async () => {
    // An instance claimed 4 December and died while writing: its claim and a partial file remain.
    await two.db
      .insert(backupRuns)
      .values({ period: '2026-12-04', claimedBy: 'crashed-instance', claimedAt: day(4) });
    const partial = path.join(dir, 'kodewerk-2026-12-04T02-00-00-000Z.pglite.tar.gz.dead.partial');
    await writeFile(partial, 'half a backup');
    const longAgo = new Date(Date.now() - 2 * BACKUP_CLAIM_MS);
    await utimes(partial, longAgo, longAgo);

    await runBoth(day(4, 1));
    expect(await made()).toEqual(['2026-12-03T02-00-00-000Z', '2026-12-02T02-00-00-000Z']);
    expect((await runs()).find((row) => row.period === '2026-12-04')).toMatchObject({
      by: 'crashed-instance',
      finished: null,
    });

    const later = new Date(day(4).getTime() + BACKUP_CLAIM_MS + 60_000);
    await runBoth(later);
    await runBoth(new Date(later.getTime() + 60_000));
    expect(await made()).toEqual(['2026-12-04T02-06-00-000Z', '2026-12-03T02-00-00-000Z']);
    const taken = (await runs()).find((row) => row.period === '2026-12-04');
    expect(taken?.by).not.toBe('crashed-instance');
    expect(taken?.finished).toEqual(later);
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
