import { type InvoiceConceptBody, type StaffInvoice, StaffInvoiceSent } from '@maatwerk/contract';
import { provider } from '@maatwerk/contract/constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { conceptLines, invoiceConcept } from '../../test/invoice-concept.ts';
import { brusselsBureau, voorbeeldBv } from '../../test/logged-in-customer.ts';
import { loadInvoices } from '../invoices.ts';
import { EInvoiceInvalid, renderUbl, toUblDocument } from './index.ts';
import { amountAt, brokenRules, businessRules, one, readUbl, text } from './ubl-rules-test-support.ts';

const t = testAppPerBlock();
const finance = staffPerBlock(t, 'financieel');
const jan = customerPerBlock(t, voorbeeldBv);
const belgian = customerPerBlock(t, brusselsBureau);

type Document = { invoice: StaffInvoice; xml: string };
const documents = {} as Record<
  'invoice' | 'reverse-charge invoice' | 'credit note' | 'reverse-charge credit note',
  Document
>;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: finance.headers, ...(payload && { payload }) });

/** The usual concept with a line at 0% VAT too, so that the document has all three rates. */
const concept = (customerId: number): InvoiceConceptBody =>
  invoiceConcept(customerId, {
    lines: [
      ...conceptLines,
      { description: 'Export naar buiten de EU', quantity: 0.25, unit_price_cents: 333, vat_rate: 0 },
    ],
  });

