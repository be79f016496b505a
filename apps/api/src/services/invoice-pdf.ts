import { formatCalendarDate, formatEuro, provider, vatLabel } from '@maatwerk/contract/constants';
import type { BilledTo } from '../db/schema.ts';
import { billedToOf as customerBilledTo } from './billed-to.ts';
import { invoiceFigures, type LoadedInvoice, lineTotalCents } from './invoices.ts';
import { finishPdf, letterhead, MUTED, newPdfDocument, PAGE } from './pdf-document.ts';

const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2, signDisplay: 'negative' });
const countryNames = new Intl.DisplayNames('nl', { type: 'region' });

const shortDate = (isoDate: string): string => isoDate.split('-').reverse().join('-');

const columns = {
  description: { x: 50, width: 225 },
  quantity: { x: 280, width: 50 },
  unitPrice: { x: 335, width: 80 },
  vat: { x: 420, width: 40 },
  amount: { x: 465, width: 80 },
};

/** The customer as they stood at sending; a row from before that snapshot uses the customer now. */
export const billedToOf = (loaded: LoadedInvoice): BilledTo => {
  return loaded.invoice.billedTo ?? customerBilledTo(loaded.customer);
};

/** The lines of a customer's name, address and ids at the top of a document. */
export const customerLines = (customer: BilledTo): string[] =>
  [
    customer.name,
    customer.street,
    [customer.postalCode, customer.city].filter(Boolean).join('  '),
    customer.country && customer.country !== 'NL'
      ? (countryNames.of(customer.country) ?? customer.country)
      : null,
    customer.kvkNumber ? `KvK-nummer: ${customer.kvkNumber}` : null,
    customer.vatId ? `Btw-id: ${customer.vatId}` : null,
  ].filter((line): line is string => Boolean(line));

/**
 * A sent invoice or credit note as the Dutch tax rules want it (art. 35a Wet OB): number and date,
 * the delivery period, the provider's name, address, KvK number and VAT id, the customer's name,
 * address and VAT id, each line with quantity, price and VAT rate, the VAT per rate and the total;
 * "btw verlegd" with both VAT ids under reverse charge; a credit note names the invoice it credits;
 * with the payment details, or the date it was paid.
 */
