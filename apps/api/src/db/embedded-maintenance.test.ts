import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { EMBEDDED_MAINTENANCE_EVERY_MS, maintainEmbeddedDatabase } from './embedded-maintenance.ts';
import { createCustomer } from './factories/index.ts';

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Two starts of the embedded database on files (initdb, then a restart): slow while a browser suite shares the machine. */
const EMBEDDED_RESTART_MS = 120_000;

describe('the embedded database’s daily maintenance', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it(
    'vacuums and analyses once a day, remembered across a restart',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-db-'));
      dirs.push(dataDir);
      const first = await openDatabase({ dataDir });
      const now = new Date();
      try {
        for (let i = 0; i < 20; i++) await createCustomer(first.db);
        const statistics = sql`select count(*)::int as n from pg_stats where tablename = 'customers'`;
        expect(await rows(first, statistics)).toEqual([{ n: 0 }]);

        expect(await maintainEmbeddedDatabase(first.db, now)).toBe(true);
        expect((await rows<{ n: number }>(first, statistics))[0]!.n).toBeGreaterThan(0);
        const vacuumed = sql`select last_vacuum is not null and last_analyze is not null as done
        from pg_stat_user_tables where relname = 'customers'`;
        expect(await rows(first, vacuumed)).toEqual([{ done: true }]);
        expect(await maintainEmbeddedDatabase(first.db, now)).toBe(false);
      } finally {
        await first.close();
      }

      const second = await openDatabase({ dataDir });
      try {
        expect(await maintainEmbeddedDatabase(second.db, new Date(now.getTime() + 60_000))).toBe(false);
        const dayLater = new Date(now.getTime() + EMBEDDED_MAINTENANCE_EVERY_MS + 60_000);
        expect(await maintainEmbeddedDatabase(second.db, dayLater)).toBe(true);
      } finally {
        await second.close();
      }
    },
    EMBEDDED_RESTART_MS,
  );
});
