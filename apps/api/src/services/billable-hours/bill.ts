import { vatRateTable } from '@maatwerk/contract/constants';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, hourBundleUsages, proFormaLines } from '../../db/schema.ts';
import { drawFromHourBundles } from '../hour-bundles/index.ts';

/** One approved time entry, as much as billing needs of it. */
export interface ApprovedEntry {
  id: number;
  minutes: number;
  workedOn: string;
  orderTitle: string;
  staffName: string;
}

const dayFormat = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** Minutes as hundredths of an hour, rounded to the nearest hundredth: 50 minutes → 83 (0,83 uur). */
export const minutesToHundredths = (minutes: number): number => Math.round((minutes * 100) / 60);

/**
 * The one place where a customer's approved minutes are billed: every approval (by the customer or
 * automatic) ends here, in its own transaction. Each entry is first drawn from the customer's
 * prepaid hour bundles (strippenkaart); what they do not cover becomes one pro-forma line at the
 * customer's hourly rate. An entry that was billed before (a pro-forma line or a bundle drawing with
 * its id) is left alone, and the unique time_entry_id of pro-forma lines holds that too, so an entry
 * is never billed twice. Returns the ids of the entries billed now.
 */
export const billApprovedMinutes = async (
  tx: Tx,
  input: { customerId: number; entries: readonly ApprovedEntry[]; now: Date },
): Promise<number[]> => {
  if (input.entries.length === 0) return [];
  const [customer] = await tx
    .select({ hourlyRateCents: customers.hourlyRateCents })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!customer) return [];
  const ids = input.entries.map((entry) => entry.id);
  const billedBefore = new Set(
    [
      ...(await tx
        .select({ id: proFormaLines.timeEntryId })
        .from(proFormaLines)
        .where(inArray(proFormaLines.timeEntryId, ids))),
      ...(await tx
        .select({ id: hourBundleUsages.timeEntryId })
        .from(hourBundleUsages)
        .where(inArray(hourBundleUsages.timeEntryId, ids))),
    ].map((row) => row.id),
  );
  const billed: number[] = [];
  for (const entry of input.entries) {
    if (billedBefore.has(entry.id)) continue;
    const description = `${entry.orderTitle}: ${day(entry.workedOn)}, ${entry.staffName}`;
    const covered = await drawFromHourBundles(tx, {
      customerId: input.customerId,
      minutes: entry.minutes,
      description,
      timeEntryId: entry.id,
      now: input.now,
    });
    const rest = entry.minutes - covered;
    if (rest > 0) {
      const written = await tx
        .insert(proFormaLines)
        .values({
          customerId: input.customerId,
          description: covered > 0 ? `${description} (na aftrek van je strippenkaart)` : description,
          quantity: minutesToHundredths(rest),
          unitPriceCents: customer.hourlyRateCents,
          // Approved hours go on invoices at the general rate of VAT.
          vatRate: vatRateTable.standard,
          workedOn: entry.workedOn,
          timeEntryId: entry.id,
          createdAt: input.now,
        })
        .onConflictDoNothing()
        .returning({ timeEntryId: proFormaLines.timeEntryId });
      if (written.length === 0) continue;
    }
    billed.push(entry.id);
  }
  return billed;
};
