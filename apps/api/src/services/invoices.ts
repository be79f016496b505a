import type {
  CreditNoteReference,
  Invoice,
  InvoiceLine,
  InvoiceState,
  InvoiceStatus,
  InvoicesResponse,
  ProFormaLine,
  Subscription,
} from '@maatwerk/contract';
import { BILLING_TEAM } from '@maatwerk/contract';
import { isReverseCharge } from '@maatwerk/contract/constants';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  customers,
  invoiceLines,
  invoicePayments,
  invoices,
  proFormaLines,
  subscriptions,
} from '../db/schema.ts';
import { amsterdamTime, today } from '../lib/dates.ts';
import { customerFor, type TeamCaller } from './team-access.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;
type FullLineRow = typeof invoiceLines.$inferSelect;
type PaymentRow = typeof invoicePayments.$inferSelect;
type LineRow = Pick<FullLineRow, 'description' | 'quantity' | 'unitPriceCents' | 'vatRate'>;

/** Rounds halves away from zero, so that a credit note's amounts are exactly its invoice's, negated. */
const roundCents = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

/** Quantities are stored in hundredths (1.5 hours is 150); a line's amount is rounded to the cent. */
export const lineTotalCents = (line: Pick<LineRow, 'quantity' | 'unitPriceCents'>): number =>
  roundCents((line.quantity * line.unitPriceCents) / 100);

export interface VatGroup {
  rate: number;
  baseCents: number;
  vatCents: number;
}

/**
 * VAT is computed once per rate over the sum of its lines, as Dutch invoices show it. Under
 * reverse charge no Dutch VAT is charged: every line counts at 0%.
 */
export const vatGroups = (lines: readonly LineRow[], reverseCharge = false): VatGroup[] => {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const rate = reverseCharge ? 0 : line.vatRate;
    byRate.set(rate, (byRate.get(rate) ?? 0) + lineTotalCents(line));
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: roundCents((baseCents * rate) / 100) }));
};

export const toWireLine = (line: LineRow, reverseCharge = false): InvoiceLine => ({
  description: line.description,
  quantity: line.quantity / 100,
  unit_price_cents: line.unitPriceCents,
  vat_rate: reverseCharge ? 0 : line.vatRate,
  total_cents: lineTotalCents(line),
});

/** An invoice or credit note with everything its figures are derived from. */
export interface LoadedInvoice {
  invoice: InvoiceRow;
  customer: CustomerRow;
  lines: FullLineRow[];
  payments: PaymentRow[];
  /** The sent credit notes of an invoice, with their lines. */
  creditNotes: { invoice: InvoiceRow; lines: FullLineRow[] }[];
  /** For a credit note: the invoice it credits. */
  credits: InvoiceRow | null;
}

export interface InvoiceFigures {
  reverseCharge: boolean;
  groups: VatGroup[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  paidCents: number;
  /** The credit notes' totals together: zero or negative. */
  creditedCents: number;
  balanceCents: number;
  status: InvoiceStatus;
  /** The day the last payment came in, once nothing is left to pay. */
  paidOn: string | null;
}

/** Fixed at sending; for a concept, what sending it now would fix. */
export const reverseChargeOf = (invoice: InvoiceRow, customer: CustomerRow): boolean =>
  invoice.status === 'sent' ? invoice.reverseCharge : isReverseCharge(customer);

const totalOf = (lines: readonly LineRow[], reverseCharge: boolean) =>
  vatGroups(lines, reverseCharge).reduce((sum, group) => sum + group.baseCents + group.vatCents, 0);

/**
 * Everything about an invoice's money, derived: totals and VAT per rate from its lines, what was
 * paid and credited, the balance and so where it stands. Overdue turns on the day after the due
 * date in Amsterdam, computed at each answer.
 */
export const invoiceFigures = (loaded: LoadedInvoice, now = new Date()): InvoiceFigures => {
  const { invoice, customer } = loaded;
  const reverseCharge = reverseChargeOf(invoice, customer);
  const groups = vatGroups(loaded.lines, reverseCharge);
  const subtotalCents = groups.reduce((sum, group) => sum + group.baseCents, 0);
  const vatCents = groups.reduce((sum, group) => sum + group.vatCents, 0);
  const totalCents = subtotalCents + vatCents;
  const paidCents = loaded.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const creditedCents = loaded.creditNotes.reduce(
    (sum, note) => sum + totalOf(note.lines, note.invoice.reverseCharge),
    0,
  );
  const isCreditNote = invoice.kind === 'creditfactuur';
  const balanceCents = isCreditNote ? 0 : totalCents + creditedCents - paidCents;
  let status: InvoiceStatus;
  if (invoice.status === 'saved') status = 'concept';
  else if (isCreditNote) status = 'verzonden';
  else if (creditedCents !== 0 && totalCents + creditedCents <= 0 && paidCents === 0) status = 'gecrediteerd';
  else if (balanceCents <= 0) status = 'betaald';
  else if (invoice.dueOn && invoice.dueOn < today(now)) status = 'vervallen';
  else if (paidCents > 0) status = 'gedeeltelijk_betaald';
  else status = 'verzonden';
  const lastPayment = loaded.payments.at(-1);
  return {
    reverseCharge,
    groups,
    subtotalCents,
    vatCents,
    totalCents,
    paidCents,
    creditedCents,
    balanceCents,
    status,
    paidOn: status === 'betaald' && lastPayment ? lastPayment.paidOn : null,
  };
};

/** The customer's older, simpler view of the same status. */
const portalState = (status: InvoiceStatus): InvoiceState => {
  if (status === 'concept') return 'concept';
  if (status === 'betaald' || status === 'gecrediteerd') return 'paid';
  if (status === 'vervallen') return 'overdue';
  return 'open';
};

export const documentReference = (row: InvoiceRow, lines: readonly LineRow[]): CreditNoteReference => ({
  id: row.id,
  number: row.number ?? '',
  issued_on: row.issuedOn ?? '',
  total_cents: totalOf(lines, row.reverseCharge),
});

export const toWireInvoice = (loaded: LoadedInvoice, now = new Date()): Invoice => {
  const figures = invoiceFigures(loaded, now);
  const row = loaded.invoice;
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    state: portalState(figures.status),
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    paid_at: figures.paidOn ? amsterdamTime(figures.paidOn, 12).toISOString() : null,
    subtotal_cents: figures.subtotalCents,
    vat_cents: figures.vatCents,
    total_cents: figures.totalCents,
    lines: loaded.lines.map((line) => toWireLine(line, figures.reverseCharge)),
    status: figures.status,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    paid_cents: figures.paidCents,
    balance_cents: figures.balanceCents,
    credit_notes: loaded.creditNotes.map((note) => documentReference(note.invoice, note.lines)),
  };
};

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const grouped = new Map<K, T[]>();
  for (const row of rows) {
    const list = grouped.get(key(row)) ?? [];
    list.push(row);
    grouped.set(key(row), list);
  }
  return grouped;
};

