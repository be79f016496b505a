import { StaffInvoiceSent } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../db/factories/index.ts';
import { readUbl } from '../../services/e-invoice/ubl-rules-test-support.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { voorbeeldBv } from '../../test/logged-in-customer.ts';
import { mailsTo } from '../../test/mailbox.ts';

const t = testAppPerBlock();
const finance = staffPerBlock(t, 'financieel');
const developer = staffPerBlock(t, 'ontwikkelaar');
const jan = customerPerBlock(t, voorbeeldBv);

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const sendConcept = async () => {
  const created = await call(finance, 'POST', '/staff/invoices', {
    customer_id: jan.customer.id,
    description: 'Werkzaamheden oktober 2026',
    period_start: '2026-10-01',
    period_end: '2026-10-31',
    lines: [{ description: 'Koppeling Exact Online', quantity: 6.5, unit_price_cents: 9_500, vat_rate: 21 }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const sent = await call(finance, 'POST', `/staff/invoices/${created.json().id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return exactly(StaffInvoiceSent, sent.json()).invoice;
};

describe('the e-invoice (UBL) in the back office', () => {
  it('downloads a sent invoice and its credit note as UBL XML', async () => {
    const invoice = await sendConcept();
    const response = await call(finance, 'GET', `/staff/invoices/${invoice.id}/ubl`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.xml"`);
    expect(readUbl(response.body).typeCode).toBe('380');

    const credited = await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: [invoice.lines[0]!.id],
    });
    const note = exactly(StaffInvoiceSent, credited.json()).invoice;
    const noteXml = await call(finance, 'GET', `/staff/invoices/${note.id}/ubl`);
    expect(noteXml.headers['content-disposition']).toBe(`attachment; filename="${note.number}.xml"`);
    expect(readUbl(noteXml.body)).toMatchObject({ creditNote: true, typeCode: '381' });
  });

  it('is not there for a concept or an unknown id: 404', async () => {
    const draft = await createInvoice(t.db, { customerId: jan.customer.id, status: 'saved' });
    const response = await call(finance, 'GET', `/staff/invoices/${draft.id}/ubl`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Een concept heeft nog geen e-factuur.');
    expect((await call(finance, 'GET', '/staff/invoices/2147483000/ubl')).statusCode).toBe(404);
  });

  it('is for finance and administrators only: 403 for a developer, 401 without a staff login', async () => {
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id });
    expect((await call(developer, 'GET', `/staff/invoices/${invoice.id}/ubl`)).statusCode).toBe(403);
    expect((await call(jan, 'GET', `/staff/invoices/${invoice.id}/ubl`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/staff/invoices/${invoice.id}/ubl` })).statusCode).toBe(
      401,
    );
  });

  it('attaches the e-invoice beside the PDF to the mail of an invoice and of a credit note', async () => {
    const invoice = await sendConcept();
    await call(finance, 'POST', `/staff/invoices/${invoice.id}/credit-notes`, {
      line_ids: [invoice.lines[0]!.id],
    });
    await jobsEnded(t.db);
    const mails = await mailsTo(t.env.dataDir, 'administratie@voorbeeld.nl');
    const invoiceMail = mails.find((mail) => mail.includes(`Factuur ${invoice.number} van`)) ?? '';
    expect(invoiceMail).toContain(`factuur-${invoice.number}.pdf`);
    expect(invoiceMail).toMatch(new RegExp(`Content-Type: application/xml; name=${invoice.number}\\.xml`));
    expect(invoiceMail).toContain(`filename=${invoice.number}.xml`);
    expect(invoiceMail).toContain('e-factuur (UBL)');
    const noteMail = mails.find((mail) => mail.includes('Creditfactuur C')) ?? '';
    expect(noteMail).toMatch(/filename=C\d{4}-\d{4}\.xml/);
  });
});
