import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { erasurePlan, keptOnErasure } from '../erasure/plan.ts';
import { scrubbedColumns } from '../erasure/run.ts';
import { exportSources, tablesExportedAsFiles } from './export-sources.ts';
import { isExported, personalDataMap } from './personal-data-map.ts';

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

const columnsOf = (name: string): string[] =>
  tables.find((table) => table.name === name)?.columns.map((column) => column.name) ?? [];

describe('the personal-data map', () => {
  it('classifies every column of every table of the schema', () => {
    const missing = tables.flatMap((table) =>
      table.columns
        .filter((column) => personalDataMap[table.name]?.[column.name] === undefined)
        .map((column) => `${table.name}.${column.name}`),
    );
    expect(missing, 'columns to classify in services/privacy/personal-data-map.ts').toEqual([]);
  });

  it('names no table or column the schema does not have', () => {
    const stale = Object.entries(personalDataMap).flatMap(([table, columns]) =>
      Object.keys(columns)
        .filter((column) => !columnsOf(table).includes(column))
        .map((column) => `${table}.${column}`),
    );
    expect(stale).toEqual([]);
  });

  it('keeps nothing without a number of years', () => {
    const kept = Object.values(personalDataMap).flatMap((columns) =>
      Object.values(columns).filter((treatment) => typeof treatment === 'object'),
    );
    expect(kept.length).toBeGreaterThan(0);
    for (const treatment of kept) expect(treatment).toEqual({ keepYears: expect.any(Number) });
  });

  it('has the export write each table with a column to hand over, and only those', () => {
    const exported = new Set([
      ...exportSources({} as never).map((source) => getTableConfig(source.table).name),
      ...tablesExportedAsFiles,
    ]);
    const toHandOver = Object.entries(personalDataMap)
      .filter(([, columns]) => Object.values(columns).some((treatment) => treatment === 'export'))
      .map(([table]) => table);
    expect(toHandOver.filter((table) => !exported.has(table))).toEqual([]);
    const withNothing = [...exported].filter(
      (table) => !Object.values(personalDataMap[table] ?? {}).some(isExported),
    );
    expect(withNothing).toEqual([]);
  });

  it('never hands over a secret: password hashes, token hashes, second-factor secrets', () => {
    const secrets = tables.flatMap((table) =>
      table.columns
        .filter((column) => /hash|secret|token|credential|public_key/.test(column.name))
        .filter((column) => isExported(personalDataMap[table.name]?.[column.name]))
        .map((column) => `${table.name}.${column.name}`),
    );
    expect(secrets).toEqual([]);
  });

  describe('drives the erasure', () => {
    const planned = new Set(erasurePlan.map((step) => getTableConfig(step.table).name));

    it('reaches every table that names a person, or says why that table is kept', () => {
      const naming = tables
        .filter((table) =>
          table.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === 'users'),
        )
        .map((table) => table.name);
      expect(naming.length).toBeGreaterThan(10);
      expect(naming.filter((name) => !planned.has(name) && !(name in keptOnErasure))).toEqual([]);
      // Nothing the law keeps is in the plan: erasure leaves those records alone.
      for (const name of Object.keys(keptOnErasure)) expect(planned.has(name), name).toBe(false);
    });

    it('empties every personal column of a table it keeps rows of, but the ones kept on purpose', () => {
      for (const step of erasurePlan) {
        if (step.action !== 'scrub') continue;
        const table = getTableConfig(step.table);
        // Throws on a required personal column it cannot empty.
        const emptied = Object.keys(scrubbedColumns(step));
        for (const column of step.keep)
          expect(columnsOf(table.name), `${table.name} keeps ${column}`).toContain(column);
        const erase = table.columns
          .map((column) => column.name)
          .filter((column) => personalDataMap[table.name]?.[column] === 'erase');
        expect(
          erase.filter((column) => !emptied.includes(column) && !step.others?.includes(column)),
          `'erase' columns of ${table.name} left as they are`,
        ).toEqual([]);
        const exported = table.columns
          .map((column) => column.name)
          .filter((column) => personalDataMap[table.name]?.[column] === 'export');
        expect(
          exported.filter((column) => !emptied.includes(column) && !step.keep.includes(column)),
          `'export' columns of ${table.name} neither emptied nor kept`,
        ).toEqual([]);
      }
    });
  });
});
