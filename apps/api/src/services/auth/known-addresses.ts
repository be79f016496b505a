import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAddresses } from '../../db/schema.ts';

/** How long a full login keeps its client address known for the user. */
const KNOWN_FOR_MS = 90 * 24 * 60 * 60 * 1000;

/** Notes that the user fully logged in from this address (or renews the note). */
export const rememberLoginAddress = async (db: DbOrTx, userId: number, address: string, now = new Date()) => {
  await db
    .insert(loginAddresses)
    .values({ userId, address, lastLoginAt: now })
    .onConflictDoUpdate({
      target: [loginAddresses.userId, loginAddresses.address],
      set: { lastLoginAt: now },
    });
};

/** Whether the user fully logged in from this address within the last 90 days. */
export const isKnownLoginAddress = async (
  db: DbOrTx,
  userId: number,
  address: string,
  now = new Date(),
): Promise<boolean> => {
  const [row] = await db
    .select({ userId: loginAddresses.userId })
    .from(loginAddresses)
    .where(
      and(
        eq(loginAddresses.userId, userId),
        eq(loginAddresses.address, address),
        gt(loginAddresses.lastLoginAt, new Date(now.getTime() - KNOWN_FOR_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
};
