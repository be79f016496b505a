import { and, count, desc, eq, gte, inArray, max, notInArray } from 'drizzle-orm';
import { billApprovedMinutes } from '../../services/billable-hours/index.ts';
import type { Tx } from '../client.ts';
import { staffMembers, timeEntries, userStories } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hours in every state of their approval, so the portal shows both: the entries of the open order
 * worked on last wait for the customer's answer (submitted two days ago), those of the next order
 * were approved by the customer a week ago and are on the pro-forma list.
 */
export const seedDemoHours = async (tx: Tx, customerId: number, answeredByUserId: number): Promise<void> => {
  const now = new Date();
  const orders = await tx
    .select({ id: userStories.id, title: userStories.title, lastWorked: max(timeEntries.workedOn) })
    .from(userStories)
    .innerJoin(timeEntries, eq(timeEntries.userStoryId, userStories.id))
    .where(and(eq(userStories.customerId, customerId), notInArray(userStories.status, ['gesloten'])))
    .groupBy(userStories.id)
    // Orders with a few entries, so that some can be approved and one disputed.
    .having(gte(count(timeEntries.id), 2))
    .orderBy(desc(max(timeEntries.workedOn)), desc(userStories.id))
    .limit(2);
  const [waiting, approved] = orders;
  if (waiting) {
    await tx
      .update(timeEntries)
      .set({ approvalState: 'ingediend', submittedAt: new Date(now.getTime() - 2 * DAY_MS) })
      .where(eq(timeEntries.userStoryId, waiting.id));
  }
  if (approved) {
    const answeredAt = new Date(now.getTime() - 7 * DAY_MS);
    const rows = await tx
      .update(timeEntries)
      .set({
        approvalState: 'goedgekeurd',
        submittedAt: new Date(answeredAt.getTime() - 3 * DAY_MS),
        answeredAt,
        answeredByUserId,
      })
      .where(eq(timeEntries.userStoryId, approved.id))
      .returning();
    const names = await tx
      .select({ id: staffMembers.id, name: staffMembers.name })
      .from(staffMembers)
      .where(
        inArray(
          staffMembers.id,
          rows.map((row) => row.staffId),
        ),
      );
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    await billApprovedMinutes(tx, {
      customerId,
      entries: rows.map((row) => ({
        id: row.id,
        minutes: row.minutes,
        workedOn: row.workedOn,
        orderTitle: approved.title,
        staffName: nameOf.get(row.staffId) ?? '',
      })),
      now: answeredAt,
    });
  }
};
