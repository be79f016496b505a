import {
  EMERGENCY_CALL_PRIORITY,
  isClockRunning,
  isFinishedUserStoryStatus,
  type ServiceClock,
  type ServiceTarget,
} from '@maatwerk/contract';
import { asc, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userStories, userStoryReplies, userStoryStatusChanges } from '../../db/schema.ts';
import type { Span } from './business-time.ts';
import { runningSpans, type StatusChange } from './clock-spans.ts';
import type { ServiceLevelRules } from './settings.ts';

type Status = StatusChange['to'];

/** What an order's clock is worked out from. */
export interface OrderClockInput {
  id: number;
  priority: number;
  status: Status;
  createdAt: Date;
  /** The provider's first reply the customer sees (internal notes do not count). */
  firstResponseAt: Date | null;
  changes: StatusChange[];
}

/** What an emergency call's clock is worked out from: acknowledging is its first response. */
export interface CallClockInput {
  createdAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
}

const targetMinutes = (rules: ServiceLevelRules, priority: number, target: ServiceTarget): number => {
  const targets = rules.targets.get(priority) ?? rules.targets.get(EMERGENCY_CALL_PRIORITY);
  if (!targets) return 0;
  return target === 'first_response' ? targets.firstResponse : targets.resolution;
};

const clockOf = (
  rules: ServiceLevelRules,
  input: { priority: number; spans: Span[]; answered: boolean; paused: boolean },
  now: Date,
): ServiceClock => {
  const target: ServiceTarget = input.answered ? 'resolution' : 'first_response';
  const left = targetMinutes(rules, input.priority, target) - rules.calendar.minutesIn(input.spans, now);
  return { target, minutes_left: left, breached: left <= 0, paused: input.paused };
};

/** When an order's clock ran, up to now. */
export const orderSpans = (order: OrderClockInput, now: Date): Span[] =>
  runningSpans(order.createdAt, order.status, order.changes, now);

/**
 * An open order against its next target: the first response until the provider replied, then the
 * resolution. Null once the order is finished.
 */
export const orderClock = (
  rules: ServiceLevelRules,
  order: OrderClockInput,
  now: Date,
): ServiceClock | null =>
  isFinishedUserStoryStatus(order.status)
    ? null
    : clockOf(
        rules,
        {
          priority: order.priority,
          spans: orderSpans(order, now),
          answered: order.firstResponseAt !== null,
          paused: !isClockRunning(order.status),
        },
        now,
      );

/** An emergency call against priority 1's targets; null once it is afgerond. */
export const callClock = (rules: ServiceLevelRules, call: CallClockInput, now: Date): ServiceClock | null =>
  call.resolvedAt
    ? null
    : clockOf(
        rules,
        {
          priority: EMERGENCY_CALL_PRIORITY,
          spans: [{ from: call.createdAt, until: now }],
          answered: call.acknowledgedAt !== null,
          paused: false,
        },
        now,
      );

// Drizzle leaves the table off a column in a one-table select, so the order's id is named in full.
const storyId = sql`${sql.identifier(getTableName(userStories))}.${sql.identifier(userStories.id.name)}`;
const firstResponseAt = sql<Date | null>`(select min(${userStoryReplies.createdAt}) from ${userStoryReplies}
  where ${userStoryReplies.userStoryId} = ${storyId} and ${userStoryReplies.fromProvider}
  and ${userStoryReplies.kind} = 'reply')`.mapWith((value) => (value === null ? null : new Date(value)));

/** The clock inputs of the orders `where` picks, oldest first. */
export const loadOrderClockInputs = async (db: DbOrTx, where?: SQL): Promise<OrderClockInput[]> => {
  const rows = await db
    .select({
      id: userStories.id,
      priority: userStories.priority,
      status: userStories.status,
      createdAt: userStories.createdAt,
      firstResponseAt,
    })
    .from(userStories)
    .where(where)
    .orderBy(asc(userStories.createdAt), asc(userStories.id));
  if (rows.length === 0) return [];
  const changes = await db
    .select()
    .from(userStoryStatusChanges)
    .where(
      inArray(
        userStoryStatusChanges.userStoryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(userStoryStatusChanges.changedAt), asc(userStoryStatusChanges.id));
  const byStory = new Map<number, typeof changes>();
  for (const change of changes)
    byStory.set(change.userStoryId, [...(byStory.get(change.userStoryId) ?? []), change]);
  return rows.map((row) => ({
    ...row,
    changes: (byStory.get(row.id) ?? []).map((change) => ({
      at: change.changedAt,
      from: change.fromStatus,
      to: change.toStatus,
    })),
  }));
};

/** The clocks of the given orders, by id. */
export const orderClocks = async (
  db: DbOrTx,
  rules: ServiceLevelRules,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, ServiceClock | null>> => {
  if (ids.length === 0) return new Map();
  const inputs = await loadOrderClockInputs(db, inArray(userStories.id, [...ids]));
  return new Map(inputs.map((input) => [input.id, orderClock(rules, input, now)]));
};

/**
 * The orders `where` picks, the least business time left first; finished orders (no clock) after
 * them, newest first.
 */
export const ordersByTimeLeft = async (
  db: DbOrTx,
  rules: ServiceLevelRules,
  where: SQL | undefined,
  now: Date,
): Promise<{ id: number; clock: ServiceClock | null }[]> => {
  const inputs = await loadOrderClockInputs(db, where);
  const ranked = inputs.map((input) => ({
    id: input.id,
    createdAt: input.createdAt,
    clock: orderClock(rules, input, now),
  }));
  return ranked
    .sort((left, right) => {
      if (left.clock && right.clock)
        return (
          left.clock.minutes_left - right.clock.minutes_left ||
          left.createdAt.getTime() - right.createdAt.getTime() ||
          left.id - right.id
        );
      if (left.clock || right.clock) return left.clock ? -1 : 1;
      return right.createdAt.getTime() - left.createdAt.getTime() || right.id - left.id;
    })
    .map(({ id, clock }) => ({ id, clock }));
};