const linesOf = async (db: DbOrTx, invoiceIds: number[]) => {
  if (invoiceIds.length === 0) return new Map<number, FullLineRow[]>();
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  return groupBy(rows, (row) => row.invoiceId);
};

/**
 * The invoices and credit notes that match, newest issue first (concepts by creation), each with
 * its customer, lines, payments, sent credit notes and, for a credit note, the invoice it credits.
 */
export const loadInvoices = async (db: DbOrTx, where: SQL | undefined): Promise<LoadedInvoice[]> => {
  const rows = await db
    .select({ invoice: invoices, customer: customers })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(where)
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), desc(invoices.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.invoice.id);
  const notes = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.creditsInvoiceId, ids), eq(invoices.status, 'sent')))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  const originalIds = rows.flatMap((row) =>
    row.invoice.creditsInvoiceId ? [row.invoice.creditsInvoiceId] : [],
  );
  const originals =
    originalIds.length === 0 ? [] : await db.select().from(invoices).where(inArray(invoices.id, originalIds));
  const lines = await linesOf(db, [...ids, ...notes.map((note) => note.id)]);
  const payments = groupBy(
    await db
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, ids))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id)),
    (row) => row.invoiceId,
  );
  const notesByInvoice = groupBy(notes, (note) => note.creditsInvoiceId);
  return rows.map(({ invoice, customer }) => ({
    invoice,
    customer,
    lines: lines.get(invoice.id) ?? [],
    payments: payments.get(invoice.id) ?? [],
    creditNotes: (notesByInvoice.get(invoice.id) ?? []).map((note) => ({
      invoice: note,
      lines: lines.get(note.id) ?? [],
    })),
    credits: originals.find((original) => original.id === invoice.creditsInvoiceId) ?? null,
  }));
};

export const toWireSubscription = (row: typeof subscriptions.$inferSelect): Subscription => ({
  id: row.id,
  description: row.description,
  interval: row.interval,
  amount_cents: row.amountCents,
  vat_rate: row.vatRate,
  started_on: row.startedOn,
  next_invoice_on: row.nextInvoiceOn,
  ended_on: row.endedOn,
});

/**
 * The customer's concepts (newest first), sent invoices (newest issue first), each with its credit
 * notes beside it, and subscriptions (running first).
 */
export const listInvoices = async (
  db: DbOrTx,
  caller: TeamCaller,
  now = new Date(),
): Promise<InvoicesResponse> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const loaded = await loadInvoices(
    db,
    and(eq(invoices.customerId, customerId), eq(invoices.kind, 'factuur')),
  );
  const wire = loaded.map((one) => toWireInvoice(one, now));
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

/**
 * One sent invoice or credit note of the customer with all it is printed from, or undefined: a
 * concept or another's is not there.
 */
export const findSentInvoice = async (
  db: DbOrTx,
  caller: TeamCaller,
  invoiceId: number,
): Promise<LoadedInvoice | undefined> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const [found] = await loadInvoices(
    db,
    and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId), eq(invoices.status, 'sent')),
  );
  return found;
};

export const listProFormaLines = async (db: DbOrTx, caller: TeamCaller): Promise<ProFormaLine[]> => {
  const customerId = customerFor(caller, BILLING_TEAM);
  const rows = await db
    .select()
    .from(proFormaLines)
    // Lines a concept took over are that invoice's now.
    .where(and(eq(proFormaLines.customerId, customerId), isNull(proFormaLines.invoiceId)))
    .orderBy(desc(proFormaLines.workedOn), desc(proFormaLines.id));
  return rows.map((row) => ({ id: row.id, worked_on: row.workedOn, ...toWireLine(row) }));
};
