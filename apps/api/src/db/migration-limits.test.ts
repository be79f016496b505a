import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { firstReleaseOnServer } from '../test/first-release-database.ts';
import { openDatabase } from './client.ts';

const serverUrl = loadEnv().DATABASE_URL;

/** The limits of migrations on a PostgreSQL server that old instances still use (decision 0047). */
describe.skipIf(!serverUrl)('migrations on a server in use', () => {
  it('give up waiting for a table another transaction holds, leave nothing half done, and run once it is free', async () => {
    const { url, drop } = await firstReleaseOnServer(serverUrl as string);
    const oldInstance = postgres(url, { max: 1, onnotice: () => {} });
    const observer = postgres(url, { max: 1, onnotice: () => {} });
    let release = () => {};
    try {
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const transaction = oldInstance.begin(async (tx) => {
        await tx`lock table public.invoices in access share mode`;
        await tx`select count(*) from public.invoices`;
        locked();
        await released;
      });
      await holding;

      const refused = await openDatabase({ url }).then(
        () => undefined,
        (error: Error) => error,
      );
      expect((refused?.cause as Error | undefined)?.message).toMatch(/lock timeout/);
      const [waiting] = await observer`select count(*)::int as count from drizzle.__drizzle_migrations`;
      expect(waiting?.count).toBe(6);

      release();
      await transaction;
      const database = await openDatabase({ url });
      await database.close();
      const [done] = await observer`select count(*)::int as count from drizzle.__drizzle_migrations`;
      expect(done?.count).toBeGreaterThan(6);
    } finally {
      release();
      await Promise.all([oldInstance.end(), observer.end()]);
      await drop();
    }
  }, 60_000);
});
