import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** The kinds of limits counted under a lock; each its own key space. */
export const LIMIT_LOCK = {
  emergencyCalls: 1,
  openReservations: 2,
  customerJobs: 3,
  webhookEndpoints: 4,
} as const;

/**
 * Holds a transaction-scoped advisory lock on one customer's limit until the transaction ends. A
 * limit checked by counting rows and then inserting one lets parallel requests all count the same
 * number and all insert (50 emergency calls at once were all accepted): under this lock each
 * request counts what the one before it inserted. PGlite runs one transaction at a time anyway.
 */
export const lockLimit = async (
  tx: Tx,
  kind: (typeof LIMIT_LOCK)[keyof typeof LIMIT_LOCK],
  customerId: number,
) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${kind}::int, ${customerId}::int)`);
};
