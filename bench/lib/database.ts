import { openDatabase } from '../../apps/api/src/db/client.ts';

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
