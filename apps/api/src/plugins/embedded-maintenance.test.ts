import { describe, expect, it } from 'vitest';
import { databaseMaintenance } from '../db/schema.ts';
import { testAppPerBlock } from '../test/app-per-block.ts';
import { EMBEDDED_MAINTENANCE_TASK } from './embedded-maintenance.ts';

describe('the embedded database’s maintenance in the API', () => {
  const t = testAppPerBlock();

  it('is a daily task on PGlite, and left to autovacuum on PostgreSQL', async () => {
    if (t.app.dbKind === 'pglite') {
      const now = new Date('2026-11-26T03:00:00Z');
      await t.app.schedule.runNow(EMBEDDED_MAINTENANCE_TASK, now);
      expect(await t.db.select().from(databaseMaintenance)).toEqual([{ task: 'vacuum', lastRunAt: now }]);
    } else {
      await expect(t.app.schedule.runNow(EMBEDDED_MAINTENANCE_TASK)).rejects.toThrow(/No scheduled task/);
    }
  });
});
