import { AGING_BUCKET_LAST_DAY, type AgingBucket, agingBuckets, type OpenItem } from '@maatwerk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../search/sql-rows.ts';

/**
 * The open items of every account, computed in one place (docs/decisions/0064) from the totals
 * fixed at sending (`invoices.total_cents`), the payments and the sent credit notes, in integer cents:
 *
 * - an invoice is open for its balance (total, less payments and credit notes) while that is positive;
 * - a credit note is first set off against what its invoice still asked after payments, in the order
 *   the credit notes were sent; what it takes back beyond that is unsettled, to the customer's credit;
 * - an invoice paid for more than its total (a payment crossing a credit note) is a credit of that excess.
 *
 * So the items of a customer add up to the sum of its invoices' balances. Age is counted in
 * calendar days from the due date (a credit note: its date) to `today` in Amsterdam.
 */
export interface OpenItemFilter {
  today: string;
  customerId?: number;
  bucket?: AgingBucket;
}

/** The bucket of an age in days, from the contract's boundaries. */
const bucketSql = (days: SQL): SQL => {
  const cases = agingBuckets.map((bucket) => {
    const last = AGING_BUCKET_LAST_DAY[bucket];
    return last === null ? sql`else ${bucket}` : sql`when ${days} <= ${sql.raw(String(last))} then ${bucket}`;
  });
  return sql`(case ${sql.join(cases, sql` `)} end)`;
};

/** Every open item matching the filter, with its customer, as a subquery named `open_items`. */
const openItemsSql = ({ today, customerId }: OpenItemFilter): SQL => {
  // Each table's rows of the one customer, when there is one: a customer's statement reads only theirs.
  const of = (table: string) =>
    customerId === undefined ? sql`` : sql`and ${sql.raw(table)}.customer_id = ${customerId}`;
  const ofCustomer = { paid: of('paid'), note: of('note'), inv: of('inv') };
  const days = sql`age_days`;
  return sql`(
    with payments as (
      select pay.invoice_id, sum(pay.amount_cents)::integer as cents
      from invoice_payments pay join invoices paid on paid.id = pay.invoice_id
      where paid.status = 'sent' ${ofCustomer.paid} group by pay.invoice_id
    ),
    credits as (
      select note.credits_invoice_id as invoice_id, sum(note.total_cents)::integer as cents
      from invoices note
      where note.status = 'sent' and note.kind = 'creditfactuur' ${ofCustomer.note} group by note.credits_invoice_id
    ),
    sent_invoices as (
      select inv.id, inv.customer_id, inv.number, inv.description, inv.issued_on, inv.due_on, inv.total_cents,
        coalesce(payments.cents, 0) as paid_cents, coalesce(credits.cents, 0) as credited_cents
      from invoices inv
      left join payments on payments.invoice_id = inv.id
      left join credits on credits.invoice_id = inv.id
      where inv.status = 'sent' and inv.kind = 'factuur' ${ofCustomer.inv}
    ),
    sent_notes as (
      select note.id, note.customer_id, note.number, note.description, note.issued_on, note.total_cents,
        note.credits_invoice_id,
        (sum(-note.total_cents) over (partition by note.credits_invoice_id order by note.issued_on, note.id))::integer
          as credited_so_far
      from invoices note
      where note.status = 'sent' and note.kind = 'creditfactuur' ${ofCustomer.note}
    ),
    items as (
      select id, customer_id, 'factuur' as kind, number, description, issued_on, due_on, total_cents, paid_cents,
        credited_cents,
        case
          when total_cents + credited_cents - paid_cents > 0 then total_cents + credited_cents - paid_cents
          when total_cents - paid_cents < 0 then total_cents - paid_cents
          else 0
        end as open_cents,
        (${today}::date - coalesce(due_on, issued_on)) as age_days
      from sent_invoices
      union all
      select note.id, note.customer_id, 'creditfactuur', note.number, note.description, note.issued_on, null,
        note.total_cents, 0, 0,
        -least(-note.total_cents, greatest(0, note.credited_so_far - greatest(0, inv.total_cents - inv.paid_cents))),
        (${today}::date - note.issued_on)
      from sent_notes note
      join sent_invoices inv on inv.id = note.credits_invoice_id
    )
    select items.*, ${bucketSql(days)} as bucket, customers.name as customer_name
    from items join customers on customers.id = items.customer_id
    where open_cents <> 0
  ) open_items`;
};

interface OpenItemRow {
  id: number;
  customer_id: number;
  customer_name: string;
  kind: OpenItem['kind'];
  number: string;
  description: string;
  issued_on: string | Date;
  due_on: string | Date | null;
  total_cents: number;
  paid_cents: number;
  credited_cents: number;
  open_cents: number;
  age_days: number;
  bucket: AgingBucket;
}

/** PGlite answers a date column as a Date at UTC midnight, postgres.js as text: both become '2026-05-12'. */
const calendarDate = (value: string | Date): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

export type OpenItemWithCustomer = OpenItem & { customer: { id: number; name: string } };

const toOpenItem = (row: OpenItemRow): OpenItemWithCustomer => ({
  invoice_id: row.id,
  kind: row.kind,
  number: row.number,
  description: row.description,
  issued_on: calendarDate(row.issued_on),
  due_on: row.due_on === null ? null : calendarDate(row.due_on),
  total_cents: Number(row.total_cents),
  paid_cents: Number(row.paid_cents),
  credited_cents: Number(row.credited_cents),
  open_cents: Number(row.open_cents),
  days_past_due: Number(row.age_days),
  bucket: row.bucket,
  customer: { id: row.customer_id, name: row.customer_name },
});

const bucketFilter = (bucket: AgingBucket | undefined): SQL =>
  bucket === undefined ? sql`` : sql`where open_items.bucket = ${bucket}`;

/**
 * The open items matching the filter, oldest first (most days past due, then by number), a page
 * at a time when `page` is given: filtered, ordered and paged in the database.
 */
export const findOpenItems = async (
  db: DbOrTx,
  filter: OpenItemFilter,
  page?: { limit: number; offset: number },
): Promise<OpenItemWithCustomer[]> => {
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await queryRows<OpenItemRow>(
    db,
    sql`select * from ${openItemsSql(filter)} ${bucketFilter(filter.bucket)}
      order by open_items.age_days desc, open_items.issued_on, open_items.id ${paging}`,
  );
  return rows.map(toOpenItem);
};

export interface BucketTotal {
  bucket: AgingBucket;
  count: number;
  openCents: number;
}

/** Per bucket, in order, the number of open items and their sum (every bucket, also an empty one). */
export const openItemTotals = async (
  db: DbOrTx,
  filter: Omit<OpenItemFilter, 'bucket'>,
): Promise<BucketTotal[]> => {
  const rows = await queryRows<{ bucket: AgingBucket; count: number; open_cents: number }>(
    db,
    sql`select bucket, count(*)::integer as count, sum(open_cents)::integer as open_cents
      from ${openItemsSql(filter)} group by bucket`,
  );
  return agingBuckets.map((bucket) => {
    const row = rows.find((one) => one.bucket === bucket);
    return { bucket, count: Number(row?.count ?? 0), openCents: Number(row?.open_cents ?? 0) };
  });
};
