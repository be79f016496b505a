import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

/**
 * Many sent invoices at once, in bulk, for the tests and the bench of the staff list: invoice g of
 * the series (1 to count) is numbered 'B' + g, has one line of € 100 at 21% (€ 121,00, stored as
 * at sending) and is issued twenty a day from 1 January 2020, due fourteen days later. Every third
 * is paid, every tenth belongs to the second customer, and the 200 newest are not due yet.
 */
export const insertInvoiceSeries = async (
  db: DbOrTx,
  { count, customerIds: [first, second] }: { count: number; customerIds: [number, number] },
): Promise<void> => {
  await db.execute(sql`
    insert into invoices (customer_id, kind, number, status, description, issued_on, due_on, sent_at,
      reverse_charge, total_cents, created_at)
    select case when g % 10 = 0 then ${second}::integer else ${first}::integer end, 'factuur', 'B' || g,
      'sent', 'Factuur ' || g, issued,
      case when g > ${count - 200}::integer then current_date + 14 else issued + 14 end,
      issued + interval '9 hours', false, 12100, issued + g * interval '1 second'
    from generate_series(1, ${count}::integer) as g,
      lateral (select date '2020-01-01' + (g / 20) as issued) as day`);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, description, quantity_hundredths, unit_price_cents, vat_rate, position)
    select id, 'Werkzaamheden', 100, 10000, 21, 0 from invoices where number like 'B%'`);
  await db.execute(sql`
    insert into invoice_payments (invoice_id, paid_on, amount_cents, method)
    select id, issued_on + 10, 12100, 'bankoverschrijving' from invoices
    where number like 'B%' and substring(number from 2)::integer % 3 = 0`);
  await db.execute(sql`analyze`);
};
