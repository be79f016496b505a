import { ERASED_NOTICE } from '@maatwerk/contract';
import { getTableColumns, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { personalDataMap } from '../privacy/personal-data-map.ts';
import { type ErasedPerson, type ErasureStep, erasurePlan } from './plan.ts';

type ScrubStep = Extract<ErasureStep, { action: 'scrub' }>;

/** Whether the map says a column holds something of a person that erasure must empty. */
const isPersonal = (table: string, column: string): boolean => {
  const treatment = personalDataMap[table]?.[column];
  return treatment === 'export' || treatment === 'erase';
};

/**
 * The columns a scrub empties, by their database names: every 'export' or 'erase' column of the
 * map not kept on purpose, as the plan's value, null, or (a required text) the notice.
 */
export const scrubbedColumns = (step: ScrubStep): Record<string, SQL | string | null> => {
  const table = getTableConfig(step.table);
  const values: Record<string, SQL | string | null> = {};
  for (const column of table.columns) {
    const given = step.set?.[column.name];
    if (given !== undefined) {
      values[column.name] = given;
      continue;
    }
    if (step.keep.includes(column.name) || step.others?.includes(column.name)) continue;
    if (!isPersonal(table.name, column.name)) continue;
    if (!column.notNull) values[column.name] = null;
    else if (column.columnType === 'PgText') values[column.name] = ERASED_NOTICE;
    else
      throw new Error(
        `erasure: ${table.name}.${column.name} is personal and required; give it a value in the plan or keep it`,
      );
  }
  return values;
};

/** The same values keyed as Drizzle's update takes them. */
const updateSet = (table: PgTable, byName: Record<string, SQL | string | null>) =>
  Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => column.name in byName)
      .map(([key, column]) => [key, byName[column.name]]),
  );

/** How many rows each table's step removed or emptied. */
export type ErasureCounts = Record<string, number>;

/**
 * Carries out the plan for one person, in the caller's transaction: all of it or nothing, so a run
 * broken off by a crash is done again whole by the next attempt (every step may run twice).
 */
export const erasePerson = async (db: DbOrTx, person: ErasedPerson): Promise<ErasureCounts> => {
  const counts: ErasureCounts = {};
  for (const step of erasurePlan) {
    const where = step.rows(db, person);
    if (!where) continue;
    const name = getTableConfig(step.table).name;
    const rows =
      step.action === 'delete'
        ? await db.delete(step.table).where(where).returning()
        : await db
            .update(step.table)
            .set(updateSet(step.table, scrubbedColumns(step)))
            .where(where)
            .returning();
    counts[`${step.action} ${name}`] = rows.length;
  }
  return counts;
};
