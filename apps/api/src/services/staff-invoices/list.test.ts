import { readFile } from 'node:fs/promises';
import { STAFF_INVOICES_PAGE_SIZE, type StaffInvoiceSummary } from '@maatwerk/contract';
import { invoiceStatuses } from '@maatwerk/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  addDays,
  createCustomer,
  createInvoice,
  createStaffMember,
  insertInvoiceSeries,
  today,
} from '../../db/factories/index.ts';
import { loadEnv } from '../../env.ts';
import { brusselsBureau } from '../../test/logged-in-customer.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { queryRows } from '../search/sql-rows.ts';
import type { StaffWriter } from '../staff-writer.ts';
import { addPayment, createCreditNote, getStaffInvoice, listStaffInvoices } from './index.ts';
import { staffInvoicePageQuery } from './list.ts';

/** What the list says of an invoice, as the invoice's own page says it. */
const asOnItsPage = async (db: Database['db'], id: number): Promise<StaffInvoiceSummary> => {
  const one = await getStaffInvoice(db, id);
  return {
    id: one.id,
    kind: one.kind,
    number: one.number,
    status: one.status,
    description: one.description,
    customer: one.customer,
    issued_on: one.issued_on,
    due_on: one.due_on,
    total_cents: one.total_cents,
    balance_cents: one.balance_cents,
  };
};

describe('the staff list of invoices, filtered in the database', () => {
  let database: Database;
  let writer: StaffWriter;
  let belgianId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const member = await createStaffMember(database.db, { role: 'financieel' });
    writer = { staffId: member.id, address: '127.0.0.1', role: 'financieel' };
    await createDocuments(database.db);
  }, 60_000);
  afterAll(() => database?.close());

  /** One document in every status, two of them for a customer in Belgium (reverse charge). */
  const createDocuments = async (db: Database['db']) => {
    const dutch = await createCustomer(db, { billingEmail: 'facturen@voorbeeld.nl' });
    belgianId = (await createCustomer(db, brusselsBureau)).id;
    // Two rates and a line of half a cent (1,5 × € 3,33): rounded per line, VAT per rate.
    const mixed = [
      { description: 'Uren', quantity: 150, unitPriceCents: 333 },
      { description: 'Boek', quantity: 100, unitPriceCents: 2_995, vatRate: 9 },
    ];
    const sent = (overrides: Partial<Parameters<typeof createInvoice>[1]> = {}) =>
      createInvoice(db, { customerId: dutch.id, lines: mixed, ...overrides });
    await createInvoice(db, { customerId: belgianId, status: 'saved', lines: mixed });
    await createInvoice(db, { customerId: dutch.id, status: 'saved', lines: mixed });
    await sent();
    await sent({ issuedOn: addDays(today(), -40), dueOn: addDays(today(), -1) });
    // Due today: overdue only from tomorrow.
    await sent({ issuedOn: addDays(today(), -14), dueOn: today() });
    const partly = await sent();
    await addPayment(db, writer, partly.id, {
      paid_on: today(),
      amount_cents: 1_000,
      method: 'bankoverschrijving',
    });
    const partlyLate = await sent({ issuedOn: addDays(today(), -30), dueOn: addDays(today(), -2) });
    await addPayment(db, writer, partlyLate.id, {
      paid_on: today(),
      amount_cents: 1_000,
      method: 'bankoverschrijving',
    });
    await sent({ paidOn: today() });
    await createInvoice(db, { customerId: belgianId, lines: mixed });
    const credited = await sent();
    await createCreditNote(db, writer, credited.id, {
      line_ids: credited.lines.map((line) => line.id),
    });
    const halfCredited = await sent({ issuedOn: addDays(today(), -30), dueOn: addDays(today(), -2) });
    await createCreditNote(db, writer, halfCredited.id, { line_ids: [halfCredited.lines[0]!.id] });
    const creditedPaid = await sent();
    await addPayment(db, writer, creditedPaid.id, {
      paid_on: today(),
      amount_cents: 500,
      method: 'bankoverschrijving',
    });
    await createCreditNote(db, writer, creditedPaid.id, {
      line_ids: creditedPaid.lines.map((line) => line.id),
    });
  };

  it('says of every invoice in every status what its own page says, and each status filter finds those', async () => {
    const { db } = database;
    const listed = await listStaffInvoices(db, {});
    expect(listed).toHaveLength(15);
    const expected = await Promise.all(listed.map((one) => asOnItsPage(db, one.id)));
    expect(listed).toEqual(expected);
    expect(new Set(listed.map((one) => one.status))).toEqual(new Set(invoiceStatuses));

    for (const status of invoiceStatuses) {
      const found = await listStaffInvoices(db, { status });
      expect(
        found.map((one) => one.id),
        status,
      ).toEqual(listed.filter((one) => one.status === status).map((one) => one.id));
    }
    const belgians = await listStaffInvoices(db, { customer_id: belgianId });
    expect(belgians.map((one) => one.id)).toEqual(
      listed.filter((one) => one.customer.id === belgianId).map((one) => one.id),
    );
  });

  it('computes in its migration the same totals of documents sent before as sending stores', async () => {
    const { db } = database;
    const stored = () =>
      queryRows<{ id: number; total_cents: number | null }>(
        db,
        sql`select id, total_cents from invoices order by id`,
      );
    const atSending = await stored();
    expect(atSending.filter((row) => row.total_cents !== null).length).toBeGreaterThan(10);
    const migration = await readFile(
      new URL('../../db/migrations/0030_invoice_totals_and_list_indexes.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--.*\n)*UPDATE "invoices"/.test(statement));
    expect(backfill).toHaveLength(2);
    await db.execute(sql`update invoices set total_cents = null`);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    expect(await stored()).toEqual(atSending);
  });
});

