import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from './search/sql-rows.ts';

/** Whether the database holds at least `expected` applied migrations (drizzle's own journal table). */
export const migrationsApplied = async (db: DbOrTx, expected: number): Promise<boolean> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n ?? 0) >= expected;
};

/** Whether this process can write in its data folder (mails, backups): it exists and is writable. */
export const folderWritable = async (folder: string): Promise<boolean> => {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};
