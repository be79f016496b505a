/**
 * How fast the rekeningoverzicht's open items answer on 20,000 sent invoices (issue 35): the staff
 * list of every customer's open items (a page, a bucket, one customer) with its bucket totals, and
 * one customer's statement, each asked 20 times as the services answer them. Two thirds of the
 * invoices are open, most of them more than 90 days past due. Prints the time per answer (p50, p95).
 *
 *   npm run bench:open-items            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npm run bench:open-items -- 50000   (another number of invoices)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createCustomer, insertInvoiceSeries } from '../apps/api/src/db/factories/index.ts';
import { listOpenItems, statementOf } from '../apps/api/src/services/statement/index.ts';
import { ms, openBenchDatabase, percentile } from './lib/database.ts';

const count = Number(process.argv[2] ?? 20_000);
const rounds = 20;

const database = await openBenchDatabase();
const { db } = database;

let started = performance.now();
const first = (await createCustomer(db)).id;
const second = (await createCustomer(db)).id;
await insertInvoiceSeries(db, { count, customerIds: [first, second] });
console.log(`invoices: ${count} written in ${ms(performance.now() - started)}`);

const cases: [string, () => Promise<number>][] = [
  ['all, page 1, with bucket totals', async () => (await listOpenItems(db, {})).items.length],
  ['all, page 100', async () => (await listOpenItems(db, { page: 100 })).items.length],
  ['bucket 0-30', async () => (await listOpenItems(db, { bucket: '0-30' })).items.length],
  ['one customer (10%)', async () => (await listOpenItems(db, { customer_id: second })).items.length],
  ['statement of the 10% customer', async () => (await statementOf(db, second)).items.length],
];
console.log(`\n| open items (${count} invoices) | rows | p50 | p95 |\n|---|---:|---:|---:|`);
for (const [name, run] of cases) {
  let rows = 0;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    started = performance.now();
    rows = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${rows} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`);
}
console.log(
  `\nload average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await database.close();
