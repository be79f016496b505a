import { STAFF_DIGEST_HOUR } from '@maatwerk/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffDigests, staffNotifications } from '../../db/schema.ts';
import { amsterdamTime, toDateOnly } from '../../lib/dates.ts';
import { enqueueJob } from '../jobs.ts';

export const STAFF_DIGEST_QUEUE = 'staff-digest-mail';

const waiting = (staffId: number, before: Date) =>
  and(
    eq(staffNotifications.staffId, staffId),
    eq(staffNotifications.delivery, 'digest'),
    isNull(staffNotifications.digestDay),
    lt(staffNotifications.createdAt, before),
  );

/**
 * From STAFF_DIGEST_HOUR (Amsterdam) on: per staff member with events waiting from before that
 * hour, claims today's digest (the primary key of staff_digests lets one instance win), gives the
 * waiting events that day and queues the mail, all in one transaction. An event belongs to the
 * first digest after it; one that an instance down all day missed goes into the next day's.
 */
export const queueStaffDigests = async (db: Db, now: Date): Promise<number> => {
  const day = toDateOnly(now);
  const sendAt = amsterdamTime(day, STAFF_DIGEST_HOUR);
  if (now < sendAt) return 0;
  const staffIds = await db
    .selectDistinct({ staffId: staffNotifications.staffId })
    .from(staffNotifications)
    .where(
      and(
        eq(staffNotifications.delivery, 'digest'),
        isNull(staffNotifications.digestDay),
        lt(staffNotifications.createdAt, sendAt),
      ),
    );
  let queued = 0;
  for (const { staffId } of staffIds) {
    if (staffId === null) continue;
    const claimed = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(staffDigests)
        .values({ staffId, day })
        .onConflictDoNothing()
        .returning({ staffId: staffDigests.staffId });
      if (!claim) return false;
      await tx.update(staffNotifications).set({ digestDay: day }).where(waiting(staffId, sendAt));
      await enqueueJob(tx, { queue: STAFF_DIGEST_QUEUE, customerId: null, payload: { staffId, day } });
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
};
