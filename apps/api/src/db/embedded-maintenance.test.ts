import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_RESTART_MS, emptyDataDirs } from '../test/embedded-data-dir.ts';
import { type Database, openDatabase } from './client.ts';
import { EMBEDDED_MAINTENANCE_EVERY_MS, maintainEmbeddedDatabase } from './embedded-maintenance.ts';
import { createCustomer } from './factories/index.ts';

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the embedded database’s daily maintenance', () => {
  const newDataDir = emptyDataDirs();

  it(
    'vacuums and analyses once a day, remembered across a restart',
    async () => {
      const dataDir = await newDataDir();
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

  it(
    'lets waiting queries run between its tables',
    async () => {
      const database = await openDatabase({ dataDir: await newDataDir() });
      try {
        let maintaining = true;
        const maintenance = maintainEmbeddedDatabase(database.db, new Date()).finally(() => {
          maintaining = false;
        });
        // One query after the other, as requests arrive, while the maintenance runs.
        let answeredMeanwhile = 0;
        while (maintaining) {
          await database.db.execute(sql`select 1`);
          if (maintaining) answeredMeanwhile++;
        }
        await maintenance;
        const tables = (
          await rows<{ n: number }>(database, sql`select count(*)::int as n from pg_stat_user_tables`)
        )[0]!.n;
        expect(tables).toBeGreaterThan(40);
        expect(answeredMeanwhile).toBeGreaterThanOrEqual(tables);
      } finally {
        await database.close();
      }
    },
    EMBEDDED_RESTART_MS,
  );
});
