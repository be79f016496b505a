import { finishedUserStoryStatuses, type ServiceClock } from '@maatwerk/contract';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emergencyRequests, serviceLevelBreaches, staffMembers, userStories } from '../../db/schema.ts';
import { enqueueJob } from '../jobs.ts';
import { callClock, loadOrderClockInputs, orderClock } from './clock.ts';
import { loadServiceLevelRules } from './settings.ts';

export const BREACH_MAIL_QUEUE = 'service-level-breach-mail';

type Subject =
  | { userStoryId: number; emergencyRequestId?: undefined }
  | { emergencyRequestId: number; userStoryId?: undefined };

/**
 * Claims one breach: the unique index on (record, target) lets one instance win, and in the same
 * transaction a mail job is queued for each active beheerder. An instance that dies after the
 * commit leaves the jobs on the queue for another; one that dies before leaves no claim, so the
 * next round claims it again.
 */
const claimBreach = async (db: Db, subject: Subject, clock: ServiceClock, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(serviceLevelBreaches)
      .values({
        userStoryId: subject.userStoryId ?? null,
        emergencyRequestId: subject.emergencyRequestId ?? null,
        target: clock.target,
        breachedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: serviceLevelBreaches.id });
    if (!claim) return false;
    const beheerders = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.role, 'beheerder'), isNull(staffMembers.deactivatedAt)));
    for (const { id } of beheerders) {
      await enqueueJob(tx, {
        queue: BREACH_MAIL_QUEUE,
        customerId: null,
        payload: { breachId: claim.id, staffId: id },
      });
    }
    return true;
  });

/**
 * One round of the schedule: every open order and emergency call past its next target that has no
 * breach of that target yet is claimed and mailed. Answers how many were claimed.
 */
export const claimBreaches = async (db: Db, now: Date): Promise<number> => {
  const rules = await loadServiceLevelRules(db);
  const known = await db.select().from(serviceLevelBreaches);
  const seen = new Set(
    known.map((row) =>
      row.userStoryId === null
        ? `call:${row.emergencyRequestId}:${row.target}`
        : `order:${row.userStoryId}:${row.target}`,
    ),
  );
  let claimed = 0;
  const orders = await loadOrderClockInputs(
    db,
    notInArray(userStories.status, [...finishedUserStoryStatuses]),
  );
  for (const order of orders) {
    const clock = orderClock(rules, order, now);
    if (!clock?.breached || seen.has(`order:${order.id}:${clock.target}`)) continue;
    if (await claimBreach(db, { userStoryId: order.id }, clock, now)) claimed++;
  }
  const calls = await db
    .select({
      id: emergencyRequests.id,
      createdAt: emergencyRequests.createdAt,
      acknowledgedAt: emergencyRequests.acknowledgedAt,
      resolvedAt: emergencyRequests.resolvedAt,
    })
    .from(emergencyRequests)
    .where(isNull(emergencyRequests.resolvedAt));
  for (const call of calls) {
    const clock = callClock(rules, call, now);
    if (!clock?.breached || seen.has(`call:${call.id}:${clock.target}`)) continue;
    if (await claimBreach(db, { emergencyRequestId: call.id }, clock, now)) claimed++;
  }
  return claimed;
};
