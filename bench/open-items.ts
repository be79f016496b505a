/**
 * How fast the rekeningoverzicht's open items answer on 20,000 sent invoices (issue 35): the staff
 * list of every customer's open items (a page, a bucket, one customer) with its bucket totals, and
 * one customer's statement, each asked 20 times as the services answer them. Two thirds of the
 * invoices are open, most of them more than 90 days past due. Prints the time per answer (p50, p95).
 *
 *   npm run bench:open-items            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npm run bench:open-items -- 50000   (another number of invoices)
 */
import { listOpenItems, statementOf } from '../apps/api/src/services/statement/index.ts';
import { openInvoiceBenchDatabase, printTimedCases } from './lib/database.ts';

const count = Number(process.argv[2] ?? 20_000);
const { database, db, second } = await openInvoiceBenchDatabase(count);

await printTimedCases(
  `open items (${count} invoices)`,
  [
    ['all, page 1, with bucket totals', async () => (await listOpenItems(db, {})).items.length],
    ['all, page 100', async () => (await listOpenItems(db, { page: 100 })).items.length],
    ['bucket 0-30', async () => (await listOpenItems(db, { bucket: '0-30' })).items.length],
    ['one customer (10%)', async () => (await listOpenItems(db, { customer_id: second })).items.length],
    ['statement of the 10% customer', async () => (await statementOf(db, second)).items.length],
  ],
  20,
);
await database.close();
