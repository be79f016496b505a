import {
  apiRoutes,
  type InvoiceConceptBody,
  Revenue,
  StaffInvoice,
  StaffInvoiceSent,
  VatReturn,
} from '@maatwerk/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../db/factories/index.ts';
import { servicePeriods, services } from '../../db/schema.ts';
import { expectDocumentedError } from '../../security/route-support.ts';
import { apiCaller } from '../../test/api-caller.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { auditEntries } from '../../test/audit-entries.ts';
import { exactly } from '../../test/exactly.ts';
import { brusselsBureau, type LoggedInCustomer, voorbeeldBv } from '../../test/logged-in-customer.ts';
import type { LoggedInStaff } from '../../test/staff-login.ts';

const t = testAppPerBlock();
const call = apiCaller(t);
// The finance desk files; the beheerder may too; the ontwikkelaar is refused.
const [finance, admin, developer] = (['financieel', 'beheerder', 'ontwikkelaar'] as const).map((role) =>
  staffPerBlock(t, role),
) as [LoggedInStaff, LoggedInStaff, LoggedInStaff];
// A Dutch customer, and two EU businesses with a VAT id: reverse charge.
const [jan, belgian, german] = [
  voorbeeldBv,
  brusselsBureau,
  {
    name: 'Berliner Bytes GmbH',
    country: 'DE',
    vatId: 'DE123456789',
    billingEmail: 'rechnung@berlinerbytes.de',
  },
].map((customer) => customerPerBlock(t, customer)) as [LoggedInCustomer, LoggedInCustomer, LoggedInCustomer];

type Line = InvoiceConceptBody['lines'][number];
const line = (description: string, quantity: number, unit_price_cents: number, vat_rate: number): Line => ({
  description,
  quantity,
  unit_price_cents,
  vat_rate,
});

afterEach(() => vi.useRealTimers());

/** A concept made now and sent at `sentAt` (the invoice date is that day in Amsterdam). */
const sendAt = async (sentAt: string, customerId: number, lines: Line[]) => {
  const created = await call(finance, 'POST', '/staff/invoices', {
    customer_id: customerId,
    description: 'Testset btw-aangifte',
    period_start: '2026-01-01',
    period_end: '2026-01-31',
    lines,
  });
  expect(created.statusCode, created.body).toBe(201);
  const concept = exactly(StaffInvoice, created.json());
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(sentAt) });
  const sent = await call(finance, 'POST', `/staff/invoices/${concept.id}/send`);
  vi.useRealTimers();
  expect(sent.statusCode, sent.body).toBe(200);
  return exactly(StaffInvoiceSent, sent.json()).invoice;
};

/** A credit note, made at `at`, of the lines of an invoice with these descriptions. */
const creditAt = async (at: string, invoice: StaffInvoice, descriptions: string[]) => {
  const ids = invoice.lines.filter((one) => descriptions.includes(one.description)).map((one) => one.id);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  const response = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
    line_ids: ids,
  });
  vi.useRealTimers();
  expect(response.statusCode, response.body).toBe(201);
  return exactly(StaffInvoiceSent, response.json()).invoice;
};

/**
 * The test set. Invoice dates are Amsterdam days: on 31 March 2026 (summer time, UTC+2) midnight is
 * 22:00 UTC, and on 31 December 2025 (winter time, UTC+1) 23:00 UTC.
 */
