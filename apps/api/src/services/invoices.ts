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
import {
  chargedVatRate,
  isReverseCharge,
  lineAmountCents,
  type VatTotals,
  vatTotals,
} from '@maatwerk/contract/constants';
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

/** Quantities are stored in hundredths (1.5 hours is 150); a line's amount is rounded to the cent. */
export const lineTotalCents = (line: Pick<LineRow, 'quantity' | 'unitPriceCents'>): number =>
  lineAmountCents(line.quantity, line.unitPriceCents);

/** The lines' VAT by the contract's one rule: per rate over the sum of its lines (vatTotals). */
export const lineVatTotals = (lines: readonly LineRow[], reverseCharge = false): VatTotals =>
  vatTotals(
    lines.map((line) => ({ amountCents: lineTotalCents(line), vatRate: line.vatRate })),
    reverseCharge,
  );

export const toWireLine = (line: LineRow, reverseCharge = false): InvoiceLine => ({
  description: line.description,
  quantity: line.quantity / 100,
  unit_price_cents: line.unitPriceCents,
  vat_rate: chargedVatRate(line.vatRate, reverseCharge),
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

export interface InvoiceFigures extends VatTotals {
  paidCents: number;
  /** The credit notes' totals together: zero or negative. */
  creditedCents: number;
  balanceCents: number;
  status: InvoiceStatus;
  /** The day the last payment came in, once nothing is left to pay. */
  paidOn: string | null;
}

/**
 * Whether the customer is charged no Dutch VAT now (isReverseCharge): what sending an invoice
 * would fix, and what the cart and the portal's estimates charge.
 */
export const customerReverseCharge = async (db: DbOrTx, customerId: number): Promise<boolean> => {
  const [customer] = await db
    .select({ country: customers.country, vatId: customers.vatId })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer ? isReverseCharge(customer) : false;
};

/** Fixed at sending; for a concept, what sending it now would fix. */
export const reverseChargeOf = (invoice: InvoiceRow, customer: CustomerRow): boolean =>
  invoice.status === 'sent' ? invoice.reverseCharge : isReverseCharge(customer);

const totalOf = (lines: readonly LineRow[], reverseCharge: boolean) =>
  lineVatTotals(lines, reverseCharge).totalCents;

/**
 * Everything about an invoice's money, derived: totals and VAT per rate from its lines, what was
 * paid and credited, the balance and so where it stands. Overdue turns on the day after the due
 * date in Amsterdam, computed at each answer.
 */
export const invoiceFigures = (loaded: LoadedInvoice, now = new Date()): InvoiceFigures => {
  const { invoice, customer } = loaded;
  const vat = lineVatTotals(loaded.lines, reverseChargeOf(invoice, customer));
  const { totalCents } = vat;
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
    ...vat,
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
    reverse_charge: figures.reverseCharge,
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

/** With reverse charge, the rate as the customer's invoices will charge it; staff see the stored rate. */
export const toWireSubscription = (
  row: typeof subscriptions.$inferSelect,
  reverseCharge = false,
): Subscription => ({
  id: row.id,
  description: row.description,
  interval: row.interval,
  amount_cents: row.amountCents,
  vat_rate: chargedVatRate(row.vatRate, reverseCharge),
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
  const reverseCharge = await customerReverseCharge(db, customerId);
  return {
    saved: wire.filter((invoice) => invoice.state === 'concept'),
    sent: wire.filter((invoice) => invoice.state !== 'concept'),
    subscriptions: [...running, ...ended].map((row) => toWireSubscription(row, reverseCharge)),
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
  // At the rate the invoice that takes them over will charge.
  const reverseCharge = await customerReverseCharge(db, customerId);
  return rows.map((row) => ({ id: row.id, worked_on: row.workedOn, ...toWireLine(row, reverseCharge) }));
};