const ublOf = async (id: number): Promise<string> => {
  const response = await call('GET', `/staff/invoices/${id}/ubl`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

const sendInvoice = async (customerId: number): Promise<Document> => {
  const created = await call('POST', '/staff/invoices', concept(customerId));
  expect(created.statusCode, created.body).toBe(201);
  const sent = await call('POST', `/staff/invoices/${created.json().id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  const { invoice } = exactly(StaffInvoiceSent, sent.json());
  return { invoice, xml: await ublOf(invoice.id) };
};

const credit = async (original: StaffInvoice, lineIds: number[]): Promise<Document> => {
  const response = await call('POST', `/staff/invoices/${original.id}/credit-notes`, { line_ids: lineIds });
  expect(response.statusCode, response.body).toBe(201);
  const { invoice } = exactly(StaffInvoiceSent, response.json());
  return { invoice, xml: await ublOf(invoice.id) };
};

beforeAll(async () => {
  documents.invoice = await sendInvoice(jan.customer.id);
  documents['reverse-charge invoice'] = await sendInvoice(belgian.customer.id);
  documents['credit note'] = await credit(documents.invoice.invoice, [
    documents.invoice.invoice.lines[0]!.id,
  ]);
  const reverseCharged = documents['reverse-charge invoice'].invoice;
  documents['reverse-charge credit note'] = await credit(
    reverseCharged,
    reverseCharged.lines.map((line) => line.id),
  );
});

for (const name of [
  'invoice',
  'reverse-charge invoice',
  'credit note',
  'reverse-charge credit note',
] as const) {
  describe(`the e-invoice of a ${name} meets`, () => {
    it.each(businessRules)('$id: $says', ({ check }) => {
      expect(check(readUbl(documents[name].xml))).toEqual([]);
    });

    it('carries the figures of the server', () => {
      const { invoice, xml } = documents[name];
      const { root } = readUbl(xml);
      // A credit note's stored figures are negative; the CreditNote carries them positive.
      const signed = (cents: number) => (invoice.kind === 'creditfactuur' ? -cents : cents) + 0;
      expect(amountAt(root, 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount')).toBe(
        signed(invoice.subtotal_cents),
      );
      expect(amountAt(root, 'cac:TaxTotal/cbc:TaxAmount')).toBe(signed(invoice.vat_cents));
      expect(amountAt(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(signed(invoice.total_cents));
      expect(text(root, 'cbc:ID')).toBe(invoice.number);
      expect(text(root, 'cbc:IssueDate')).toBe(invoice.issued_on);
      expect(text(root, 'cac:InvoicePeriod/cbc:StartDate')).toBe('2026-10-01');
      expect(text(root, 'cac:InvoicePeriod/cbc:EndDate')).toBe('2026-10-31');
    });
  });
}

describe('what the documents say', () => {
  it('names the seller by KvK number (0106) and VAT id, and asks a SEPA transfer to its IBAN', () => {
    const { root } = readUbl(documents.invoice.xml);
    const seller = 'cac:AccountingSupplierParty/cac:Party';
    expect(text(root, `${seller}/cbc:EndpointID`)).toBe(provider.kvkNumber);
    expect(one(root, `${seller}/cbc:EndpointID`)?.getAttribute('schemeID')).toBe('0106');
    expect(text(root, `${seller}/cac:PartyLegalEntity/cbc:CompanyID`)).toBe(provider.kvkNumber);
    expect(text(root, `${seller}/cac:PartyTaxScheme/cbc:CompanyID`)).toBe(provider.vatId);
    expect(text(root, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('58');
    expect(text(root, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toBe(
      provider.iban.replace(/ /g, ''),
    );
    expect(text(root, 'cbc:DueDate')).toBe(documents.invoice.invoice.due_on);
    expect(text(root, 'cac:PaymentTerms/cbc:Note')).toContain(`${provider.paymentTermDays} dagen`);
    expect(
      readUbl(documents.invoice.xml)
        .lines.map((line) => text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID'))
        .join(','),
    ).toBe('S,S,Z');
  });

  it('names the buyer with its KvK number and VAT id', () => {
    const { root } = readUbl(documents.invoice.xml);
    const buyer = 'cac:AccountingCustomerParty/cac:Party';
    expect(text(root, `${buyer}/cac:PartyLegalEntity/cbc:CompanyID`)).toBe('68750110');
    expect(text(root, `${buyer}/cac:PartyTaxScheme/cbc:CompanyID`)).toBe('NL857412369B01');
    expect(text(root, `${buyer}/cac:PostalAddress/cbc:PostalZone`)).toBe('3511 NK');
  });

  it('charges no VAT under reverse charge, says why, and names the buyer by its VAT id', () => {
    const { root, lines } = readUbl(documents['reverse-charge invoice'].xml);
    const buyer = 'cac:AccountingCustomerParty/cac:Party';
    expect(text(root, `${buyer}/cac:PartyTaxScheme/cbc:CompanyID`)).toBe('BE0123456749');
    expect(text(root, `${buyer}/cbc:EndpointID`)).toBe('BE0123456749');
    expect(one(root, `${buyer}/cbc:EndpointID`)?.getAttribute('schemeID')).toBe('9925');
    expect(text(root, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID')).toBe('AE');
    expect(text(root, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReason')).toBe(
      'Btw verlegd',
    );
    expect(amountAt(root, 'cac:TaxTotal/cbc:TaxAmount')).toBe(0);
    expect(lines.every((line) => text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID') === 'AE')).toBe(
      true,
    );
  });

  it('makes a credit note a UBL CreditNote that refers to its invoice, without payment means', () => {
    for (const [note, original] of [
      [documents['credit note'], documents.invoice],
      [documents['reverse-charge credit note'], documents['reverse-charge invoice']],
    ] as const) {
      const read = readUbl(note.xml);
      expect(read.creditNote).toBe(true);
      expect(read.root.namespaceURI).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
      expect(text(read.root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(
        original.invoice.number,
      );
      expect(text(read.root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate')).toBe(
        original.invoice.issued_on,
      );
      expect(one(read.root, 'cac:PaymentMeans')).toBeUndefined();
      expect(one(read.root, 'cbc:DueDate')).toBeUndefined();
      expect(read.lines.every((line) => Number(read.quantityOf(line)) > 0)).toBe(true);
    }
  });
});

describe('a broken document', () => {
  it('fails the rule it breaks: a wrong total, a wrong VAT breakdown, a credit note without its invoice', () => {
    const invoiceXml = documents.invoice.xml;
    const payable = /(<cbc:PayableAmount currencyID="EUR">)([^<]+)</;
    expect(brokenRules(invoiceXml)).toEqual({});
    expect(Object.keys(brokenRules(invoiceXml.replace(payable, '$11.00<')))).toEqual(['BR-CO-16']);

    const taxable = /(<cac:TaxSubtotal>\s*<cbc:TaxableAmount currencyID="EUR">)([^<]+)</;
    expect(Object.keys(brokenRules(invoiceXml.replace(taxable, '$11.00<')))).toEqual(
      expect.arrayContaining(['BR-S-08', 'BR-S-09']),
    );

    const emptyReference = invoiceXml.replace(/<cbc:BuyerReference>[^<]*</, '<cbc:BuyerReference><');
    expect(Object.keys(brokenRules(emptyReference))).toEqual(['PEPPOL-EN16931-R008', 'PEPPOL-EN16931-R003']);
    const inDollars = invoiceXml.replace(
      '<cbc:TaxAmount currencyID="EUR">',
      '<cbc:TaxAmount currencyID="USD">',
    );
    expect(Object.keys(brokenRules(inDollars))).toEqual(['PEPPOL-EN16931-R051']);

    const noReference = documents['credit note'].xml.replace(
      /<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/,
      '',
    );
    expect(Object.keys(brokenRules(noReference))).toEqual(['NL-R-001']);

    const standardOnReverseCharge = documents['reverse-charge invoice'].xml.replace(
      '<cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode>',
      '',
    );
    expect(Object.keys(brokenRules(standardOnReverseCharge))).toEqual(['BR-AE-10']);
  });

  it('is refused by the library before any XML is written, naming what is wrong', async () => {
    const [loaded] = await loadInvoices(t.db, eq(invoices.id, documents.invoice.invoice.id));
    const document = toUblDocument(loaded!);
    const bad = structuredClone(document);
    bad['ubl:Invoice']['cac:LegalMonetaryTotal']['cbc:PayableAmount'] = 'twaalf';
    (bad['ubl:Invoice'] as Record<string, unknown>)['cbc:DocumentCurrencyCode'] = 'GULDEN';
    const refused = await renderUbl(bad).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EInvoiceInvalid);
    const problems = (refused as EInvoiceInvalid).problems.join('\n');
    expect(problems).toContain('/ubl:Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount');
    expect(problems).toContain('/ubl:Invoice/cbc:DocumentCurrencyCode');

    const noEndpoint = structuredClone(document);
    delete noEndpoint['ubl:Invoice']['cac:AccountingCustomerParty']['cac:Party']['cbc:EndpointID'];
    await expect(renderUbl(noEndpoint)).rejects.toThrow(EInvoiceInvalid);
    expect(await renderUbl(document)).toBe(documents.invoice.xml);
  });
});
