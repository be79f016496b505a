import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from './search/sql-rows.ts';

export interface QueueFigures {
  queue: string;
  queued: number;
  running: number;
  failed: number;
  /** When the oldest job that waits for a worker became due; undefined when none waits. */
  oldestDueAt?: Date;
}

/**
 * The work queue per kind of job, in one query over the jobs table: what waits, what runs, what
 * failed (all kept), and how long the oldest waiting job is overdue.
 */
export const queueFigures = async (db: DbOrTx): Promise<QueueFigures[]> => {
  const rows = await queryRows<{
    queue: string;
    queued: number;
    running: number;
    failed: number;
    oldest: string | Date | null;
  }>(
    db,
    sql`select queue,
          count(*) filter (where status = 'queued')::int as queued,
          count(*) filter (where status = 'running')::int as running,
          count(*) filter (where status = 'failed')::int as failed,
          min(run_after) filter (where status = 'queued' and run_after <= now()) as oldest
        from jobs group by queue`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    queued: Number(row.queued),
    running: Number(row.running),
    failed: Number(row.failed),
    ...(row.oldest && { oldestDueAt: new Date(row.oldest) }),
  }));
};
