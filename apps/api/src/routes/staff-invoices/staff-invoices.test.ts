import {
  apiRoutes,
  type CustomerBody,
  type InvoiceConceptBody,
  InvoicesResponse,
  StaffInvoice,
  StaffInvoiceSent,
  StaffInvoiceSummary,
} from '@maatwerk/contract';
import { provider } from '@maatwerk/contract/constants';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, today } from '../../db/factories/index.ts';
import { auditLog, invoices, jobs } from '../../db/schema.ts';
import { countRows, expectDocumentedError } from '../../security/route-support.ts';
import { apiCaller } from '../../test/api-caller.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { invoiceConcept } from '../../test/invoice-concept.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { brusselsBureau, loggedInCustomer, voorbeeldBv } from '../../test/logged-in-customer.ts';
import { attachmentIn, mailsTo } from '../../test/mailbox.ts';

const t = testAppPerBlock();
const finance = staffPerBlock(t, 'financieel');
const admin = staffPerBlock(t, 'beheerder');
const developer = staffPerBlock(t, 'ontwikkelaar');
const jan = customerPerBlock(t, voorbeeldBv);
const other = customerPerBlock(t, { name: 'Ander B.V.' });
const belgian = customerPerBlock(t, brusselsBureau);

const call = apiCaller(t);

const createConcept = async (customerId = jan.customer.id, overrides: Partial<InvoiceConceptBody> = {}) => {
  const response = await call(finance, 'POST', '/staff/invoices', invoiceConcept(customerId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return exactly(StaffInvoice, response.json());
};

const send = async (id: number, who = finance) => {
  const response = await call(who, 'POST', `/staff/invoices/${id}/send`);
  expect(response.statusCode, response.body).toBe(200);
  return exactly(StaffInvoiceSent, response.json());
};

const pay = (id: number, amount: number, paidOn = today()) =>
  call(finance, 'POST', `/staff/invoices/${id}/payments`, {
    paid_on: paidOn,
    amount_cents: amount,
    method: 'bankoverschrijving',
  });

const pdfText = async (payload: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(payload) });
  const { text } = await parser.getText();
  const info = await parser.getInfo();
  await parser.destroy();
  return { text: text.replace(/\s+/g, ' '), title: info.info?.Title as string };
};

const year = today().slice(0, 4);

