import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** Waits until every job on the work queue has ended (finished or failed); answers their end states. */
export const jobsEnded = async (db: DbOrTx): Promise<{ status: string }[]> => {
  for (let i = 0; i < 200; i++) {
    const rows = await db.select({ status: jobs.status }).from(jobs);
    if (rows.every((row) => row.status === 'finished' || row.status === 'failed')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the queued jobs did not end');
};

/** The job as an instance leaves it that took it an hour ago and died while running it (first try). */
export const takenByADeadInstance = async (db: DbOrTx, jobId: string) => {
  await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: 1,
      lockedBy: 'gone',
      lockedAt: new Date(Date.now() - 60 * 60 * 1000),
    })
    .where(eq(jobs.id, jobId));
};
