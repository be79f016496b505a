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
 *
 * One table per statement: the embedded database has one connection, and a single `vacuum` of
 * everything held it for its whole run while requests waited (the first round of the schedule,
 * five seconds after a start on a new database, stalled every request for that long). Between two
 * tables, the queries that wait run.
 */
export const maintainEmbeddedDatabase = async (db: Db, now: Date): Promise<boolean> => {
  const [last] = await db
    .select({ at: databaseMaintenance.lastRunAt })
    .from(databaseMaintenance)
    .where(eq(databaseMaintenance.task, VACUUM));
  if (last && now.getTime() - last.at.getTime() < EMBEDDED_MAINTENANCE_EVERY_MS) return false;
  const tables = (await db.execute(
    sql`select c.oid::regclass::text as name from pg_class c
        where c.relkind in ('r', 'm') and c.relpersistence <> 't' order by c.oid`,
  )) as unknown as { rows: { name: string }[] };
  for (const { name } of tables.rows) await db.execute(sql`vacuum (analyze) ${sql.raw(name)}`);
  await db
    .insert(databaseMaintenance)
    .values({ task: VACUUM, lastRunAt: now })
    .onConflictDoUpdate({ target: databaseMaintenance.task, set: { lastRunAt: now } });
  return true;
};
