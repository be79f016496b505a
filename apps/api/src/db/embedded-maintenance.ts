import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { databaseMaintenance } from './schema.ts';

/** How often the embedded database is vacuumed and analysed. */
export const EMBEDDED_MAINTENANCE_EVERY_MS = 24 * 60 * 60 * 1000;

const VACUUM = 'vacuum';

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: nothing gathers the
 * planner's statistics, reclaims the space of deleted and updated rows, or freezes old transaction
 * ids before they wrap around. This does what autovacuum would, once a day: every table is
 * vacuumed and analysed (half a second on the demo data) when the last time is a day ago or there
 * was none. The time is kept in a table of its own: PGlite's statistics do not survive a restart.
 * Answers whether it ran.
 */
export const maintainEmbeddedDatabase = async (db: Db, now: Date): Promise<boolean> => {
  const [last] = await db
    .select({ at: databaseMaintenance.lastRunAt })
    .from(databaseMaintenance)
    .where(eq(databaseMaintenance.task, VACUUM));
  if (last && now.getTime() - last.at.getTime() < EMBEDDED_MAINTENANCE_EVERY_MS) return false;
  await db.execute(sql`vacuum (analyze)`);
  await db
    .insert(databaseMaintenance)
    .values({ task: VACUUM, lastRunAt: now })
    .onConflictDoUpdate({ target: databaseMaintenance.task, set: { lastRunAt: now } });
  return true;
};
