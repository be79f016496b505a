import {
  ORDERS_TEAM,
  type OrderSatisfaction,
  SATISFACTION_NOT_FINISHED_MESSAGE,
  SATISFACTION_ONCE_MESSAGE,
  type SatisfactionAnswer,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderSatisfaction, userStories } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { findOwnStory } from '../user-stories/read.ts';

type StoryRow = typeof userStories.$inferSelect;

/** The question is asked once the order is finished: staff finished it (afgerond) or it is closed. */
const asked = (story: Pick<StoryRow, 'closedAt'>) => story.closedAt !== null;

const satisfactionOf = async (db: DbOrTx, story: StoryRow): Promise<OrderSatisfaction> => {
  const [row] = await db.select().from(orderSatisfaction).where(eq(orderSatisfaction.userStoryId, story.id));
  return {
    asked: asked(story) || row !== undefined,
    answer: row
      ? { answer: row.answer, comment: row.comment, answered_at: row.createdAt.toISOString() }
      : null,
  };
};

/** The question of an order of the caller's company; another company's order is 404. */
export const getOrderSatisfaction = async (
  db: Db,
  caller: TeamCaller,
  orderId: number,
): Promise<OrderSatisfaction> =>
  satisfactionOf(db, await findOwnStory(db, customerFor(caller, ORDERS_TEAM), orderId));

/**
 * The company's one answer to the question of a finished order: a second answer (by anyone of the
 * company, at the same moment too: the order's row is locked and the answer is its primary key) is 409.
 */
export const answerOrderSatisfaction = async (
  db: Db,
  caller: TeamCaller,
  orderId: number,
  input: { answer: SatisfactionAnswer; comment?: string | null | undefined },
): Promise<OrderSatisfaction> =>
  db.transaction(async (tx) => {
    const story = await findOwnStory(tx, customerFor(caller, ORDERS_TEAM), orderId, { forUpdate: true });
    if (!asked(story)) throw new HttpError('conflict', SATISFACTION_NOT_FINISHED_MESSAGE);
    const inserted = await tx
      .insert(orderSatisfaction)
      .values({
        userStoryId: story.id,
        customerId: story.customerId,
        userId: caller.userId,
        answer: input.answer,
        comment: input.comment ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new HttpError('conflict', SATISFACTION_ONCE_MESSAGE);
    return satisfactionOf(tx, story);
  });

/** The answer as staff see it on the order; an unknown order is 404. */
export const staffOrderSatisfaction = async (db: Db, orderId: number): Promise<OrderSatisfaction> => {
  const [story] = await db.select().from(userStories).where(eq(userStories.id, orderId));
  if (!story) throw new HttpError('not_found', 'Deze opdracht bestaat niet.');
  return satisfactionOf(db, story);
};
