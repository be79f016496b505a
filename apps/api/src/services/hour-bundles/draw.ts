import { hourBundleRunsLow } from '@maatwerk/contract/constants';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { hourBundles, hourBundleUsages, invoices } from '../../db/schema.ts';
import { enqueueJob } from '../jobs.ts';
import { bundleUsable } from './usable.ts';

export const HOUR_BUNDLE_WARNING_QUEUE = 'hour-bundle-warning';

interface HoursToDraw {
  customerId: number;
  minutes: number;
  /** What the hours were for, as the customer reads it beside the bundle. */
  description: string;
  timeEntryId?: number | null;
  now: Date;
}

/**
 * Draws approved hours from the customer's usable bundles (bought, not credited), oldest first, inside the caller's
 * transaction, and answers how many minutes they covered; the rest is to be billed. The bundles are
 * locked while they are drawn, so two approvals at once never spend the same minutes. A bundle
 * that falls to the warning share queues its warning mail in the same transaction, once.
 */
export const drawFromHourBundles = async (tx: Tx, hours: HoursToDraw): Promise<number> => {
  if (hours.minutes <= 0) return 0;
  const open = await tx
    .select({ bundle: hourBundles })
    .from(hourBundles)
    .innerJoin(invoices, eq(invoices.id, hourBundles.invoiceId))
    .where(
      and(
        eq(hourBundles.customerId, hours.customerId),
        bundleUsable,
        lt(hourBundles.usedMinutes, hourBundles.totalMinutes),
      ),
    )
    .orderBy(asc(hourBundles.createdAt), asc(hourBundles.id))
    .for('update', { of: hourBundles });
  let left = hours.minutes;
  for (const { bundle } of open) {
    if (left === 0) break;
    const take = Math.min(left, bundle.totalMinutes - bundle.usedMinutes);
    const [after] = await tx
      .update(hourBundles)
      .set({ usedMinutes: sql`${hourBundles.usedMinutes} + ${take}` })
      .where(eq(hourBundles.id, bundle.id))
      .returning();
    await tx.insert(hourBundleUsages).values({
      bundleId: bundle.id,
      minutes: take,
      description: hours.description,
      timeEntryId: hours.timeEntryId ?? null,
      createdAt: hours.now,
    });
    left -= take;
    if (after && hourBundleRunsLow(after.totalMinutes, after.totalMinutes - after.usedMinutes)) {
      const claimed = await tx
        .update(hourBundles)
        .set({ warnedAt: hours.now })
        .where(and(eq(hourBundles.id, bundle.id), isNull(hourBundles.warnedAt)))
        .returning({ id: hourBundles.id });
      if (claimed.length > 0)
        await enqueueJob(tx, {
          queue: HOUR_BUNDLE_WARNING_QUEUE,
          customerId: null,
          payload: { bundleId: bundle.id },
        });
    }
  }
  return hours.minutes - left;
};
