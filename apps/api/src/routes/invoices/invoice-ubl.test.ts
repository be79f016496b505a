import { describe, expect, it } from 'vitest';
import { createInvoice, createUser } from '../../db/factories/index.ts';
import { readUbl } from '../../services/e-invoice/ubl-rules-test-support.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';

describe('the e-invoice (UBL) of a sent invoice in the portal', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t, {
    name: 'Voorbeeld B.V.',
    billingEmail: 'administratie@voorbeeld.nl',
  });
  const other = customerPerBlock(t, { billingEmail: 'boekhouding@ander.nl' });

  const get = (url: string, headers: Record<string, string> = jan.headers) =>
    t.app.inject({ method: 'GET', url, headers });

  it('downloads the owner’s invoice as UBL XML named by its number', async () => {
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id });
    const response = await get(`/invoices/${invoice.id}/ubl`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.xml"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('<?xml')).toBe(true);
    const read = readUbl(response.body);
    expect(read.creditNote).toBe(false);
    expect(read.typeCode).toBe('380');
  });

  it('is not there for a concept or for another customer’s invoice: 404', async () => {
    const draft = await createInvoice(t.db, { customerId: jan.customer.id, status: 'saved' });
    expect((await get(`/invoices/${draft.id}/ubl`)).statusCode).toBe(404);
    const theirs = await createInvoice(t.db, { customerId: other.customer.id });
    const response = await get(`/invoices/${theirs.id}/ubl`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
    expect((await get(`/invoices/${theirs.id}/ubl`, other.headers)).statusCode).toBe(200);
    expect((await get('/invoices/2147483000/ubl')).statusCode).toBe(404);
  });

  it('needs a login, and a team role that sees invoices: 401, 403', async () => {
    const invoice = await createInvoice(t.db, { customerId: jan.customer.id });
    expect((await t.app.inject({ method: 'GET', url: `/invoices/${invoice.id}/ubl` })).statusCode).toBe(401);
    const technician = await createUser(t.db, { customerId: jan.customer.id, teamRole: 'technisch' });
    const { token } = await createSession(t.db, technician.id, 'login');
    const refused = await get(`/invoices/${invoice.id}/ubl`, { authorization: `Bearer ${token}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });
    const accountant = await createUser(t.db, { customerId: jan.customer.id, teamRole: 'financieel' });
    const login = await createSession(t.db, accountant.id, 'login');
    expect(
      (await get(`/invoices/${invoice.id}/ubl`, { authorization: `Bearer ${login.token}` })).statusCode,
    ).toBe(200);
  });
});
