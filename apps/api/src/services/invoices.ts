import type {
  Invoice,
  InvoiceLine,
  InvoiceState,
  InvoicesResponse,
  ProFormaLine,
  Subscription,
} from '@maatwerk/contract';
import { BILLING_TEAM } from '@maatwerk/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { invoiceLines, invoices, proFormaLines, subscriptions } from '../db/schema.ts';
import { today } from '../lib/dates.ts';
import { customerFor, type TeamCaller } from './team-access.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = Pick<
  typeof invoiceLines.$inferSelect,
  'description' | 'quantity' | 'unitPriceCents' | 'vatRate'
>;

/** Quantities are stored in hundredths (1.5 hours is 150); a line's amount is rounded to the cent. */
export const lineTotalCents = (line: Pick<LineRow, 'quantity' | 'unitPriceCents'>): number =>
  Math.round((line.quantity * line.unitPriceCents) / 100);

export interface VatGroup {
  rate: number;
  baseCents: number;
  vatCents: number;
}

/** VAT is computed once per rate over the sum of its lines, as Dutch invoices show it. */
export const vatGroups = (lines: readonly LineRow[]): VatGroup[] => {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + lineTotalCents(line));
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: Math.round((baseCents * rate) / 100) }));
};

export const toWireLine = (line: LineRow): InvoiceLine => ({
  description: line.description,
  quantity: line.quantity / 100,
  unit_price_cents: line.unitPriceCents,
  vat_rate: line.vatRate,
  total_cents: lineTotalCents(line),
});

/**
 * concept: saved, not sent; paid: a payment was booked; overdue: its due date lies before today in
 * Amsterdam; open otherwise. Computed at each answer, so that an invoice turns overdue at midnight.
 */
export const invoiceState = (
  invoice: Pick<InvoiceRow, 'status' | 'paidAt' | 'dueOn'>,
  now = new Date(),
): InvoiceState => {
  if (invoice.status === 'saved') return 'concept';
  if (invoice.paidAt) return 'paid';
  if (invoice.dueOn && invoice.dueOn < today(now)) return 'overdue';
  return 'open';
};

export const toWireInvoice = (row: InvoiceRow, lines: readonly LineRow[], now = new Date()): Invoice => {
  const groups = vatGroups(lines);
  const subtotal = groups.reduce((sum, group) => sum + group.baseCents, 0);
  const vat = groups.reduce((sum, group) => sum + group.vatCents, 0);
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    state: invoiceState(row, now),
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    paid_at: row.paidAt?.toISOString() ?? null,
    subtotal_cents: subtotal,
    vat_cents: vat,
    total_cents: subtotal + vat,
    lines: lines.map(toWireLine),
  };
};

const toWireSubscription = (row: typeof subscriptions.$inferSelect): Subscription => ({
  id: row.id,
  description: row.description,
  interval: row.interval,
  amount_cents: row.amountCents,
  vat_rate: row.vatRate,
  started_on: row.startedOn,
  next_invoice_on: row.nextInvoiceOn,
  ended_on: row.endedOn,
});

const linesByInvoice = async (db: DbOrTx, invoiceIds: number[]) => {
  const grouped = new Map<number, LineRow[]>();
  if (invoiceIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  for (const row of rows) {
    const list = grouped.get(row.invoiceId) ?? [];
    list.push(row);
    grouped.set(row.invoiceId, list);
  }
  return grouped;
};

/** The customer's drafts (newest first), sent invoices (newest issue first) and subscriptions (running first). */
export const listInvoices = async (
  db: DbOrTx,
  caller: TeamCaller,
  now = new Date(),
): Promise<InvoicesResponse> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.customerId, customerId))
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), desc(invoices.id));
  const lines = await linesByInvoice(
    db,
    rows.map((row) => row.id),
  );
  const wire = rows.map((row) => toWireInvoice(row, lines.get(row.id) ?? [], now));
  const subscriptionRows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(asc(subscriptions.endedOn), asc(subscriptions.startedOn), asc(subscriptions.id));
  const running = subscriptionRows.filter((row) => !row.endedOn);
  const ended = subscriptionRows.filter((row) => row.endedOn);
  return {
    saved: wire.filter((invoice) => invoice.state === 'concept'),
    sent: wire.filter((invoice) => invoice.state !== 'concept'),
    subscriptions: [...running, ...ended].map(toWireSubscription),
  };
};

/** One sent invoice of the customer with its lines, or undefined: a draft or another's is not there. */
export const findSentInvoice = async (db: DbOrTx, caller: TeamCaller, invoiceId: number) => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId), eq(invoices.status, 'sent')));
  if (!row) return undefined;
  const lines = (await linesByInvoice(db, [row.id])).get(row.id) ?? [];
  return { invoice: row, lines };
};

export const listProFormaLines = async (db: DbOrTx, caller: TeamCaller): Promise<ProFormaLine[]> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const rows = await db
    .select()
    .from(proFormaLines)
    .where(eq(proFormaLines.customerId, customerId))
    .orderBy(desc(proFormaLines.workedOn), desc(proFormaLines.id));
  return rows.map((row) => ({ id: row.id, worked_on: row.workedOn, ...toWireLine(row) }));
};
