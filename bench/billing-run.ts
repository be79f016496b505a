/**
 * The billing run of services (issue 35): 10,000 active monthly services whose period begins today,
 * billed by one run, then a second run that finds nothing due. While the run goes, a customer's
 * read of their services is timed every 10 ms, to see how long the run's locks keep it waiting.
 * Prints the run's time, periods invoiced, and the reads' p50, p95 and longest wait.
 *
 *   npx tsx bench/billing-run.ts            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npx tsx bench/billing-run.ts 20000      (another number of services)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createCustomer, createProduct } from '../apps/api/src/db/factories/index.ts';
import { services } from '../apps/api/src/db/schema.ts';
import { billDueServices } from '../apps/api/src/services/products/billing.ts';
import { listCustomerProductServices } from '../apps/api/src/services/products/services.ts';
import { ms, openBenchDatabase, percentile } from './lib/database.ts';

const count = Number(process.argv[2] ?? 10_000);
const customerCount = 100;
const now = new Date('2027-03-01T11:00:00Z');

const database = await openBenchDatabase();
const { db } = database;

let started = performance.now();
const product = await createProduct(db, { name: 'Webhosting Bench', priceCents: 1_495, setupCents: 0 });
const customerIds: number[] = [];
for (let i = 0; i < customerCount; i++) customerIds.push((await createCustomer(db)).id);
const rows = Array.from({ length: count }, (_, i) => ({
  customerId: customerIds[i % customerCount]!,
  productId: product.id,
  description: `bench-${i}.nl`,
  status: 'actief' as const,
  startedOn: '2027-02-01',
  paidUntil: '2027-03-01',
  nextBillOn: '2027-03-01',
}));
for (let i = 0; i < rows.length; i += 1_000) await db.insert(services).values(rows.slice(i, i + 1_000));
console.log(`services: ${count} written in ${ms(performance.now() - started)}`);

// A customer reading their services every 10 ms while the run goes.
const reads: number[] = [];
let running = true;
const reader = (async () => {
  while (running) {
    const start = performance.now();
    await listCustomerProductServices(db, customerIds[0]!);
    reads.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
})();

started = performance.now();
const made = await billDueServices(db, now);
const runMs = performance.now() - started;
started = performance.now();
const again = await billDueServices(db, now);
const secondMs = performance.now() - started;
running = false;
await reader;
reads.sort((a, b) => a - b);

console.log(`\n| billing run (${count} services) | periods invoiced | time |\n|---|---:|---:|`);
console.log(`| first run | ${made} | ${ms(runMs)} |`);
console.log(`| second run | ${again} | ${ms(secondMs)} |`);
console.log(
  `\ncustomer reads during the runs: ${reads.length}, p50 ${ms(percentile(reads, 50))}, p95 ${ms(percentile(reads, 95))}, longest ${ms(reads.at(-1) ?? 0)}`,
);
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await database.close();
