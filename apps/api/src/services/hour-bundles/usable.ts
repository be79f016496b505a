import { sql } from 'drizzle-orm';
import { invoiceLines, invoices } from '../../db/schema.ts';

/**
 * Whether a bundle can be drawn from, on a query that joins its invoice: the invoice is sent (the
 * bundle is bought) and credit notes have not taken back all of its lines (the purchase is undone,
 * which ends the bundle, whatever was left on it).
 */
export const bundleUsable = sql<boolean>`(${invoices.status} = 'sent' and exists (
  select 1 from ${invoiceLines} as bought
  where bought.invoice_id = ${invoices.id}
    and not exists (select 1 from ${invoiceLines} as taken_back where taken_back.credits_line_id = bought.id)
))`;
