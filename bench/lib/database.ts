import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createCustomer, insertInvoiceSeries } from '../../apps/api/src/db/factories/index.ts';

/** The value at percentile p (0–100) of sorted figures. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** The database a bench fills: embedded PGlite in memory, or the PostgreSQL server of DATABASE_URL. */
export const openBenchDatabase = async () => {
  const database = await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true },
  );
  console.log(`database: ${database.kind}`);
  return database;
};

/** A bench database with `count` invoices of two customers, the second with a tenth of them. */
export const openInvoiceBenchDatabase = async (count: number) => {
  const database = await openBenchDatabase();
  const started = performance.now();
  const first = (await createCustomer(database.db)).id;
  const second = (await createCustomer(database.db)).id;
  await insertInvoiceSeries(database.db, { count, customerIds: [first, second] });
  console.log(`invoices: ${count} written in ${ms(performance.now() - started)}`);
  return { database, db: database.db, second };
};

/** Runs each case `rounds` times and prints a table of its rows and time per answer (p50, p95). */
export const printTimedCases = async (
  heading: string,
  cases: [string, () => Promise<number>][],
  rounds: number,
) => {
  console.log(`\n| ${heading} | rows | p50 | p95 |\n|---|---:|---:|---:|`);
  for (const [name, run] of cases) {
    let rows = 0;
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
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
};
