import { subscriptionIntervalMonths } from '@maatwerk/contract';
import { vatRateTable } from '@maatwerk/contract/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, addMonths, amsterdamTime, today } from '../../lib/dates.ts';
import { lineVatTotals } from '../../services/invoices.ts';
import {
  fixedAtSending,
  invoiceNumber,
  nextInvoiceNumber,
  storeSentTotal,
} from '../../services/staff-invoices/sending.ts';
import type { DbOrTx } from '../client.ts';
import {
  customers,
  hourBundles,
  hourBundleUsages,
  invoiceLines,
  invoiceNumberCounters,
  invoicePayments,
  invoices,
  proFormaLines,
  subscriptions,
} from '../schema.ts';

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type ProFormaLine = typeof proFormaLines.$inferSelect;

export const HOURLY_RATE_CENTS = 9_500;

let invoiceSequence = 40;

export interface InvoiceLineInput {
  description: string;
  /** In hundredths: 1.5 hours is 150. */
  quantity: number;
  unitPriceCents: number;
  vatRate?: number;
}

export interface InvoiceOverrides
  extends Partial<Omit<typeof invoices.$inferInsert, 'customerId' | 'status'>> {
  customerId: number;
  status?: 'saved' | 'sent';
  lines?: InvoiceLineInput[];
  /** A sent invoice paid in full on this day: one payment of its total. */
  paidOn?: string;
}

const defaultLines: InvoiceLineInput[] = [
  { description: 'Ontwikkeling maatwerk', quantity: 400, unitPriceCents: HOURLY_RATE_CENTS },
  { description: 'Projectbegeleiding', quantity: 50, unitPriceCents: HOURLY_RATE_CENTS },
];

/** The calendar month before a date: the delivery period of a monthly invoice. */
const previousMonthOf = (isoDate: string): { periodStart: string; periodEnd: string } => {
  const periodStart = addMonths(`${isoDate.slice(0, 7)}-01`, -1);
  return { periodStart, periodEnd: addDays(`${isoDate.slice(0, 7)}-01`, -1) };
};

/**
 * A saved invoice is a concept: no number and no dates. A sent one is issued today unless told
 * otherwise and gets what sending fixes (the services' rules): the next number of its year from the
 * same counter the API uses, its due date, the reverse-charge decision and the customer's facts. It
 * covers the month before.
 */
export const createInvoice = async (
  db: DbOrTx,
  overrides: InvoiceOverrides,
): Promise<Invoice & { lines: InvoiceLine[] }> => {
  const { lines = defaultLines, status = 'sent', paidOn, ...values } = overrides;
  const sequence = ++invoiceSequence;
  const issuedOn = status === 'sent' ? (values.issuedOn ?? today()) : (values.issuedOn ?? null);
  const [customer] = await db.select().from(customers).where(eq(customers.id, values.customerId));
  const [invoice] = await db
    .insert(invoices)
    .values({
      status,
      description: `Werkzaamheden ${sequence}`,
      ...previousMonthOf(issuedOn ?? today()),
      ...(status === 'sent' &&
        issuedOn &&
        customer && {
          number: values.number ?? (await nextInvoiceNumber(db, 'factuur', issuedOn)),
          sentAt: amsterdamTime(issuedOn, 9),
          ...fixedAtSending(customer, issuedOn),
        }),
      ...values,
      issuedOn,
    })
    .returning();
  const inserted =
    lines.length === 0
      ? []
      : await db
          .insert(invoiceLines)
          .values(
            lines.map((line, position) => ({
              invoiceId: invoice!.id,
              description: line.description,
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents,
              vatRate: line.vatRate ?? vatRateTable.standard,
              position,
            })),
          )
          .returning();
  const totalCents = invoice!.status === 'sent' ? await storeSentTotal(db, invoice!.id) : null;
  if (paidOn) {
    const { totalCents } = lineVatTotals(inserted, invoice!.reverseCharge);
    await db
      .insert(invoicePayments)
      .values({ invoiceId: invoice!.id, paidOn, amountCents: totalCents, method: 'bankoverschrijving' });
  }
  return { ...invoice!, totalCents, lines: inserted };
};

/**
 * Numbers all sent invoices again per calendar year in the order they were issued (2026-0001 on)
 * and sets the counters to match: the demo companies are seeded one after the other, but their
 * invoices interleave in time. The same as the data fix of migration 0017.
 */