describe('concepts', () => {
  it('creates a concept with the amounts computed by the server, audited', async () => {
    const invoice = await createConcept();
    expect(invoice).toMatchObject({
      kind: 'factuur',
      number: null,
      status: 'concept',
      customer: { id: jan.customer.id, name: 'Voorbeeld B.V.' },
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      // 6.5 × €95 = €617.50 at 21%, €20 at 9%: VAT per rate.
      subtotal_cents: 63_750,
      vat: [
        { rate: 21, base_cents: 61_750, vat_cents: 12_968 },
        { rate: 9, base_cents: 2_000, vat_cents: 180 },
      ],
      total_cents: 63_750 + 12_968 + 180,
      balance_cents: 63_750 + 12_968 + 180,
      reverse_charge: false,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(invoice.id)));
    expect(audit).toMatchObject({ action: 'invoice.create', entity: 'invoice', staffId: finance.staffId });
  });

  it('edits and throws away a concept', async () => {
    const invoice = await createConcept();
    const edited = await call(
      admin,
      'PUT',
      `/staff/invoices/${invoice.id}`,
      invoiceConcept(jan.customer.id, {
        description: 'Aangepast',
        lines: [{ description: 'Eén regel', quantity: 2, unit_price_cents: 1_000, vat_rate: 0 }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(exactly(StaffInvoice, edited.json())).toMatchObject({
      description: 'Aangepast',
      total_cents: 2_000,
      lines: [{ description: 'Eén regel', quantity: 2, vat_rate: 0, total_cents: 2_000 }],
    });
    const deleted = await call(finance, 'DELETE', `/staff/invoices/${invoice.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(finance, 'GET', `/staff/invoices/${invoice.id}`)).statusCode).toBe(404);
  });

  it('refuses a VAT rate outside the table, cents with decimals, an unknown customer and a bad period, writing nothing', async () => {
    const rows = await countRows(t.db);
    const cases: [string, unknown, string][] = [
      [
        'vat',
        invoiceConcept(jan.customer.id, {
          lines: [{ description: 'x', quantity: 1, unit_price_cents: 100, vat_rate: 15 as 21 }],
        }),
        'Kies een btw-tarief: 21, 9, 0%.',
      ],
      [
        'cents',
        invoiceConcept(jan.customer.id, {
          lines: [{ description: 'x', quantity: 1, unit_price_cents: 10.5, vat_rate: 21 }],
        }),
        'Prijs per stuk: vul een bedrag in met hoogstens twee cijfers achter de komma.',
      ],
      ['customer', invoiceConcept(999_999), 'Deze klant bestaat niet.'],
      [
        'period',
        invoiceConcept(jan.customer.id, { period_start: '2026-10-31', period_end: '2026-10-01' }),
        'Het einde van de leveringsperiode ligt vóór het begin.',
      ],
      ['no lines', invoiceConcept(jan.customer.id, { lines: [] }), 'Een factuur heeft minstens één regel.'],
    ];
    for (const [what, body, message] of cases) {
      const response = await call(finance, 'POST', '/staff/invoices', body);
      expect(response.statusCode, what).toBe(422);
      expect(JSON.stringify(response.json()), what).toContain(message);
      expectDocumentedError(apiRoutes.staffCreateInvoice, response, what);
    }
    expect(await countRows(t.db)).toEqual(rows);
  });

  it('is for finance and administrators only', async () => {
    expect((await call(developer, 'GET', '/staff/invoices')).statusCode).toBe(403);
    const refused = await call(developer, 'POST', '/staff/invoices', invoiceConcept(jan.customer.id));
    expect(refused.statusCode).toBe(403);
    expect((await call(jan, 'GET', '/staff/invoices')).statusCode).toBe(401);
  });
});

describe('sending', () => {
  it('numbers per year without gaps, mails the PDF to the billing address, and freezes the invoice', async () => {
    const first = await createConcept();
    const second = await createConcept();
    const a = await send(first.id);
    const b = await send(second.id, admin);
    expect(a.mail_queued).toBe(true);
    expect(a.invoice).toMatchObject({
      status: 'verzonden',
      issued_on: today(),
      due_on: addDays(today(), provider.paymentTermDays),
    });
    expect(a.invoice.number).toMatch(new RegExp(`^${year}-\\d{4}$`));
    expect(Number(b.invoice.number!.slice(5))).toBe(Number(a.invoice.number!.slice(5)) + 1);

    await jobsEnded(t.db);
    const mails = await mailsTo(t.env.dataDir, 'administratie@voorbeeld.nl');
    const mail = mails.find((one) => one.includes(`Factuur ${a.invoice.number}`)) ?? '';
    expect(mail).toContain('Content-Type: application/pdf');
    expect(mail).toContain(`factuur-${a.invoice.number}.pdf`);

    const rows = await countRows(t.db);
    const frozen =
      'Een verzonden factuur verandert nooit meer; maak een creditfactuur om regels terug te nemen.';
    for (const [what, response] of [
      ['edit', await call(finance, 'PUT', `/staff/invoices/${first.id}`, invoiceConcept(jan.customer.id))],
      ['delete', await call(admin, 'DELETE', `/staff/invoices/${first.id}`)],
      ['send again', await call(finance, 'POST', `/staff/invoices/${first.id}/send`)],
    ] as const) {
      expect(response.statusCode, what).toBe(422);
      expect(response.json().message, what).toBe(frozen);
    }
    expect(await countRows(t.db)).toEqual(rows);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, first.id));
    expect(row?.number).toBe(a.invoice.number);
  });

  it('queues the mail with the sending, and the work queue mails it exactly once', async () => {
    const { invoice } = await send((await createConcept()).id);
    const queued = (await t.db.select().from(jobs).where(eq(jobs.queue, 'invoice-mail'))).filter(
      (job) => (job.payload as { invoiceId?: number }).invoiceId === invoice.id,
    );
    expect(queued).toHaveLength(1);
    await jobsEnded(t.db);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
    expect(job).toMatchObject({ status: 'finished', attempts: 1, output: { sent: true } });
    const mails = await mailsTo(t.env.dataDir, 'administratie@voorbeeld.nl');
    expect(mails.filter((mail) => mail.includes(`Subject: Factuur ${invoice.number} van`))).toHaveLength(1);
  });

  it('refuses to send without a billing address', async () => {
    const nobody = await loggedInCustomer(t.db, { name: 'Zonder Adres', billingEmail: null });
    const invoice = await createConcept(nobody.customer.id);
    const response = await call(finance, 'POST', `/staff/invoices/${invoice.id}/send`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Zonder Adres heeft geen factuur-e-mailadres; vul dat eerst in bij de klant.',
    );
  });

  it('refuses to send what cannot be an e-invoice, keeping the concept and its number', async () => {
    // A country code from before addresses were checked against ISO 3166.
    const stale = await loggedInCustomer(t.db, {
      name: 'Onbekend Land B.V.',
      country: 'XX',
      billingEmail: 'boekhouding@onbekendland.nl',
    });
    const invoice = await createConcept(stale.customer.id);
    const response = await call(finance, 'POST', `/staff/invoices/${invoice.id}/send`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(
      'De e-factuur kan niet gemaakt worden met de gegevens van Onbekend Land B.V.; controleer het land en het adres van de klant.',
    );
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'saved', number: null });
    expect(await mailsTo(t.env.DATA_DIR, 'boekhouding@onbekendland.nl')).toEqual([]);
  });

  it('lists by status and customer', async () => {
    const invoice = await createConcept(other.customer.id);
    const list = z
      .array(StaffInvoiceSummary)
      .parse(
        (
          await call(finance, 'GET', `/staff/invoices?status=concept&customer_id=${other.customer.id}`)
        ).json(),
      );
    expect(list.map((row) => row.id)).toEqual([invoice.id]);
    const bad = await call(finance, 'GET', '/staff/invoices?status=weg');
    expect(bad.statusCode).toBe(422);
  });
});

describe('payments', () => {
  it('goes from verzonden to gedeeltelijk betaald to betaald; the balance is derived', async () => {
    const { invoice } = await send((await createConcept()).id);
    const total = invoice.total_cents;
    const part = await pay(invoice.id, 10_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(exactly(StaffInvoice, part.json())).toMatchObject({
      status: 'gedeeltelijk_betaald',
      paid_cents: 10_000,
      balance_cents: total - 10_000,
      payments: [{ amount_cents: 10_000, method: 'bankoverschrijving', paid_on: today() }],
    });
    const tooMuch = await pay(invoice.id, total);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().fields.amount_cents).toContain('hoger dan wat nog openstaat');
    const rest = exactly(StaffInvoice, (await pay(invoice.id, total - 10_000)).json());
    expect(rest).toMatchObject({ status: 'betaald', balance_cents: 0 });
    const portal = exactly(InvoicesResponse, (await call(jan, 'GET', '/invoices')).json());
    expect(portal.sent.find((one) => one.id === invoice.id)).toMatchObject({
      state: 'paid',
      status: 'betaald',
      balance_cents: 0,
      paid_cents: total,
    });
  });

  it('turns vervallen after the due date with a balance left', async () => {
    const { invoice } = await send((await createConcept()).id);
    await t.db
      .update(invoices)
      .set({ dueOn: addDays(today(), -1) })
      .where(eq(invoices.id, invoice.id));
    const read = exactly(StaffInvoice, (await call(finance, 'GET', `/staff/invoices/${invoice.id}`)).json());
    expect(read.status).toBe('vervallen');
  });

  it('refuses a payment on a concept, a payment in the future and a non-integer amount', async () => {
    const draft = await createConcept();
    expect((await pay(draft.id, 100)).json().message).toBe('Een concept is nog niet verzonden.');
    const { invoice } = await send((await createConcept()).id);
    expect((await pay(invoice.id, 100, addDays(today(), 2))).statusCode).toBe(422);
    expect((await pay(invoice.id, 10.5)).statusCode).toBe(422);
    expect((await pay(999_999, 100)).statusCode).toBe(404);
  });
});

describe('credit notes', () => {
  it('credits some lines with a series of its own; the balance follows and the customer sees it', async () => {
    const { invoice } = await send((await createConcept()).id);
    const line = invoice.lines[1]!;
    const response = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: [line.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { invoice: note, mail_queued } = exactly(StaffInvoiceSent, response.json());
    expect(mail_queued).toBe(true);
    expect(note).toMatchObject({
      kind: 'creditfactuur',
      credits: { id: invoice.id, number: invoice.number, total_cents: invoice.total_cents },
      // €20 at 9% taken back.
      total_cents: -2_180,
      lines: [{ description: 'Handboek', quantity: -1, total_cents: -2_000 }],
    });
    expect(note.number).toMatch(new RegExp(`^C${year}-\\d{4}$`));

    const original = exactly(
      StaffInvoice,
      (await call(finance, 'GET', `/staff/invoices/${invoice.id}`)).json(),
    );
    expect(original.balance_cents).toBe(invoice.total_cents - 2_180);
    expect(original.credited_cents).toBe(-2_180);
    expect(original.lines.map((one) => one.credited)).toEqual([false, true]);
    expect(original.credit_notes).toEqual([
      { id: note.id, number: note.number, issued_on: today(), total_cents: -2_180 },
    ]);

    const again = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: [line.id],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().fields.line_ids).toBe('Een of meer van deze regels zijn al gecrediteerd.');

    const portal = exactly(InvoicesResponse, (await call(jan, 'GET', '/invoices')).json());
    const seen = portal.sent.find((one) => one.id === invoice.id);
    expect(seen?.credit_notes.map((one) => one.number)).toEqual([note.number]);
    expect(seen?.balance_cents).toBe(invoice.total_cents - 2_180);
    expect(portal.sent.map((one) => one.id)).not.toContain(note.id);

    const pdf = await call(jan, 'GET', `/invoices/${note.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`creditfactuur-${note.number}.pdf`);
    const { text, title } = await pdfText(pdf.rawPayload);
    expect(title).toBe(`Creditfactuur ${note.number}`);
    for (const required of [
      'Creditfactuurnummer',
      note.number!,
      'Betreft factuur',
      invoice.number!,
      '€ -21,80',
    ]) {
      expect(text).toContain(required);
    }
    expect((await call(other, 'GET', `/invoices/${note.id}/pdf`)).statusCode).toBe(404);
  });

  it('credits a whole unpaid invoice to gecrediteerd, and refuses lines of another invoice', async () => {
    const { invoice } = await send((await createConcept()).id);
    const { invoice: elsewhere } = await send((await createConcept()).id);
    const foreign = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: [elsewhere.lines[0]!.id],
    });
    expect(foreign.statusCode).toBe(422);
    const whole = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: invoice.lines.map((line) => line.id),
    });
    expect(whole.statusCode, whole.body).toBe(201);
    const read = exactly(StaffInvoice, (await call(finance, 'GET', `/staff/invoices/${invoice.id}`)).json());
    expect(read).toMatchObject({ status: 'gecrediteerd', balance_cents: 0 });
  });

  it('refuses to credit a concept', async () => {
    const draft = await createConcept();
    const response = await call(finance, 'POST', `/staff/invoices/${draft.id}/credit-notes`, {
      line_ids: [draft.lines[0]!.id],
    });
    expect(response.statusCode).toBe(422);
  });

  it('refuses to credit a credit note, in Dutch in the documented error shape, writing nothing', async () => {
    const { invoice } = await send((await createConcept()).id);
    const credited = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: [invoice.lines[0]!.id],
    });
    const note = exactly(StaffInvoiceSent, credited.json()).invoice;
    const rows = await countRows(t.db);
    const response = await call(finance, 'POST', `/staff/invoices/${note.id}/credit-notes`, {
      line_ids: [note.lines[0]!.id],
    });
    expect(response.statusCode).toBe(422);
    expectDocumentedError(apiRoutes.staffCreateCreditNote, response, 'credit note of a credit note');
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      message:
        'Een creditfactuur kan zelf niet gecrediteerd worden; crediteer de regels van de oorspronkelijke factuur.',
    });
    expect(await countRows(t.db)).toEqual(rows);
  });

  /** Sends an invoice, gives its customer other company data, and credits every line. */
  const creditAfterMoving = async (customerId: number, moved: CustomerBody) => {
    const { invoice } = await send((await createConcept(customerId)).id);
    const changed = await call(admin, 'PUT', `/staff/customers/${customerId}`, moved);
    expect(changed.statusCode, changed.body).toBe(200);
    const response = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: invoice.lines.map((line) => line.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    const note = exactly(StaffInvoiceSent, response.json()).invoice;
    const pdf = await pdfText((await call(finance, 'GET', `/staff/invoices/${note.id}/pdf`)).rawPayload);
    const ubl = (await call(finance, 'GET', `/staff/invoices/${note.id}/ubl`)).body;
    return { invoice, note, pdf: pdf.text, ubl };
  };

  it('keeps the reverse charge and the customer of the invoice it credits when the customer has since moved to the Netherlands', async () => {
    const moving = await loggedInCustomer(t.db, { ...brusselsBureau, name: 'Verhuisd Bureau BV' });
    const { invoice, note, pdf, ubl } = await creditAfterMoving(moving.customer.id, {
      name: 'Verhuisd Bureau B.V.',
      kvk_number: '12345678',
      vat_id: 'NL001234567B01',
      street: 'Coolsingel 40',
      postal_code: '3011 AD',
      city: 'Rotterdam',
      country: 'NL',
      billing_email: 'factuur@brusselsbureau.be',
    });
    expect(invoice).toMatchObject({ reverse_charge: true, vat_cents: 0, total_cents: 63_750 });
    expect(note).toMatchObject({
      reverse_charge: true,
      vat_cents: 0,
      vat: [{ rate: 0, base_cents: -63_750, vat_cents: 0 }],
      total_cents: -63_750,
    });
    expect(note.lines.map((line) => line.vat_rate)).toEqual([0, 0]);
    for (const required of [
      'Verhuisd Bureau BV',
      'Wetstraat 16',
      'Btw-id: BE0123456749',
      'Btw verlegd: de btw over deze creditfactuur is verlegd naar de afnemer (btw-id BE0123456749)',
    ]) {
      expect(pdf).toContain(required);
    }
    for (const today of ['Coolsingel', 'Rotterdam', 'NL001234567B01']) expect(pdf).not.toContain(today);
    expect(ubl).toContain('BE0123456749');
    expect(ubl).toContain('VATEX-EU-AE');
    expect(ubl).not.toContain('NL001234567B01');
  });

  it('keeps Dutch VAT on the credit note of a Dutch invoice when the customer has since become a Belgian business', async () => {
    const moving = await loggedInCustomer(t.db, { ...voorbeeldBv, name: 'Naar Brussel B.V.' });
    const { invoice, note, pdf, ubl } = await creditAfterMoving(moving.customer.id, {
      name: 'Naar Brussel BV',
      kvk_number: null,
      vat_id: 'BE0123456749',
      street: 'Wetstraat 16',
      postal_code: '1000',
      city: 'Brussel',
      country: 'BE',
      billing_email: 'administratie@voorbeeld.nl',
    });
    expect(invoice).toMatchObject({ reverse_charge: false, total_cents: 63_750 + 12_968 + 180 });
    expect(note).toMatchObject({
      reverse_charge: false,
      vat: [
        { rate: 21, base_cents: -61_750, vat_cents: -12_968 },
        { rate: 9, base_cents: -2_000, vat_cents: -180 },
      ],
      total_cents: -(63_750 + 12_968 + 180),
    });
    expect(pdf).toContain('Btw-id: NL857412369B01');
    expect(pdf).toContain('Oudegracht 231');
    expect(pdf).not.toContain('verlegd');
    expect(pdf).not.toContain('BE0123456749');
    expect(ubl).toContain('NL857412369B01');
    expect(ubl).not.toContain('VATEX-EU-AE');
    expect(ubl).not.toContain('BE0123456749');
  });
});

