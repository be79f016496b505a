import { isClockRunning, type UserStoryStatus } from '@maatwerk/contract';
import type { Span } from './business-time.ts';

type Status = UserStoryStatus;

/** A move of an order from one status to another, as user_story_status_changes keeps it. */
export interface StatusChange {
  at: Date;
  from: Status;
  to: Status;
}

/**
 * When an order's clock ran: from its creation up to now, in the statuses that run it. The status
 * it was created in is the first change's `from` (or its status now when it never moved), so an
 * order made before the changes were kept counts as if it always had its present status.
 */
export const runningSpans = (
  createdAt: Date,
  status: Status,
  changes: readonly StatusChange[],
  now: Date,
): Span[] => {
  const ordered = [...changes].sort((left, right) => left.at.getTime() - right.at.getTime());
  const spans: Span[] = [];
  let current: Status = ordered[0]?.from ?? status;
  let since = createdAt;
  for (const change of ordered) {
    if (isClockRunning(current) && change.at > since) spans.push({ from: since, until: change.at });
    current = change.to;
    if (change.at > since) since = change.at;
  }
  if (isClockRunning(current) && now > since) spans.push({ from: since, until: now });
  return spans;
};
