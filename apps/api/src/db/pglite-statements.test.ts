import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_LIMIT, withPreparedStatements } from './pglite-statements.ts';

const kept = async (pg: PGlite) =>
  (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  );

describe('the embedded database with its statements kept prepared', () => {
  let pg: PGlite;
  let client: ReturnType<typeof withPreparedStatements>;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table orders (id serial primary key, title text not null unique, placed_at timestamptz, data jsonb, amount numeric);
      insert into orders (title, placed_at, data, amount) values
        ('Webshop', '2026-11-01T09:00:00Z', '{"a":1}', 12.50), ('Koppeling', null, null, null);`);
    client = withPreparedStatements(pg);
  });
  afterAll(() => pg.close());

  const listing = 'select id, title, placed_at, data, amount from orders where id >= $1 order by id';

  it('answers as PGlite does, in both row modes and with the caller’s own parsers', async () => {
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: { 1184: (value: string) => `tijd ${value}` } },
    ]) {
      const expected = await pg.query(listing, [1], options);
      expect(await client.query(listing, [1], options)).toEqual(expected);
      // The second time it runs the kept statement.
      expect(await client.query(listing, [1], options)).toEqual(expected);
    }
    const first = (await client.query<{ placed_at: Date }>(listing, [1])).rows[0]!;
    expect(first.placed_at).toEqual(new Date('2026-11-01T09:00:00Z'));
    expect(await kept(pg)).toHaveLength(1);
  });

  it('serialises parameters by their type: times, JSON and nulls', async () => {
    const insert =
      'insert into orders (title, placed_at, data, amount) values ($1, $2, $3, $4) returning title, placed_at, data';
    const placed = new Date('2026-11-02T10:00:00Z');
    const answer = await client.query(insert, ['Hosting', placed, { b: [1, 2] }, null]);
    expect(answer.rows).toEqual([{ title: 'Hosting', placed_at: placed, data: { b: [1, 2] } }]);
    expect(answer.affectedRows).toBe(1);
    const update = await client.query('update orders set amount = $1 where title = $2', [3, 'Hosting']);
    expect(update).toMatchObject({ affectedRows: 1, rows: [] });
  });

  it('gives the database’s own error and keeps working after it', async () => {
    const insert = 'insert into orders (title) values ($1)';
    await client.query(insert, ['Uniek']);
    await expect(client.query(insert, ['Uniek'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select nonsense from orders where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    expect((await client.query('select count(*)::int as n from orders where id > $1', [0])).rows).toEqual([
      { n: 4 },
    ]);
  });

  it('runs statements in a transaction and rolls them back with it', async () => {
    const count = 'select count(*)::int as n from orders where title like $1';
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into orders (title) values ($1)', ['Tijdelijk']);
        expect((await tx.query(count, ['Tijdelijk'])).rows).toEqual([{ n: 1 }]);
        await tx.query('insert into orders (title) values ($1)', ['Tijdelijk']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query(count, ['Tijdelijk'])).rows).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query('insert into orders (title) values ($1)', ['Blijvend']);
    });
    expect((await client.query(count, ['Blijvend'])).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement again when the table it reads changed shape', async () => {
    const everything = 'select * from orders where id = $1';
    expect(Object.keys((await client.query(everything, [1])).rows[0]!)).not.toContain('note');
    await pg.exec('alter table orders add column note text');
    await expect(client.query(everything, [1])).rejects.toMatchObject({ code: '0A000' });
    expect(Object.keys((await client.query(everything, [1])).rows[0]!)).toContain('note');
  });

  it(`keeps at most ${STATEMENT_LIMIT} statements, closing the least recently used`, async () => {
    const nameOf = async (text: string) =>
      (
        await pg.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [
          text,
        ])
      ).rows[0]?.name;
    await client.query(listing, [1]);
    const listingName = await nameOf(listing);
    for (let i = 0; i < STATEMENT_LIMIT + 20; i++) {
      await client.query(`select $1::int + ${i} as n`, [1]);
      if (i % 10 === 0) await client.query(listing, [1]);
    }
    const names = await kept(pg);
    expect(names).toHaveLength(STATEMENT_LIMIT);
    // The one in use all along was never closed; the oldest of the others were.
    expect(await nameOf(listing)).toBe(listingName);
    expect(await nameOf('select $1::int + 0 as n')).toBeUndefined();
  });

  it('leaves schema changes and other commands to PGlite', async () => {
    const before = (await kept(pg)).length;
    await client.query('create table notes (id int)');
    await client.query('set statement_timeout = 0');
    expect(await kept(pg)).toHaveLength(before);
  });
});
