import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, weekMails } from '../../db/schema.ts';
import { enqueueJob } from '../jobs.ts';
import { weekDueAt } from './week.ts';

export const WEEK_MAIL_QUEUE = 'week-mail';

/**
 * On Monday from 08:00: claims this week's mail of every person with a week mail address and puts
 * each on the work queue in the same transaction. The primary key of week_mails lets one instance's
 * schedule win per person and week; the queue's single claim sends it once.
 */
export const queueWeekMails = async (db: Db, now: Date): Promise<number> => {
  const week = weekDueAt(now);
  if (!week) return 0;
  return db.transaction(async (tx) => {
    const people = await tx
      .select({ userId: users.id })
      .from(users)
      .where(and(isNotNull(users.weekMailAddress), isNull(users.deactivatedAt), eq(users.hasPassword, true)));
    if (people.length === 0) return 0;
    const claimed = await tx
      .insert(weekMails)
      .values(people.map(({ userId }) => ({ userId, weekStart: week.weekStart })))
      .onConflictDoNothing()
      .returning({ userId: weekMails.userId });
    for (const { userId } of claimed) {
      await enqueueJob(tx, {
        queue: WEEK_MAIL_QUEUE,
        customerId: null,
        payload: { userId, weekStart: week.weekStart },
      });
    }
    return claimed.length;
  });
};
