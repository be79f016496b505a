import { type Invoice, InvoicesResponse, ProFormaLine } from '@maatwerk/contract';
import { provider } from '@maatwerk/contract/constants';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  createInvoice,
  createProFormaLine,
  createSubscription,
  today,
} from '../../db/factories/index.ts';
import { invoices } from '../../db/schema.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import {
  brusselsBureau,
  type LoggedInCustomer,
  loggedInCustomer,
  voorbeeldBv,
} from '../../test/logged-in-customer.ts';

describe('invoices', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t, voorbeeldBv);
  const other = customerPerBlock(t);

  const get = (url: string, who: LoggedInCustomer) =>
    t.app.inject({ method: 'GET', url, headers: who.headers });

  it('answers the saved, sent and subscription lists with totals, VAT and a state per invoice', async () => {
    const customerId = jan.customer.id;
    await createInvoice(t.db, { customerId, status: 'saved', description: 'Concept april' });
    const open = await createInvoice(t.db, {
      customerId,
      issuedOn: addDays(today(), -3),
      lines: [
        { description: 'Ontwikkeling', quantity: 150, unitPriceCents: 9_500 },
        { description: 'Boek', quantity: 100, unitPriceCents: 2_000, vatRate: 9 },
      ],
    });
    await createInvoice(t.db, { customerId, issuedOn: addDays(today(), -30) });
    await createInvoice(t.db, { customerId, issuedOn: addDays(today(), -40), paidOn: today() });
    await createSubscription(t.db, { customerId, description: 'Webhosting' });
    await createInvoice(t.db, { customerId: other.customer.id, description: 'Niet van Jan' });

    const response = await get('/invoices', jan);
    expect(response.statusCode).toBe(200);
    const body = exactly(InvoicesResponse, response.json());
    expect(body.saved.map((invoice) => [invoice.description, invoice.state])).toEqual([
      ['Concept april', 'concept'],
    ]);
    expect(body.sent.map((invoice) => invoice.state)).toEqual(['open', 'overdue', 'paid']);
    expect(body.subscriptions.map((subscription) => subscription.description)).toEqual(['Webhosting']);
    expect(JSON.stringify(body)).not.toContain('Niet van Jan');

    const first = body.sent.find((invoice) => invoice.id === open.id) as Invoice;
    // 1.5 × €95 = €142.50 at 21% and €20 at 9%: VAT per rate, rounded per rate.
    expect(first.subtotal_cents).toBe(16_250);
    expect(first.vat_cents).toBe(Math.round(14_250 * 0.21) + Math.round(2_000 * 0.09));
    expect(first.total_cents).toBe(first.subtotal_cents + first.vat_cents);
    expect(first.lines[0]).toEqual({
      description: 'Ontwikkeling',
      quantity: 1.5,
      unit_price_cents: 9_500,
      vat_rate: 21,
      total_cents: 14_250,
    });
    expect(first.due_on).toBe(addDays(first.issued_on as string, provider.paymentTermDays));
  });

  it('turns an invoice overdue the day after its due date, in Amsterdam', async () => {
    const due = await createInvoice(t.db, { customerId: jan.customer.id, issuedOn: addDays(today(), -14) });
    const body = exactly(InvoicesResponse, (await get('/invoices', jan)).json());
    expect(body.sent.find((invoice) => invoice.id === due.id)?.state).toBe('open');
    await t.db
      .update(invoices)
      .set({ dueOn: addDays(today(), -1) })
      .where(eq(invoices.id, due.id));
    const later = exactly(InvoicesResponse, (await get('/invoices', jan)).json());
    expect(later.sent.find((invoice) => invoice.id === due.id)?.state).toBe('overdue');
  });

  it("answers the customer's own pro-forma lines", async () => {
    await createProFormaLine(t.db, { customerId: jan.customer.id, description: 'Support', quantity: 25 });
    await createProFormaLine(t.db, { customerId: other.customer.id, description: 'Van een ander' });
    const lines = exactly(ProFormaLine.array(), (await get('/invoices/pro-forma', jan)).json());
    expect(lines.map((line) => [line.description, line.quantity, line.total_cents])).toEqual([
      ['Support', 0.25, 2_375],
    ]);
  });

  it('shows a customer under reverse charge its invoices and estimates without Dutch VAT', async () => {
    const brussels = await loggedInCustomer(t.db, brusselsBureau);
    const customerId = brussels.customer.id;
    const lines = [
      { description: 'Ontwikkeling', quantity: 150, unitPriceCents: 9_500 },
      { description: 'Handboek', quantity: 100, unitPriceCents: 2_000, vatRate: 9 },
    ];
    await createInvoice(t.db, { customerId, status: 'saved', description: 'Concept', lines });
    await createInvoice(t.db, { customerId, issuedOn: addDays(today(), -3), lines });
    await createInvoice(t.db, { customerId, issuedOn: addDays(today(), -40), lines, paidOn: today() });
    await createProFormaLine(t.db, { customerId, description: 'Support', quantity: 100 });
    await createSubscription(t.db, { customerId, description: 'Webhosting' });

    const body = exactly(InvoicesResponse, (await get('/invoices', brussels)).json());
    const invoices = [...body.saved, ...body.sent];
    expect(
      invoices.map((invoice) => [invoice.reverse_charge, invoice.vat_cents, invoice.total_cents]),
    ).toEqual([
      [true, 0, 16_250],
      [true, 0, 16_250],
      [true, 0, 16_250],
    ]);
    expect(invoices.flatMap((invoice) => invoice.lines.map((line) => line.vat_rate))).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
    // Paid in full: exactly its total, without VAT.
    expect(body.sent.map((invoice) => [invoice.state, invoice.balance_cents])).toEqual([
      ['open', 16_250],
      ['paid', 0],
    ]);
    expect(body.subscriptions.map((subscription) => subscription.vat_rate)).toEqual([0]);
    const estimates = exactly(ProFormaLine.array(), (await get('/invoices/pro-forma', brussels)).json());
    expect(estimates.map((line) => [line.total_cents, line.vat_rate])).toEqual([[9_500, 0]]);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/invoices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/invoices/pro-forma' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/invoices/1/pdf' })).statusCode).toBe(401);
  });

  describe('the PDF of a sent invoice', () => {
    it('parses and carries what a Dutch invoice must', async () => {
      const invoice = await createInvoice(t.db, {
        customerId: jan.customer.id,
        issuedOn: '2026-03-02',
        description: 'Werkzaamheden februari 2026',
        lines: [
          { description: 'Koppeling Exact Online', quantity: 650, unitPriceCents: 9_500 },
          { description: 'Testen', quantity: 150, unitPriceCents: 9_500 },
        ],
      });
      const response = await get(`/invoices/${invoice.id}/pdf`, jan);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`factuur-${invoice.number}.pdf`);
      const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
      const { text } = await parser.getText();
      const info = await parser.getInfo();
      await parser.destroy();
      const flat = text.replace(/\s+/g, ' ');

      expect(info.info?.Title).toBe(`Factuur ${invoice.number}`);
      for (const required of [
        invoice.number as string,
        'Factuurdatum',
        '2 maart 2026',
        'Vervaldatum',
        '16 maart 2026',
        provider.name,
        provider.street,
        `${provider.postalCode} ${provider.city}`,
        provider.kvkNumber,
        provider.vatId,
        'Voorbeeld B.V.',
        'Oudegracht 231',
        '3511 NK',
        '68750110',
        'NL857412369B01',
        'Koppeling Exact Online',
        'Testen',
        '6,5',
        '€ 95,00',
        '€ 617,50',
        '21%',
        'Btw 21% over € 760,00',
        '€ 159,60',
        '€ 919,60',
      ]) {
        expect(flat).toContain(required);
      }
    });

    it('is not there for a draft or for another customer', async () => {
      const draft = await createInvoice(t.db, { customerId: jan.customer.id, status: 'saved' });
      expect((await get(`/invoices/${draft.id}/pdf`, jan)).statusCode).toBe(404);
      const theirs = await createInvoice(t.db, { customerId: other.customer.id });
      const response = await get(`/invoices/${theirs.id}/pdf`, jan);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
      expect((await get(`/invoices/${theirs.id}/pdf`, other)).statusCode).toBe(200);
    });
  });
});
