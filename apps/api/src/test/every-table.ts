import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from '../services/search/sql-rows.ts';

interface Column {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  refTable: string | null;
  refColumn: string | null;
}

/** The tables of the public schema, the migrations' own journal left out. */
export const userTables = async (db: DbOrTx): Promise<string[]> =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);

const columnsOf = (db: DbOrTx) =>
  queryRows<Column>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type",
          c.is_nullable = 'YES' as "nullable", (c.column_default is not null or c.is_identity = 'YES') as "hasDefault",
          ref.table_name as "refTable", ref.column_name as "refColumn"
        from information_schema.columns c
        left join information_schema.key_column_usage k
          on k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
          and k.constraint_name in (select constraint_name from information_schema.table_constraints
                                    where constraint_type = 'FOREIGN KEY' and table_schema = 'public')
        left join information_schema.constraint_column_usage ref on ref.constraint_name = k.constraint_name
        where c.table_schema = 'public'
        order by c.table_name, c.ordinal_position`,
  );

const sampleValue = (column: Column) => {
  if (column.refTable && column.refColumn) {
    return sql`(select ${sql.identifier(column.refColumn)} from ${sql.identifier(column.refTable)} limit 1)`;
  }
  switch (column.type) {
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
      return sql`1`;
    case 'boolean':
      return sql`false`;
    case 'jsonb':
    case 'json':
      return sql`'{}'::jsonb`;
    case 'date':
      return sql`current_date`;
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return sql`now()`;
    case 'uuid':
      return sql`gen_random_uuid()`;
    case 'bytea':
      return sql`'\\x00'::bytea`;
    case 'ARRAY':
      return sql`'{}'`;
    case 'inet':
      return sql`'127.0.0.1'`;
    default:
      return sql`'x'`;
  }
};

/**
 * Gives every empty table one row: each required column a value of its type, each reference the
 * first row of the table it points to. Tables that point to a still empty one wait for a later
 * round. Answers the tables that stayed empty.
 */
export const fillEveryTable = async (db: DbOrTx): Promise<string[]> => {
  const columns = await columnsOf(db);
  let empty: string[] = [];
  for (let round = 0; round < 10; round++) {
    empty = [];
    for (const table of await userTables(db)) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      if (Number(row?.n) > 0) continue;
      const needed = columns.filter(
        (column) => column.table === table && (!column.nullable || column.refTable) && !column.hasDefault,
      );
      const insert =
        needed.length === 0
          ? sql`insert into ${sql.identifier(table)} default values`
          : sql`insert into ${sql.identifier(table)} (${sql.join(
              needed.map((column) => sql.identifier(column.column)),
              sql`, `,
            )}) values (${sql.join(needed.map(sampleValue), sql`, `)})`;
      await db.transaction(async (tx) => tx.execute(insert)).catch(() => empty.push(table));
    }
    if (empty.length === 0) break;
  }
  return empty;
};

/** Every row of every table, each as JSON and sorted: two databases with the same data answer the same. */
export const everyRow = async (db: DbOrTx): Promise<Record<string, string[]>> => {
  const result: Record<string, string[]> = {};
  for (const table of await userTables(db)) {
    const rows = await queryRows<{ row: unknown }>(
      db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
    );
    result[table] = rows.map((row) => String(row.row)).sort();
  }
  return result;
};
