import { BILLING_TEAM, type HourBundlesResponse, type StaffHourBundle } from '@maatwerk/contract';
import { hourBundleRunsLow } from '@maatwerk/contract/constants';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hourBundles, hourBundleUsages, invoices } from '../../db/schema.ts';
import { requireCustomerExists } from '../customer-exists.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { bundleUsable } from './usable.ts';

const bundlesOf = (db: DbOrTx, customerId: number) =>
  db
    .select({ bundle: hourBundles, invoice: invoices, usable: bundleUsable })
    .from(hourBundles)
    .innerJoin(invoices, eq(invoices.id, hourBundles.invoiceId))
    .where(eq(hourBundles.customerId, customerId))
    .orderBy(desc(hourBundles.createdAt), desc(hourBundles.id));

const remaining = (bundle: typeof hourBundles.$inferSelect) => bundle.totalMinutes - bundle.usedMinutes;

/**
 * The customer's bundles as the portal shows them: only usable ones (their invoice is sent and not
 * credited in full), with what was drawn from each, newest first.
 */
export const listHourBundles = async (db: DbOrTx, caller: TeamCaller): Promise<HourBundlesResponse> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const rows = (await bundlesOf(db, customerId)).filter(({ usable }) => usable);
  const usages =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(hourBundleUsages)
          .where(
            inArray(
              hourBundleUsages.bundleId,
              rows.map(({ bundle }) => bundle.id),
            ),
          )
          .orderBy(desc(hourBundleUsages.createdAt), desc(hourBundleUsages.id));
  const bundles = rows.map(({ bundle, invoice }) => ({
    id: bundle.id,
    description: bundle.description,
    total_minutes: bundle.totalMinutes,
    used_minutes: bundle.usedMinutes,
    remaining_minutes: remaining(bundle),
    invoice_number: invoice.number ?? '',
    bought_on: invoice.issuedOn ?? '',
    runs_low: hourBundleRunsLow(bundle.totalMinutes, remaining(bundle)),
    usages: usages
      .filter((usage) => usage.bundleId === bundle.id)
      .map((usage) => ({
        minutes: usage.minutes,
        description: usage.description,
        drawn_at: usage.createdAt.toISOString(),
      })),
  }));
  return {
    bundles,
    remaining_minutes: bundles.reduce((sum, bundle) => sum + bundle.remaining_minutes, 0),
  };
};

export const toStaffHourBundle = (
  bundle: typeof hourBundles.$inferSelect,
  invoice: typeof invoices.$inferSelect,
  usable: boolean,
): StaffHourBundle => ({
  id: bundle.id,
  description: bundle.description,
  total_minutes: bundle.totalMinutes,
  used_minutes: bundle.usedMinutes,
  remaining_minutes: remaining(bundle),
  invoice: { id: invoice.id, number: invoice.number, sent: invoice.status === 'sent' },
  active: usable,
  created_on: bundle.createdAt.toISOString().slice(0, 10),
});

/** Every bundle of a customer for the back office, concepts included. */
export const listStaffHourBundles = async (db: DbOrTx, customerId: number): Promise<StaffHourBundle[]> => {
  await requireCustomerExists(db, customerId);
  return (await bundlesOf(db, customerId)).map(({ bundle, invoice, usable }) =>
    toStaffHourBundle(bundle, invoice, usable),
  );
};