const COUNT = 20_000;

/**
 * The numbers of the series (insertInvoiceSeries: every third paid, every tenth of the second
 * customer, the 200 newest not due yet), newest first, that a test expects on a page.
 */
const series = (keep: (g: number) => boolean, page = 1) =>
  Array.from({ length: COUNT }, (_, index) => COUNT - index)
    .filter(keep)
    .slice((page - 1) * STAFF_INVOICES_PAGE_SIZE, page * STAFF_INVOICES_PAGE_SIZE)
    .map((g) => `B${g}`);

describe('the staff list of 20,000 invoices', () => {
  let database: Database;
  let first: number;
  let second: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    first = (await createCustomer(database.db)).id;
    second = (await createCustomer(database.db)).id;
    await insertInvoiceSeries(database.db, { count: COUNT, customerIds: [first, second] });
  }, 120_000);
  afterAll(() => database?.close());

  const numbers = async (query: Parameters<typeof listStaffInvoices>[1]) =>
    (await listStaffInvoices(database.db, query)).map((one) => one.number);

  it('answers a page at a time, newest first, with the figures of each invoice', async () => {
    expect(await numbers({})).toEqual(series(() => true));
    expect(await numbers({ page: 3 })).toEqual(series(() => true, 3));
    expect(await numbers({ page: COUNT / STAFF_INVOICES_PAGE_SIZE + 1 })).toEqual([]);
    const [newest] = await listStaffInvoices(database.db, {});
    expect(newest).toEqual(await asOnItsPage(database.db, newest!.id));
    expect(newest).toMatchObject({ status: 'verzonden', total_cents: 12_100, balance_cents: 12_100 });
  });

  it('filters on status and customer in the database, still a page at a time', async () => {
    const paid = (g: number) => g % 3 === 0;
    const late = (g: number) => !paid(g) && g <= COUNT - 200;
    expect(await numbers({ status: 'betaald', page: 2 })).toEqual(series(paid, 2));
    expect(await numbers({ status: 'vervallen' })).toEqual(series(late));
    expect(await numbers({ status: 'verzonden', page: 2 })).toEqual(series((g) => !paid(g) && !late(g), 2));
    expect(await numbers({ status: 'gecrediteerd' })).toEqual([]);
    expect(await numbers({ customer_id: second, status: 'vervallen', page: 4 })).toEqual(
      series((g) => g % 10 === 0 && late(g), 4),
    );
    expect(await numbers({ customer_id: first, page: 5 })).toEqual(series((g) => g % 10 !== 0, 5));
    const [oneOfThem] = await listStaffInvoices(database.db, { status: 'betaald', page: 7 });
    expect(oneOfThem).toEqual(await asOnItsPage(database.db, oneOfThem!.id));
  });

  const plan = async (query: Parameters<typeof staffInvoicePageQuery>[1]) =>
    (
      await queryRows<{ 'QUERY PLAN': string }>(
        database.db,
        sql`explain ${staffInvoicePageQuery(database.db, query, new Date())}`,
      )
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');

  it.skipIf(!loadEnv().DATABASE_URL)(
    'reads the invoices in the order of the list index, on PostgreSQL, without sorting them all',
    async () => {
      for (const query of [{}, { status: 'betaald' as const, page: 20 }]) {
        const all = await plan(query);
        expect(all).toMatch(/Index Scan using invoices_list_idx on invoices/);
        expect(all).not.toMatch(/Seq Scan on invoices|Sort/);
      }
      const one = await plan({ customer_id: second, status: 'vervallen' });
      expect(one).toMatch(/Index Scan using invoices_customer_list_idx on invoices/);
      expect(one).not.toMatch(/Seq Scan on invoices|Sort/);
    },
  );
});
