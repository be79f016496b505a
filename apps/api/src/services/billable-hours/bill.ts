import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, proFormaLines } from '../../db/schema.ts';

/** Approved hours go on invoices at the general rate of VAT. */
export const HOURS_VAT_RATE = 21;

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
 * automatic) ends here, in its own transaction. Each entry becomes one pro-forma line at the
 * customer's hourly rate; the unique time_entry_id makes a second call for the same entry a no-op,
 * so an entry is never billed twice. Returns the ids of the entries that got a line now.
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
  const written = await tx
    .insert(proFormaLines)
    .values(
      input.entries.map((entry) => ({
        customerId: input.customerId,
        description: `${entry.orderTitle}: ${day(entry.workedOn)}, ${entry.staffName}`,
        quantity: minutesToHundredths(entry.minutes),
        unitPriceCents: customer.hourlyRateCents,
        vatRate: HOURS_VAT_RATE,
        workedOn: entry.workedOn,
        timeEntryId: entry.id,
        createdAt: input.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ timeEntryId: proFormaLines.timeEntryId });
  return written.map((row) => row.timeEntryId!);
};