describe('the legal fields on the PDF', () => {
  it('carries seller and customer ids, invoice date, delivery period and VAT per rate', async () => {
    const { invoice } = await send((await createConcept()).id);
    const response = await call(finance, 'GET', `/staff/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    const { text, title } = await pdfText(response.rawPayload);
    expect(title).toBe(`Factuur ${invoice.number}`);
    for (const required of [
      provider.name,
      `KvK-nummer: ${provider.kvkNumber}`,
      `Btw-id: ${provider.vatId}`,
      'Voorbeeld B.V.',
      'Btw-id: NL857412369B01',
      'Factuurdatum',
      'Leveringsperiode',
      '01-10-2026 t/m 31-10-2026',
      'Btw 21% over € 617,50',
      '€ 129,68',
      'Btw 9% over € 20,00',
      '€ 1,80',
    ]) {
      expect(text).toContain(required);
    }
    expect(text).not.toContain('verlegd');
  });

  it('says btw verlegd with both VAT ids for an EU business customer outside the Netherlands', async () => {
    const { invoice } = await send((await createConcept(belgian.customer.id)).id);
    expect(invoice).toMatchObject({ reverse_charge: true, vat_cents: 0, total_cents: 63_750 });
    const response = await call(finance, 'GET', `/staff/invoices/${invoice.id}/pdf`);
    const { text } = await pdfText(response.rawPayload);
    for (const required of [
      'Brussels Bureau BV',
      'BE',
      'Btw-id: BE0123456749',
      `Btw-id: ${provider.vatId}`,
      'Btw verlegd over € 637,50',
      'Btw verlegd: de btw over deze factuur is verlegd naar de afnemer (btw-id BE0123456749)',
    ]) {
      expect(text).toContain(required);
    }
  });

  it('names the column of unit prices, writes a nothing as € 0,00 and the country in Dutch', async () => {
    const { invoice } = await send(
      (
        await createConcept(belgian.customer.id, {
          lines: [
            { description: 'Ontwikkeling', quantity: 2, unit_price_cents: 9_500, vat_rate: 21 },
            { description: 'Proefperiode', quantity: 1, unit_price_cents: 0, vat_rate: 21 },
          ],
        })
      ).id,
    );
    const credit = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: (await call(finance, 'GET', `/staff/invoices/${invoice.id}`))
        .json()
        .lines.map((line: { id: number }) => line.id),
    });
    expect(credit.statusCode, credit.body).toBe(201);
    for (const id of [invoice.id, exactly(StaffInvoiceSent, credit.json()).invoice.id]) {
      const { text } = await pdfText((await call(finance, 'GET', `/staff/invoices/${id}/pdf`)).rawPayload);
      expect(text).toContain('Prijs excl. btw');
      expect(text).toContain('België');
      expect(text).toContain('€ 0,00');
      expect(text).not.toContain('-0,00');
    }
  });
});

describe('the PDF kept at sending', () => {
  it('is the one the customer downloads later, byte for byte, also after a payment', async () => {
    const { invoice } = await send((await createConcept()).id);
    await jobsEnded(t.db);
    const mails = await mailsTo(t.env.dataDir, 'administratie@voorbeeld.nl');
    const mail = mails.find((one) => one.includes(`Factuur ${invoice.number}`)) ?? '';
    const mailed = attachmentIn(mail, `factuur-${invoice.number}.pdf`);
    expect(mailed?.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pay(invoice.id, invoice.total_cents)).statusCode).toBe(201);

    const downloaded = await call(jan, 'GET', `/invoices/${invoice.id}/pdf`);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(mailed!)).toBe(true);
    const staffCopy = await call(finance, 'GET', `/staff/invoices/${invoice.id}/pdf`);
    expect(staffCopy.rawPayload.equals(mailed!)).toBe(true);
  });
});