export const renumberSentInvoices = async (db: DbOrTx): Promise<void> => {
  const sent = await db
    .select({ id: invoices.id, issuedOn: invoices.issuedOn })
    .from(invoices)
    .where(and(eq(invoices.status, 'sent'), eq(invoices.kind, 'factuur')))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  await db
    .update(invoices)
    .set({ number: sql`'tmp-' || ${invoices.id}` })
    .where(and(eq(invoices.status, 'sent'), eq(invoices.kind, 'factuur')));
  const counts = new Map<number, number>();
  for (const row of sent) {
    const year = Number(row.issuedOn!.slice(0, 4));
    const next = (counts.get(year) ?? 0) + 1;
    counts.set(year, next);
    await db
      .update(invoices)
      .set({ number: invoiceNumber('factuur', year, next) })
      .where(eq(invoices.id, row.id));
  }
  await db.delete(invoiceNumberCounters).where(eq(invoiceNumberCounters.kind, 'factuur'));
  if (counts.size > 0)
    await db
      .insert(invoiceNumberCounters)
      .values([...counts].map(([year, lastNumber]) => ({ kind: 'factuur' as const, year, lastNumber })));
};

export interface SubscriptionOverrides
  extends Partial<Omit<typeof subscriptions.$inferInsert, 'customerId'>> {
  customerId: number;
}

export const createSubscription = async (
  db: DbOrTx,
  overrides: SubscriptionOverrides,
): Promise<Subscription> => {
  const interval = overrides.interval ?? 'month';
  const startedOn = overrides.startedOn ?? addMonths(today(), -6);
  // Counted from the start each time, so that a start on the 31st keeps falling at the end of the month.
  let periods = 1;
  while (addMonths(startedOn, periods * subscriptionIntervalMonths[interval]) <= today()) periods++;
  const nextInvoiceOn = addMonths(startedOn, periods * subscriptionIntervalMonths[interval]);
  const [row] = await db
    .insert(subscriptions)
    .values({
      description: 'Webhosting Zakelijk',
      amountCents: 1_995,
      vatRate: vatRateTable.standard,
      nextInvoiceOn: overrides.endedOn ? null : nextInvoiceOn,
      ...overrides,
      interval,
      startedOn,
    })
    .returning();
  return row!;
};

export interface ProFormaLineOverrides
  extends Partial<Omit<typeof proFormaLines.$inferInsert, 'customerId'>> {
  customerId: number;
}

export const createProFormaLine = async (
  db: DbOrTx,
  overrides: ProFormaLineOverrides,
): Promise<ProFormaLine> => {
  const [row] = await db
    .insert(proFormaLines)
    .values({
      description: 'Ondersteuning en kleine aanpassingen',
      quantity: 100,
      unitPriceCents: HOURLY_RATE_CENTS,
      vatRate: vatRateTable.standard,
      workedOn: today(),
      ...overrides,
    })
    .returning();
  return row!;
};

/**
 * A bought hour bundle: a sent invoice with the bundle as its line, the bundle, and hours already
 * drawn from it.
 */
export const createHourBundle = async (
  db: DbOrTx,
  input: {
    customerId: number;
    description: string;
    hours: number;
    priceCents: number;
    issuedOn: string;
    usages: { minutes: number; description: string; drawnOn: string }[];
  },
) => {
  const invoice = await createInvoice(db, {
    customerId: input.customerId,
    status: 'sent',
    description: input.description,
    issuedOn: input.issuedOn,
    paidOn: addDays(input.issuedOn, 9),
    lines: [
      {
        description: `${input.description} (${input.hours} uur)`,
        quantity: 100,
        unitPriceCents: input.priceCents,
      },
    ],
  });
  const usedMinutes = input.usages.reduce((sum, usage) => sum + usage.minutes, 0);
  const [bundle] = await db
    .insert(hourBundles)
    .values({
      customerId: input.customerId,
      invoiceId: invoice.id,
      description: input.description,
      totalMinutes: input.hours * 60,
      usedMinutes,
      createdAt: amsterdamTime(input.issuedOn, 9),
    })
    .returning();
  if (input.usages.length > 0)
    await db.insert(hourBundleUsages).values(
      input.usages.map((usage) => ({
        bundleId: bundle!.id,
        minutes: usage.minutes,
        description: usage.description,
        createdAt: amsterdamTime(usage.drawnOn, 17),
      })),
    );
  return bundle!;
};
