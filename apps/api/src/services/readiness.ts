import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { type DbOrTx, migrationCount } from '../db/client.ts';
import { queryRows } from './search/sql-rows.ts';

let shipped: Promise<number> | undefined;

/**
 * Whether the database holds every migration this version ships (drizzle's own journal table): an
 * instance of a newer version is not ready on a database that was not migrated yet.
 */
export const migrationsApplied = async (db: DbOrTx): Promise<boolean> => {
  shipped ??= migrationCount();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n ?? 0) >= (await shipped);
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
