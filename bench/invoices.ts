/**
 * How fast the staff list of invoices answers on 20,000 invoices (issue 33): pages of the whole
 * list, a status filter deep in it and one customer's overdue invoices, each asked 50 times as the
 * service answers GET /staff/invoices. Prints the time per page (p50, p95).
 *
 *   npm run bench:invoices            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npm run bench:invoices -- 50000   (another number of invoices)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createCustomer, insertInvoiceSeries } from '../apps/api/src/db/factories/index.ts';
import { listStaffInvoices } from '../apps/api/src/services/staff-invoices/index.ts';
import { ms, openBenchDatabase, percentile } from './lib/database.ts';

const count = Number(process.argv[2] ?? 20_000);
const rounds = 50;

const database = await openBenchDatabase();
const { db } = database;

let started = performance.now();
const first = (await createCustomer(db)).id;
const second = (await createCustomer(db)).id;
await insertInvoiceSeries(db, { count, customerIds: [first, second] });
console.log(`invoices: ${count} written in ${ms(performance.now() - started)}`);

const cases: [string, Parameters<typeof listStaffInvoices>[1]][] = [
  ['all, page 1', {}],
  ['all, page 100', { page: 100 }],
  ['betaald, page 50', { status: 'betaald', page: 50 }],
  ['one customer, vervallen', { customer_id: second, status: 'vervallen' }],
  ['gecrediteerd (none)', { status: 'gecrediteerd' }],
];
console.log(`\n| list (${count} invoices) | rows | p50 | p95 |\n|---|---:|---:|---:|`);
for (const [name, query] of cases) {
  let rows = 0;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    started = performance.now();
    rows = (await listStaffInvoices(db, query)).length;
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