beforeAll(async () => {
  // 10 February: high, low and zero rate for a Dutch customer.
  const mixed = await sendAt('2026-02-10T10:00:00Z', jan.customer.id, [
    line('Koppeling', 6.5, 9_500, 21), // 617,50
    line('Hosting', 1, 10_000, 21), // 100,00; 21% of 717,50 is 150,675 → 150,68
    line('Handboeken', 3, 1_235, 9), // 37,05; 9% is 3,3345 → 3,33
    line('Examengeld', 1, 5_000, 0), // 50,00 at 0%
  ]);
  // 3 cents at 21% is 0,63 cent → 1 cent on this invoice (the return adds the invoices' VAT).
  await sendAt('2026-02-10T10:05:00Z', jan.customer.id, [line('Kleine regel', 1, 3, 21)]);
  // Reverse charge: a Belgian and a German business with a VAT id.
  await sendAt('2026-02-10T10:10:00Z', belgian.customer.id, [line('Maatwerk', 10, 10_000, 21)]);
  const germanInvoice = await sendAt('2026-02-10T10:15:00Z', german.customer.id, [
    line('Server', 2, 25_000, 21),
    line('Installatie', 1, 8_000, 21),
  ]);
  // A hosting period billed by a service: its invoice belongs to the product group hosting.
  const hosting = await sendAt('2026-03-05T09:00:00Z', jan.customer.id, [
    line('Hosting maart', 1, 2_500, 21),
  ]);
  const product = await createProduct(t.db, { group: 'hosting' });
  const [service] = await t.db
    .insert(services)
    .values({
      customerId: jan.customer.id,
      productId: product.id,
      description: 'Webhosting',
      status: 'actief',
      startedOn: '2026-03-01',
    })
    .returning();
  await t.db.insert(servicePeriods).values({
    serviceId: service!.id,
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    invoiceId: hosting.id,
  });
  // Credit notes subtract: 100,00 (VAT 21,00) of the Dutch invoice, 80,00 of the German one.
  await creditAt('2026-03-15T12:00:00Z', mixed, ['Hosting']);
  await creditAt('2026-03-15T12:05:00Z', germanInvoice, ['Installatie']);
  // One second before midnight in Amsterdam: still 31 March, the first quarter.
  await sendAt('2026-03-31T21:59:59Z', jan.customer.id, [line('Laatste dag', 1, 20_000, 21)]);
  // Midnight in Amsterdam: 1 April, the second quarter.
  await sendAt('2026-03-31T22:00:00Z', jan.customer.id, [line('Eerste dag', 1, 30_000, 21)]);
  // One second before midnight on New Year's Eve: the last quarter of 2025.
  await sendAt('2025-12-31T22:59:59Z', jan.customer.id, [line('Oudjaar', 1, 40_000, 21)]);
  // A concept is never on the return.
  await call(finance, 'POST', '/staff/invoices', {
    customer_id: jan.customer.id,
    description: 'Nog niet verzonden',
    period_start: '2026-02-01',
    period_end: '2026-02-28',
    lines: [line('Concept', 1, 99_900, 21)],
  });
  // Payments: the hosting invoice in full in March, 100,00 of the mixed invoice in April.
  for (const [id, cents, paidOn] of [
    [hosting.id, 3_025, '2026-03-20'],
    [mixed.id, 10_000, '2026-04-02'],
  ] as const) {
    const paid = await call(finance, 'POST', `/staff/invoices/${id}/payments`, {
      paid_on: paidOn,
      amount_cents: cents,
      method: 'bankoverschrijving',
    });
    expect(paid.statusCode, paid.body).toBe(201);
  }
});

const vatReturn = async (quarter: string, who = finance) => {
  const response = await call(who, 'GET', `/staff/vat-return?quarter=${quarter}`);
  expect(response.statusCode, response.body).toBe(200);
  return exactly(VatReturn, response.json());
};