export const renderInvoicePdf = async (loaded: LoadedInvoice): Promise<Buffer> => {
  const { invoice, lines } = loaded;
  const customer = billedToOf(loaded);
  if (!invoice.number || !invoice.issuedOn) throw new Error('Only a sent invoice has a PDF');
  const figures = invoiceFigures(loaded);
  const creditNote = invoice.kind === 'creditfactuur';
  const documentName = creditNote ? 'Creditfactuur' : 'Factuur';
  const doc = await newPdfDocument({
    title: `${documentName} ${invoice.number}`,
    subject: invoice.description,
    created: new Date(`${invoice.issuedOn}T12:00:00Z`),
  });
  letterhead(doc, documentName);

  // Who it is for, and which invoice.
  const blockTop = 150;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(`${documentName} aan`, PAGE.left, blockTop);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#111827')
    .text(customerLines(customer).join('\n'), PAGE.left, blockTop + 14, {
      width: 250,
    });
  const facts: [string, string][] = [
    [`${documentName}nummer`, invoice.number],
    [`${documentName}datum`, formatCalendarDate(invoice.issuedOn)],
    ...(creditNote
      ? ([['Betreft factuur', loaded.credits?.number ?? '-']] as [string, string][])
      : ([['Vervaldatum', invoice.dueOn ? formatCalendarDate(invoice.dueOn) : '-']] as [string, string][])),
    ...(invoice.periodStart && invoice.periodEnd
      ? ([['Leveringsperiode', `${shortDate(invoice.periodStart)} t/m ${shortDate(invoice.periodEnd)}`]] as [
          string,
          string,
        ][])
      : []),
    ['Klantnummer', String(loaded.customer.id)],
  ];
  facts.forEach(([label, value], index) => {
    const y = blockTop + index * 15;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label, 310, y, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#111827')
      .text(value, 420, y, { width: 125, align: 'right' });
  });

  let y = Math.max(doc.y, blockTop + facts.length * 15) + 30;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(invoice.description, PAGE.left, y, { width: PAGE.right - PAGE.left });
  y = doc.y + 12;

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    doc.text('Omschrijving', columns.description.x, y, { width: columns.description.width });
    doc.text('Aantal', columns.quantity.x, y, { width: columns.quantity.width, align: 'right' });
    doc.text('Prijs excl. btw', columns.unitPrice.x, y, { width: columns.unitPrice.width, align: 'right' });
    doc.text('Btw', columns.vat.x, y, { width: columns.vat.width, align: 'right' });
    doc.text('Bedrag', columns.amount.x, y, { width: columns.amount.width, align: 'right' });
    y += 14;
    doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#9ca3af').stroke();
    y += 6;
  };
  header();

  for (const line of lines) {
    doc.font('Helvetica').fontSize(10).fillColor('#111827');
    const height = doc.heightOfString(line.description, { width: columns.description.width });
    if (y + height > PAGE.bottom - 120) {
      doc.addPage();
      y = 50;
      header();
    }
    doc.text(line.description, columns.description.x, y, { width: columns.description.width });
    doc.text(quantityFormat.format(line.quantity / 100), columns.quantity.x, y, {
      width: columns.quantity.width,
      align: 'right',
    });
    doc.text(formatEuro(line.unitPriceCents), columns.unitPrice.x, y, {
      width: columns.unitPrice.width,
      align: 'right',
    });
    doc.text(figures.reverseCharge ? 'verlegd' : `${line.vatRate}%`, columns.vat.x, y, {
      width: columns.vat.width,
      align: 'right',
    });
    doc.text(formatEuro(lineTotalCents(line)), columns.amount.x, y, {
      width: columns.amount.width,
      align: 'right',
    });
    y += height + 6;
  }

  // Totals: the base and VAT per rate, then the sum.
  doc.moveTo(320, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#9ca3af').stroke();
  y += 8;
  const { groups, subtotalCents: subtotal, vatCents: vat } = figures;
  const totalRow = (label: string, cents: number, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor('#111827');
    doc.text(label, 320, y, { width: 140 });
    doc.text(formatEuro(cents), columns.amount.x, y, { width: columns.amount.width, align: 'right' });
    y += bold ? 18 : 15;
  };
  totalRow('Subtotaal (excl. btw)', subtotal);
  for (const group of groups)
    totalRow(
      `${vatLabel(group.rate, figures.reverseCharge)} over ${formatEuro(group.baseCents)}`,
      group.vatCents,
    );
  doc.moveTo(320, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#9ca3af').stroke();
  y += 6;
  totalRow('Totaal (incl. btw)', subtotal + vat, true);

  y += 20;
  doc.font('Helvetica').fontSize(9).fillColor('#111827');
  if (figures.reverseCharge) {
    doc.text(
      `Btw verlegd: de btw over deze ${documentName.toLowerCase()} is verlegd naar de afnemer (btw-id ${customer.vatId}), artikel 196 Btw-richtlijn.`,
      PAGE.left,
      y,
      { width: PAGE.right - PAGE.left },
    );
    y = doc.y + 8;
  }
  const payment = creditNote
    ? `Deze creditfactuur neemt regels terug van factuur ${loaded.credits?.number ?? ''}; het bedrag wordt verrekend met die factuur of aan je terugbetaald.`
    : figures.paidOn
      ? `Deze factuur is voldaan op ${formatCalendarDate(figures.paidOn)}. Dank je wel.`
      : figures.status === 'gecrediteerd'
        ? 'Deze factuur is volledig gecrediteerd; er hoeft niets betaald te worden.'
        : `Graag het openstaande bedrag van ${formatEuro(figures.balanceCents)} vóór ${invoice.dueOn ? formatCalendarDate(invoice.dueOn) : 'de vervaldatum'} ` +
          `overmaken op ${provider.iban} (BIC ${provider.bic}) ten name van ${provider.name}, ` +
          `onder vermelding van factuurnummer ${invoice.number}.`;
  doc.text(payment, PAGE.left, y, { width: PAGE.right - PAGE.left });

  return finishPdf(doc);
};
