import { subscriptionIntervalMonths } from '@maatwerk/contract';
import { formatCalendarDate } from '@maatwerk/contract/constants';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, invoiceLines, invoices, subscriptions } from '../../db/schema.ts';
import { addDays, addMonths, today } from '../../lib/dates.ts';
import { sendConceptIn } from '../staff-invoices/index.ts';
import { queueInvoiceMail } from '../staff-invoices/mail-queue.ts';

/** Terms one run invoices at most per subscription; more wait for the next run (after an outage). */
const TERMS_PER_RUN = 12;

/**
 * The first term date after `date`, counted from the start each time, so that a subscription
 * started on the 31st keeps falling at the end of the month.
 */
const termAfter = (startedOn: string, months: number, date: string): string => {
  let terms = 1;
  while (addMonths(startedOn, terms * months) <= date) terms++;
  return addMonths(startedOn, terms * months);
};

/**
 * Invoices one term of a subscription when its invoice date has come: under a lock on the
 * subscription row the date moves on a term and the term's invoice is made in the same
 * transaction, so of two instances only one makes it and no term is invoiced twice or skipped.
 * The invoice waits as a concept, or is sent at once (its mail on the work queue) when the
 * subscription says so and the customer has a billing address.
 */
const invoiceOneTerm = (db: Db, subscriptionId: number, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    const start = subscription?.nextInvoiceOn;
    if (!subscription || !start || start > today(now)) return false;
    if (subscription.endedOn && start >= subscription.endedOn) {
      await tx.update(subscriptions).set({ nextInvoiceOn: null }).where(eq(subscriptions.id, subscriptionId));
      return false;
    }
    const next = termAfter(subscription.startedOn, subscriptionIntervalMonths[subscription.interval], start);
    const end = addDays(next, -1);
    await tx.update(subscriptions).set({ nextInvoiceOn: next }).where(eq(subscriptions.id, subscriptionId));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        customerId: subscription.customerId,
        status: 'saved',
        description: subscription.description,
        periodStart: start,
        periodEnd: end,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values({
      invoiceId: invoice!.id,
      description: `${subscription.description}, ${formatCalendarDate(start)} tot en met ${formatCalendarDate(end)}`,
      quantity: 100,
      unitPriceCents: subscription.amountCents,
      vatRate: subscription.vatRate,
      position: 0,
    });
    if (subscription.autoSend) {
      const [customer] = await tx
        .select({ billingEmail: customers.billingEmail })
        .from(customers)
        .where(eq(customers.id, subscription.customerId));
      if (customer?.billingEmail) {
        await sendConceptIn(tx, invoice!.id, now);
        await queueInvoiceMail(tx, invoice!.id);
      }
    }
    return true;
  });

/** Every subscription whose invoice date has come gets the invoices of its terms up to today. */
export const invoiceDueSubscriptions = async (db: Db, now: Date): Promise<number> => {
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.nextInvoiceOn), lte(subscriptions.nextInvoiceOn, today(now))));
  let made = 0;
  for (const { id } of due) {
    for (let term = 0; term < TERMS_PER_RUN && (await invoiceOneTerm(db, id, now)); term++) made++;
  }
  return made;
};
