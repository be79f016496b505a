import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Rows of a raw query, whichever driver answers it (PGlite gives { rows }, postgres.js an array). */
export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
};
