import type { RevenueGroup } from '@maatwerk/contract';
import { type VatTotals, vatTotals } from '@maatwerk/contract/constants';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, invoiceLines, invoices } from '../../db/schema.ts';
import { lineTotalCents } from '../invoices.ts';

/** An invoice or credit note as sent, with its VAT by the contract's one rule and what it billed. */
export interface SentDocument {
  id: number;
  customerId: number;
  customerName: string;
  issuedOn: string;
  reverseCharge: boolean;
  /** The customer's VAT id as it stood on the document. */
  vatId: string | null;
  /** The product group of the service whose period it bills (a credit note: its invoice's); else overig. */
  group: RevenueGroup;
  vat: VatTotals;
}

/**
 * The product group of the service a document bills: the billing run links each period to its
 * invoice (service_periods), and a credit note bills what its invoice did. Invoices no service
 * billed (hours, subscriptions, hand-made ones) are 'overig'.
 */
// Written with its own aliases and the outer invoice named in full: drizzle leaves columns
// unqualified in a select from one table, which would make `id` ambiguous in here.
const billedGroup = sql<RevenueGroup | null>`(
  select min(billed_product."group") from service_periods billed_period
  join services billed_service on billed_service.id = billed_period.service_id
  join products billed_product on billed_product.id = billed_service.product_id
  where billed_period.invoice_id = coalesce("invoices"."credits_invoice_id", "invoices"."id")
)`;

/**
 * Every invoice and credit note sent with an invoice date from `from` to `to` (calendar dates in
 * Europe/Amsterdam, as the invoice date is given at sending), each with its VAT per rate computed
 * from its lines exactly as on the invoice (lineVatTotals, with the reverse charge fixed at sending).
 * Credit notes have negative lines, so their figures subtract.
 */
export const sentDocuments = async (db: DbOrTx, from: string, to: string): Promise<SentDocument[]> => {
  const rows = await db
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      customerName: customers.name,
      issuedOn: invoices.issuedOn,
      reverseCharge: invoices.reverseCharge,
      billedTo: invoices.billedTo,
      customerVatId: customers.vatId,
      group: billedGroup,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.status, 'sent'), between(invoices.issuedOn, from, to)))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      quantity: invoiceLines.quantity,
      unitPriceCents: invoiceLines.unitPriceCents,
      vatRate: invoiceLines.vatRate,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.status, 'sent'), between(invoices.issuedOn, from, to)));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const known = linesOf.get(line.invoiceId);
    if (known) known.push(line);
    else linesOf.set(line.invoiceId, [line]);
  }
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customerId,
    customerName: row.billedTo?.name ?? row.customerName,
    issuedOn: row.issuedOn ?? from,
    reverseCharge: row.reverseCharge,
    vatId: row.billedTo ? row.billedTo.vatId : row.customerVatId,
    group: row.group ?? 'overig',
    vat: vatTotals(
      (linesOf.get(row.id) ?? []).map((line) => ({
        amountCents: lineTotalCents(line),
        vatRate: line.vatRate,
      })),
      row.reverseCharge,
    ),
  }));
};

/** The product group of each invoice whose id is given, as `sentDocuments` derives it. */
export const groupsOfInvoices = async (db: DbOrTx, ids: number[]): Promise<Map<number, RevenueGroup>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, group: billedGroup })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return new Map(rows.map((row) => [row.id, row.group ?? 'overig']));
};