describe('the VAT return of a quarter', () => {
  it('fills each box to the cent from the invoices and credit notes dated in the quarter', async () => {
    const figures = await vatReturn('2026-Q1');
    expect(figures).toMatchObject({ quarter: '2026-Q1', from: '2026-01-01', to: '2026-03-31', documents: 8 });
    expect(figures.lines).toEqual([
      // 617,50 + 100,00 + 0,03 + 25,00 + 200,00 − 100,00; VAT 150,68 + 0,01 + 5,25 + 42,00 − 21,00
      { box: '1a', turnover_cents: 84_253, vat_cents: 17_694 },
      { box: '1b', turnover_cents: 3_705, vat_cents: 333 },
      { box: '1e', turnover_cents: 5_000, vat_cents: null },
      // 1.000,00 Belgian + 580,00 German − 80,00 credited
      { box: '3b', turnover_cents: 150_000, vat_cents: null },
    ]);
    expect(figures.vat_due_cents).toBe(18_027);
  });

  it('lists each EU customer with reverse charge by VAT id, credit notes subtracted', async () => {
    const { icp } = await vatReturn('2026-Q1');
    expect(icp).toEqual([
      {
        customer_id: belgian.customer.id,
        customer_name: 'Brussels Bureau BV',
        country: 'BE',
        vat_id: 'BE0123456749',
        amount_cents: 100_000,
      },
      {
        customer_id: german.customer.id,
        customer_name: 'Berliner Bytes GmbH',
        country: 'DE',
        vat_id: 'DE123456789',
        amount_cents: 50_000,
      },
    ]);
  });

  it('puts an invoice sent at midnight in Amsterdam in the next quarter, one a second earlier in this one', async () => {
    const second = await vatReturn('2026-Q2');
    expect(second.lines[0]).toEqual({ box: '1a', turnover_cents: 30_000, vat_cents: 6_300 });
    expect(second).toMatchObject({ documents: 1, vat_due_cents: 6_300, icp: [] });
    const before = await vatReturn('2025-Q4');
    expect(before.lines[0]).toEqual({ box: '1a', turnover_cents: 40_000, vat_cents: 8_400 });
    expect(before.documents).toBe(1);
  });

  it('answers a quarter that does not exist with 422 and the field’s message, as every invalid field', async () => {
    for (const quarter of ['2026-Q5', '2026-Q0', '2026Q1', '1999-Q1', '']) {
      const response = await call(finance, 'GET', `/staff/vat-return?quarter=${quarter}`);
      expect(response.statusCode, quarter).toBe(422);
      expectDocumentedError(apiRoutes.staffGetVatReturn, response, quarter);
      expect(response.json().fields.quarter).toMatch(/^Kwartaal /);
    }
  });
});

