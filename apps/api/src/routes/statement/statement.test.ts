import { apiRoutes, OpenItemsPage, StaffInvoice, Statement } from '@maatwerk/contract';
import { PDFParse } from 'pdf-parse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInvoice, type InvoiceLineInput } from '../../db/factories/index.ts';
import { expectDocumentedError } from '../../security/route-support.ts';
import { apiCaller } from '../../test/api-caller.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { auditEntries } from '../../test/audit-entries.ts';
import { exactly } from '../../test/exactly.ts';
import { voorbeeldBv } from '../../test/logged-in-customer.ts';

const t = testAppPerBlock();
const call = apiCaller(t);
const jan = customerPerBlock(t, voorbeeldBv);
const petra = customerPerBlock(t, { name: 'Jansen Webdesign' });
const finance = staffPerBlock(t, 'financieel');

afterEach(() => vi.useRealTimers());

/** The statements are drawn up on 15 June 2026 in Amsterdam (summer time: UTC+2). */
const NOW = '2026-06-15T10:00:00Z';
const at = <T>(instant: string, work: () => Promise<T>): Promise<T> => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  return work().finally(() => vi.useRealTimers());
};

/** One line of `cents` at 0% VAT, or at 21% with `vatRate`: quantity 1 (100 hundredths). */
const lineOf = (cents: number, vatRate = 0, description = 'Werk'): InvoiceLineInput => ({
  description,
  quantity: 100,
  unitPriceCents: cents,
  vatRate,
});

/** A sent invoice due on `dueOn` (issued the payment term of 14 days before). */
const invoiceDue = (customerId: number, dueOn: string, lines: InvoiceLineInput[], paidOn?: string) => {
  const issued = new Date(`${dueOn}T12:00:00Z`);
  issued.setUTCDate(issued.getUTCDate() - 14);
  return createInvoice(t.db, {
    customerId,
    issuedOn: issued.toISOString().slice(0, 10),
    dueOn,
    lines,
    ...(paidOn && { paidOn }),
  });
};

