import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_RESTART_MS, emptyDataDirs } from '../test/embedded-data-dir.ts';
import { openDatabase } from './client.ts';
import { contactMessages } from './schema.ts';

describe('the embedded database', () => {
  const newDataDir = emptyDataDirs();

  it(
    'keeps what was written across a clean restart on the same DATA_DIR',
    async () => {
      const dataDir = await newDataDir();
      const first = await openDatabase({ dataDir });
      await first.db
        .insert(contactMessages)
        .values({ name: 'Anna', email: 'anna@example.nl', message: 'Hallo' });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        const rows = await second.db.select().from(contactMessages);
        expect(rows.map((row) => row.name)).toEqual(['Anna']);
      } finally {
        await second.close();
      }
    },
    EMBEDDED_RESTART_MS,
  );

  it(
    'runs with small shared memory and the settings initdb wrote into the data folder',
    async () => {
      const dataDir = await newDataDir();
      const database = await openDatabase({ dataDir });
      try {
        const setting = async (name: string) =>
          (
            (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
              rows: Record<string, string>[];
            }
          ).rows[0]?.[name];
        expect(await setting('shared_buffers')).toBe('4MB');
        expect(await setting('max_connections')).toBe('4');
        expect(await setting('TimeZone')).toBe('UTC');
        expect(await setting('search_path')).toBe('public');
        // Twice the locks the migrations of a new database take in one transaction.
        await database.db.transaction(async (tx) => {
          for (let table = 0; table < 2000; table += 1) {
            await tx.execute(sql.raw(`create temporary table lock_room_${table} (id int)`));
          }
        });
      } finally {
        await database.close();
      }
    },
    EMBEDDED_RESTART_MS,
  );
});