describe('the CSV downloads', () => {
  /** A download as `who`: its rows (CRLF, after the byte order mark) and the audit entry it left. */
  const downloaded = async (who: LoggedInStaff, path: string, filename: string) => {
    const response = await call(who, 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const audited = (await auditEntries(t.db)).at(-1);
    expect(audited).toMatchObject({ staffId: who.staffId, action: 'report.download', entity: 'report' });
    return { rows: response.body.slice(1, -2).split('\r\n'), audited };
  };

  it('gives the VAT return as Dutch CSV, audited', async () => {
    const { rows, audited } = await downloaded(
      finance,
      '/staff/vat-return/csv?quarter=2026-Q1',
      'btw-aangifte-2026-Q1.csv',
    );
    expect(rows).toEqual([
      'Kwartaal;Rubriek;Omschrijving;Omzet;Btw;Omzet in hele euro’s;Btw in hele euro’s',
      '2026-Q1;1a;Leveringen/diensten belast met hoog tarief;842,53;176,94;842;176',
      '2026-Q1;1b;Leveringen/diensten belast met laag tarief;37,05;3,33;37;3',
      '2026-Q1;1e;Leveringen/diensten belast met 0% of niet bij u belast;50,00;;50;',
      '2026-Q1;3b;Leveringen naar of diensten in landen binnen de EU;1500,00;;1500;',
      '2026-Q1;5a;Verschuldigde btw;;180,27;;179',
    ]);
    expect(audited).toMatchObject({
      entityId: 'btw-aangifte 2026-Q1',
      after: { report: 'btw-aangifte', period: '2026-Q1', rows: 5 },
    });
  });

  it('gives the ICP listing as CSV, audited', async () => {
    const { rows, audited } = await downloaded(
      admin,
      '/staff/vat-return/icp-csv?quarter=2026-Q1',
      'icp-opgaaf-2026-Q1.csv',
    );
    expect(rows).toEqual([
      'Kwartaal;Landcode;Btw-identificatienummer;Klant;Bedrag;Bedrag in hele euro’s',
      '2026-Q1;BE;BE0123456749;Brussels Bureau BV;1000,00;1000',
      '2026-Q1;DE;DE123456789;Berliner Bytes GmbH;500,00;500',
    ]);
    expect(audited?.entityId).toBe('icp-opgaaf 2026-Q1');
  });

  it('gives revenue as CSV, audited', async () => {
    const { rows, audited } = await downloaded(finance, '/staff/revenue/csv?year=2026', 'omzet-2026.csv');
    expect(rows).toEqual([
      'Maand;Productgroep;Gefactureerd excl. btw;Gefactureerd incl. btw;Ontvangen',
      '2026-02;Overig;2384,58;2538,60;0,00',
      '2026-03;Hosting;25,00;30,25;30,25',
      '2026-03;Overig;20,00;41,00;0,00',
      '2026-04;Overig;300,00;363,00;100,00',
    ]);
    expect(audited?.entityId).toBe('omzet 2026');
  });

  it('records nothing for looking at the figures on screen', async () => {
    const before = (await auditEntries(t.db)).length;
    await vatReturn('2026-Q1');
    expect(await call(finance, 'GET', '/staff/revenue?year=2026')).toMatchObject({ statusCode: 200 });
    expect((await auditEntries(t.db)).length).toBe(before);
  });
});

describe('the revenue overview', () => {
  it('gives per month and product group what was invoiced and received', async () => {
    const response = await call(finance, 'GET', '/staff/revenue?year=2026');
    expect(response.statusCode, response.body).toBe(200);
    expect(exactly(Revenue, response.json())).toEqual({
      year: 2026,
      rows: [
        // 10 February: the mixed invoice (804,55; incl. 958,56), 0,03 (0,04), 1.000,00 and 580,00.
        {
          month: '2026-02',
          group: 'overig',
          invoiced_cents: 238_458,
          invoiced_incl_vat_cents: 253_860,
          received_cents: 0,
        },
        {
          month: '2026-03',
          group: 'hosting',
          invoiced_cents: 2_500,
          invoiced_incl_vat_cents: 3_025,
          received_cents: 3_025,
        },
        // 200,00 on the 31st, less the credit notes of 100,00 (121,00) and 80,00.
        {
          month: '2026-03',
          group: 'overig',
          invoiced_cents: 2_000,
          invoiced_incl_vat_cents: 4_100,
          received_cents: 0,
        },
        {
          month: '2026-04',
          group: 'overig',
          invoiced_cents: 30_000,
          invoiced_incl_vat_cents: 36_300,
          received_cents: 10_000,
        },
      ],
    });
  });

  it('answers a year out of range with 422', async () => {
    for (const year of ['1999', '2100', 'twee', '2026.5']) {
      const response = await call(finance, 'GET', `/staff/revenue?year=${year}`);
      expect(response.statusCode, year).toBe(422);
      expect(response.json().fields.year).toMatch(/^Jaar /);
    }
  });
});

describe('who may see the figures', () => {
  const paths = [
    '/staff/vat-return?quarter=2026-Q1',
    '/staff/vat-return/csv?quarter=2026-Q1',
    '/staff/vat-return/icp-csv?quarter=2026-Q1',
    '/staff/revenue?year=2026',
    '/staff/revenue/csv?year=2026',
  ];

  it('refuses the ontwikkelaar (403), customers and nobody (401), and audits no refused download', async () => {
    const before = (await auditEntries(t.db)).length;
    for (const path of paths) {
      expect((await call(developer, 'GET', path)).statusCode, path).toBe(403);
      expect((await call(jan, 'GET', path)).statusCode, path).toBe(401);
      expect((await call(null, 'GET', path)).statusCode, path).toBe(401);
    }
    expect((await auditEntries(t.db)).length).toBe(before);
  });
});