const pay = async (invoiceId: number, paid_on: string, amount_cents: number) => {
  const response = await at(NOW, () =>
    call(finance, 'POST', `/staff/invoices/${invoiceId}/payments`, {
      paid_on,
      amount_cents,
      method: 'ideal',
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
};

const creditLines = async (invoiceId: number, lineIds: number[]) => {
  const response = await at('2026-06-10T10:00:00Z', () =>
    call(finance, 'POST', `/staff/invoices/${invoiceId}/credit-notes`, { line_ids: lineIds }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return exactly(StaffInvoice, response.json().invoice);
};

type Named = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'j' | 'creditNote' | 'theirs';
const ids = {} as Record<Named, number>;
let creditNoteNumber = '';

/**
 * The test set, seen on 15 June 2026. Days past the due date, and so the age bucket:
 * A due 16 May (30 days, 0–30), B 15 May (31, 31–60), C 16 April (60, 31–60), D 15 April (61,
 * 61–90), E 17 March (90, 61–90), F 16 March (91, 90+), G due 29 June (not yet due, 0–30).
 */
beforeAll(async () => {
  const customer = jan.customer.id;
  const a = await invoiceDue(customer, '2026-05-16', [lineOf(10_000, 21)]); // 121,00
  const b = await invoiceDue(customer, '2026-05-15', [lineOf(20_000, 21)]); // 242,00
  const c = await invoiceDue(customer, '2026-04-16', [lineOf(10_000)]);
  const d = await invoiceDue(customer, '2026-04-15', [lineOf(5_000)]);
  const e = await invoiceDue(customer, '2026-03-17', [lineOf(3_000)]);
  const f = await invoiceDue(customer, '2026-03-16', [lineOf(1_234)]);
  const g = await invoiceDue(customer, '2026-06-29', [lineOf(5_000, 21)]); // 60,50
  // Paid in full: not open. H a year and a day ago (outside the payments shown), K 364 days ago.
  await invoiceDue(customer, '2025-06-10', [lineOf(9_900)], '2025-06-15');
  await invoiceDue(customer, '2025-06-10', [lineOf(4_000)], '2025-06-16');
  // I: 200,00, 150,00 paid, then wholly credited: 150,00 to the customer's credit.
  const i = await invoiceDue(customer, '2026-06-01', [lineOf(20_000)]);
  // J: 50,00 + 30,00, the 30,00 credited before anything was paid: 50,00 open, the credit note settled.
  const j = await invoiceDue(customer, '2026-06-10', [lineOf(5_000, 0, 'Blijft'), lineOf(3_000, 0, 'Terug')]);
  // Another customer's open invoice: in the staff list, never in Jan's statement.
  const theirs = await invoiceDue(petra.customer.id, '2026-06-20', [lineOf(7_700)]);

  await pay(a.id, '2026-06-01', 2_100);
  await pay(e.id, '2026-05-01', 1_000);
  await pay(i.id, '2026-06-05', 15_000);
  const creditNote = await creditLines(
    i.id,
    i.lines.map((line) => line.id),
  );
  await creditLines(j.id, [j.lines[1]!.id]);
  creditNoteNumber = creditNote.number ?? '';
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id, f: f.id, g: g.id, j: j.id });
  Object.assign(ids, { creditNote: creditNote.id, theirs: theirs.id });
});

const statementAt = async (instant: string) => {
  const response = await at(instant, () => call(jan, 'GET', '/invoices/statement'));
  expect(response.statusCode, response.body).toBe(200);
  return exactly(Statement, response.json());
};

describe('the customer’s rekeningoverzicht', () => {
  it('lists every open item with what is still open, oldest due date first', async () => {
    const statement = await statementAt(NOW);
    expect(statement.date).toBe('2026-06-15');
    expect(statement.customer).toEqual({ id: jan.customer.id, name: 'Voorbeeld B.V.' });
    expect(
      statement.items.map((item) => [item.invoice_id, item.open_cents, item.days_past_due, item.bucket]),
    ).toEqual([
      [ids.f, 1_234, 91, '90+'],
      [ids.e, 2_000, 90, '61-90'],
      [ids.d, 5_000, 61, '61-90'],
      [ids.c, 10_000, 60, '31-60'],
      [ids.b, 24_200, 31, '31-60'],
      [ids.a, 10_000, 30, '0-30'],
      [ids.j, 5_000, 5, '0-30'],
      [ids.creditNote, -15_000, 5, '0-30'],
      [ids.g, 6_050, -14, '0-30'],
    ]);
  });

  it('shows each item’s total, payments and credit notes, and a credit note with its date and no due date', async () => {
    const { items } = await statementAt(NOW);
    const byId = new Map(items.map((item) => [item.invoice_id, item]));
    expect(byId.get(ids.a)).toMatchObject({
      kind: 'factuur',
      total_cents: 12_100,
      paid_cents: 2_100,
      credited_cents: 0,
      due_on: '2026-05-16',
    });
    expect(byId.get(ids.j)).toMatchObject({ total_cents: 8_000, paid_cents: 0, credited_cents: -3_000 });
    expect(byId.get(ids.creditNote)).toMatchObject({
      kind: 'creditfactuur',
      number: creditNoteNumber,
      issued_on: '2026-06-10',
      due_on: null,
      total_cents: -20_000,
      paid_cents: 0,
      credited_cents: 0,
    });
  });

  it('adds up what is open, the credit balance and the total due, in cents', async () => {
    const statement = await statementAt(NOW);
    expect(statement.open_cents).toBe(63_484);
    expect(statement.credit_cents).toBe(15_000);
    expect(statement.total_due_cents).toBe(48_484);
  });

  it('lists the payments of the last 365 days, newest first', async () => {
    const statement = await statementAt(NOW);
    expect(statement.payments_since).toBe('2025-06-16');
    expect(statement.payments.map((payment) => [payment.paid_on, payment.amount_cents])).toEqual([
      ['2026-06-05', 15_000],
      ['2026-06-01', 2_100],
      ['2026-05-01', 1_000],
      ['2025-06-16', 4_000],
    ]);
  });

  it('counts the days at Amsterdam midnight, not UTC’s', async () => {
    const before = await statementAt('2026-06-15T21:59:59Z');
    const after = await statementAt('2026-06-15T22:00:00Z');
    const a = (statement: Statement) => statement.items.find((item) => item.invoice_id === ids.a);
    expect([before.date, a(before)?.days_past_due, a(before)?.bucket]).toEqual(['2026-06-15', 30, '0-30']);
    expect([after.date, a(after)?.days_past_due, a(after)?.bucket]).toEqual(['2026-06-16', 31, '31-60']);
  });

  it('holds none of another customer’s items', async () => {
    const { items } = await statementAt(NOW);
    expect(items.some((item) => item.invoice_id === ids.theirs)).toBe(false);
    const theirs = exactly(
      Statement,
      (await at(NOW, () => call(petra, 'GET', '/invoices/statement'))).json(),
    );
    expect(theirs.items.map((item) => item.invoice_id)).toEqual([ids.theirs]);
    expect([theirs.open_cents, theirs.credit_cents, theirs.total_due_cents, theirs.payments]).toEqual([
      7_700,
      0,
      7_700,
      [],
    ]);
  });

  it('downloads as a PDF with the items and the sums in Dutch notation', async () => {
    const response = await at(NOW, () => call(jan, 'GET', '/invoices/statement/pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="rekeningoverzicht-2026-06-15.pdf"',
    );
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    for (const expected of [
      'REKENINGOVERZICHT',
      'Voorbeeld B.V.',
      '15 juni 2026',
      creditNoteNumber,
      '€ 242,00',
      '€ 634,84',
      '€ -150,00',
      'Totaal te betalen € 484,84',
      'Ontvangen betalingen',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

const openItemsAt = async (instant: string, query = '') => {
  const response = await at(instant, () => call(finance, 'GET', `/staff/open-items${query}`));
  expect(response.statusCode, response.body).toBe(200);
  return exactly(OpenItemsPage, response.json());
};

describe('the staff’s open items by age', () => {
  it('totals every customer’s open items per bucket', async () => {
    const page = await openItemsAt(NOW);
    expect(page.buckets).toEqual([
      { bucket: '0-30', count: 5, open_cents: 13_750 },
      { bucket: '31-60', count: 2, open_cents: 34_200 },
      { bucket: '61-90', count: 2, open_cents: 7_000 },
      { bucket: '90+', count: 1, open_cents: 1_234 },
    ]);
    expect([page.count, page.open_cents, page.page, page.per_page]).toEqual([10, 56_184, 1, 50]);
    expect(page.items[0]).toMatchObject({ invoice_id: ids.f, customer: { name: 'Voorbeeld B.V.' } });
    expect(page.items.find((item) => item.invoice_id === ids.theirs)?.customer.name).toBe('Jansen Webdesign');
  });

  it('filters on a bucket and a customer in the query, keeping all four bucket totals', async () => {
    const old = await openItemsAt(NOW, '?bucket=61-90');
    expect(old.items.map((item) => item.invoice_id)).toEqual([ids.e, ids.d]);
    expect([old.count, old.open_cents, old.buckets[0]?.count]).toEqual([2, 7_000, 5]);
    const theirs = await openItemsAt(NOW, `?customer_id=${petra.customer.id}`);
    expect(theirs.items.map((item) => item.invoice_id)).toEqual([ids.theirs]);
    expect(theirs.buckets.map((bucket) => bucket.open_cents)).toEqual([7_700, 0, 0, 0]);
  });

  it('moves an item to the next bucket at Amsterdam midnight', async () => {
    const before = await openItemsAt('2026-06-15T21:59:59Z', '?bucket=31-60');
    const after = await openItemsAt('2026-06-15T22:00:00Z', '?bucket=31-60');
    expect(before.items.map((item) => item.invoice_id)).toEqual([ids.c, ids.b]);
    // C is 61 days past due now, A 31: C leaves for 61–90 as A comes in.
    expect(after.items.map((item) => item.invoice_id)).toEqual([ids.b, ids.a]);
  });

  it('pages in the database, oldest first', async () => {
    const second = await openItemsAt(NOW, '?page=2');
    expect([second.items, second.count, second.page]).toEqual([[], 10, 2]);
  });

  it('refuses an unknown bucket with the field’s message', async () => {
    const response = await call(finance, 'GET', '/staff/open-items?bucket=120');
    expect(response.statusCode).toBe(422);
    expectDocumentedError(apiRoutes.staffListOpenItems, response, 'bucket');
    expect(response.json().fields.bucket).toBe('Kies een leeftijd van 0-30, 31-60, 61-90 of 90+.');
  });

  it('downloads the filter as CSV and writes who downloaded what in the audit log', async () => {
    const before = (await auditEntries(t.db)).length;
    const response = await at(NOW, () => call(finance, 'GET', '/staff/open-items/csv?bucket=61-90'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="openstaande-posten-2026-06-15.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Klantnummer;Klant;Soort;Nummer;Datum;Vervaldatum;Dagen over vervaldatum;Leeftijd;Totaal;Betaald;Gecrediteerd;Open',
    );
    expect(lines.slice(1).map((line) => line.split(';').slice(6))).toEqual([
      ['90', '61–90 dagen', '30,00', '10,00', '0,00', '20,00'],
      ['61', '61–90 dagen', '50,00', '0,00', '0,00', '50,00'],
    ]);
    const entries = (await auditEntries(t.db)).slice(before);
    expect(entries.map((entry) => [entry.action, entry.entityId, entry.staffId, entry.after])).toEqual([
      [
        'report.download',
        'openstaande-posten 2026-06-15',
        finance.staffId,
        { report: 'openstaande-posten', period: '2026-06-15', filter: 'leeftijd 61-90', rows: 2 },
      ],
    ]);
  });

  it('shows a customer’s statement as the customer sees it, and 404 for no customer', async () => {
    const staffView = await at(NOW, () =>
      call(finance, 'GET', `/staff/customers/${jan.customer.id}/statement`),
    );
    expect(staffView.statusCode).toBe(200);
    expect(exactly(Statement, staffView.json())).toEqual(await statementAt(NOW));
    const missing = await call(finance, 'GET', '/staff/customers/999999/statement');
    expect(missing.statusCode).toBe(404);
    expectDocumentedError(apiRoutes.staffGetCustomerStatement, missing, 'missing');
    expect(missing.json().error).toBe('not_found');
  });
});
