import { EMERGENCY_CALL_PRIORITY, type ServiceFigures, type ServiceLevelReport } from '@maatwerk/contract';
import { and, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emergencyRequests, userStories } from '../../db/schema.ts';
import { addMonths, amsterdamTime } from '../../lib/dates.ts';
import { loadOrderClockInputs, orderSpans } from './clock.ts';
import { loadServiceLevelRules } from './settings.ts';

/** One order or call of the month: its first-response target and the business minutes it took or has run. */
interface FirstResponse {
  targetMinutes: number;
  minutes: number;
  answered: boolean;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/**
 * An answer counts in time when it came within the target; one still unanswered counts only once
 * it is past the target (then late), so the share of a month still running does not move back.
 */
const figures = (items: FirstResponse[]): ServiceFigures => {
  const settled = items.filter((item) => item.answered || item.minutes > item.targetMinutes);
  const inTime = settled.filter((item) => item.answered && item.minutes <= item.targetMinutes).length;
  return {
    received: items.length,
    settled: settled.length,
    answered_in_time: inTime,
    share_in_time: settled.length === 0 ? null : inTime / settled.length,
    median_first_response_minutes: median(items.filter((item) => item.answered).map((item) => item.minutes)),
  };
};

/** The orders and emergency calls that came in during an Amsterdam month, against their first-response target. */
export const serviceLevelReport = async (
  db: DbOrTx,
  month: string,
  now = new Date(),
): Promise<ServiceLevelReport> => {
  const rules = await loadServiceLevelRules(db);
  const from = amsterdamTime(`${month}-01`, 0);
  const until = amsterdamTime(addMonths(`${month}-01`, 1), 0);
  const firstResponseOf = (priority: number) =>
    (rules.targets.get(priority) ?? rules.targets.get(EMERGENCY_CALL_PRIORITY))?.firstResponse ?? 0;

  const orders = await loadOrderClockInputs(
    db,
    and(gte(userStories.createdAt, from), lt(userStories.createdAt, until)),
  );
  const orderItems = orders.map((order): FirstResponse => {
    const end = order.firstResponseAt ?? now;
    return {
      targetMinutes: firstResponseOf(order.priority),
      minutes: rules.calendar.minutesIn(orderSpans(order, end), end),
      answered: order.firstResponseAt !== null,
    };
  });

  const calls = await db
    .select({ createdAt: emergencyRequests.createdAt, acknowledgedAt: emergencyRequests.acknowledgedAt })
    .from(emergencyRequests)
    .where(and(gte(emergencyRequests.createdAt, from), lt(emergencyRequests.createdAt, until)));
  const callItems = calls.map(
    (call): FirstResponse => ({
      targetMinutes: firstResponseOf(EMERGENCY_CALL_PRIORITY),
      minutes: rules.calendar.minutesBetween(call.createdAt, call.acknowledgedAt ?? now),
      answered: call.acknowledgedAt !== null,
    }),
  );

  return {
    month,
    orders: figures(orderItems),
    emergency_calls: figures(callItems),
    generated_at: now.toISOString(),
  };
};
