import { addDays, addMonths, today } from '../../lib/dates.ts';
import type { DbOrTx } from '../client.ts';
import { invoiceLines, invoices, proFormaLines, subscriptions } from '../schema.ts';

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type ProFormaLine = typeof proFormaLines.$inferSelect;

export const VAT_RATE = 21;
export const PAYMENT_TERM_DAYS = 14;
export const HOURLY_RATE_CENTS = 9_500;

// Starts above zero so that default numbers look like those of a provider with some history.
let invoiceSequence = 40;

/** 'F2026-00042': the year of issue and a running number. */
export const invoiceNumber = (issuedOn: string, sequence: number): string =>
  `F${issuedOn.slice(0, 4)}-${String(sequence).padStart(5, '0')}`;

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
}

const defaultLines: InvoiceLineInput[] = [
  { description: 'Ontwikkeling maatwerk', quantity: 400, unitPriceCents: HOURLY_RATE_CENTS },
  { description: 'Projectbegeleiding', quantity: 50, unitPriceCents: HOURLY_RATE_CENTS },
];

/**
 * A saved invoice is a draft: no number and no dates. A sent one gets a number, is issued today
 * unless told otherwise, and falls due fourteen days later.
 */
export const createInvoice = async (
  db: DbOrTx,
  overrides: InvoiceOverrides,
): Promise<Invoice & { lines: InvoiceLine[] }> => {
  const { lines = defaultLines, status = 'sent', ...values } = overrides;
  const sequence = ++invoiceSequence;
  const issuedOn = status === 'sent' ? (values.issuedOn ?? today()) : (values.issuedOn ?? null);
  const [invoice] = await db
    .insert(invoices)
    .values({
      status,
      description: `Werkzaamheden ${sequence}`,
      number: status === 'sent' && issuedOn ? invoiceNumber(issuedOn, sequence) : null,
      dueOn: issuedOn ? addDays(issuedOn, PAYMENT_TERM_DAYS) : null,
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
              vatRate: line.vatRate ?? VAT_RATE,
              position,
            })),
          )
          .returning();
  return { ...invoice!, lines: inserted };
};

export interface SubscriptionOverrides
  extends Partial<Omit<typeof subscriptions.$inferInsert, 'customerId'>> {
  customerId: number;
}

const intervalMonths = { month: 1, quarter: 3, year: 12 } as const;

export const createSubscription = async (
  db: DbOrTx,
  overrides: SubscriptionOverrides,
): Promise<Subscription> => {
  const interval = overrides.interval ?? 'month';
  const startedOn = overrides.startedOn ?? addMonths(today(), -6);
  // Counted from the start each time, so that a start on the 31st keeps falling at the end of the month.
  let periods = 1;
  while (addMonths(startedOn, periods * intervalMonths[interval]) <= today()) periods++;
  const nextInvoiceOn = addMonths(startedOn, periods * intervalMonths[interval]);
  const [row] = await db
    .insert(subscriptions)
    .values({
      description: 'Webhosting Zakelijk',
      amountCents: 1_995,
      vatRate: VAT_RATE,
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
      vatRate: VAT_RATE,
      workedOn: today(),
      ...overrides,
    })
    .returning();
  return row!;
};
