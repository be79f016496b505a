import type { Statement } from '@maatwerk/contract';
import {
  formatCalendarDate,
  formatEuro,
  openItemKindLabels,
  paymentMethodLabels,
  provider,
} from '@maatwerk/contract/constants';
import { finishPdf, INK, letterhead, MUTED, newPdfDocument, PAGE } from '../pdf-document.ts';

type Column = { x: number; width: number; align?: 'right' };
type Row = string[];

/** A table: the header in grey, then the rows; a new page (header again) when the page is full. */
const table = (doc: PDFKit.PDFDocument, top: number, columns: Column[], header: Row, rows: Row[]): number => {
  let y = top;
  const writeRow = (cells: Row, bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(bold ? MUTED : INK);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align ?? 'left', lineBreak: false });
    });
    y += 14;
  };
  const writeHeader = () => {
    writeRow(header, true);
    doc
      .moveTo(PAGE.left, y - 2)
      .lineTo(PAGE.right, y - 2)
      .lineWidth(0.5)
      .strokeColor('#9ca3af')
      .stroke();
    y += 4;
  };
  writeHeader();
  for (const row of rows) {
    if (y > PAGE.bottom - 40) {
      doc.addPage();
      y = 50;
      writeHeader();
    }
    writeRow(row, false);
  }
  return y;
};

const itemColumns: Column[] = [
  { x: 50, width: 80 },
  { x: 130, width: 85 },
  { x: 215, width: 65 },
  { x: 280, width: 65 },
  { x: 345, width: 65, align: 'right' },
  { x: 410, width: 65, align: 'right' },
  { x: 475, width: 70, align: 'right' },
];

const paymentColumns: Column[] = [
  { x: 50, width: 90 },
  { x: 140, width: 120 },
  { x: 260, width: 130 },
  { x: 390, width: 155, align: 'right' },
];

/**
 * The rekeningoverzicht as PDF, printed from the one statement answer the portal shows: the open
 * items with what was paid and credited, the sums, the payments received and how to pay.
 */
export const renderStatementPdf = async (statement: Statement): Promise<Buffer> => {
  const doc = await newPdfDocument({
    title: `Rekeningoverzicht ${statement.customer.name} ${formatCalendarDate(statement.date)}`,
    subject: 'Rekeningoverzicht',
    created: new Date(`${statement.date}T12:00:00Z`),
  });
  letterhead(doc, 'Rekeningoverzicht');
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(statement.customer.name, PAGE.left, 150);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Klantnummer: ${statement.customer.id}`)
    .text(`Datum: ${formatCalendarDate(statement.date)}`);

  let y = doc.y + 20;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Openstaande posten', PAGE.left, y);
  y = doc.y + 6;
  if (statement.items.length === 0) {
    doc.font('Helvetica').fontSize(10).text('Er staat niets open.', PAGE.left, y);
    y = doc.y + 6;
  } else {
    y = table(
      doc,
      y,
      itemColumns,
      ['Nummer', 'Soort', 'Datum', 'Vervaldatum', 'Totaal', 'Betaald', 'Open'],
      statement.items.map((item) => [
        item.number,
        openItemKindLabels[item.kind],
        formatCalendarDate(item.issued_on),
        item.due_on ? formatCalendarDate(item.due_on) : '—',
        formatEuro(item.total_cents),
        formatEuro(item.paid_cents),
        formatEuro(item.open_cents),
      ]),
    );
  }

  y += 10;
  const sums: [string, number][] = [
    ['Openstaand', statement.open_cents],
    ['Tegoed', -statement.credit_cents],
    [
      statement.total_due_cents < 0 ? 'Tegoed na verrekening' : 'Totaal te betalen',
      statement.total_due_cents,
    ],
  ];
  sums.forEach(([label, cents], index) => {
    const last = index === sums.length - 1;
    doc
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 11 : 10)
      .fillColor(INK);
    doc.text(label, 320, y, { width: 140 });
    doc.text(formatEuro(cents), 465, y, { width: 80, align: 'right' });
    y += last ? 18 : 15;
  });

  y += 14;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Ontvangen betalingen', PAGE.left, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Sinds ${formatCalendarDate(statement.payments_since)}`);
  y = doc.y + 6;
  if (statement.payments.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text('Geen betalingen in deze periode.', PAGE.left, y);
    y = doc.y;
  } else {
    y = table(
      doc,
      y,
      paymentColumns,
      ['Datum', 'Factuur', 'Betaalwijze', 'Bedrag'],
      statement.payments.map((payment) => [
        formatCalendarDate(payment.paid_on),
        payment.invoice_number,
        paymentMethodLabels[payment.method],
        formatEuro(payment.amount_cents),
      ]),
    );
  }

  if (statement.total_due_cents > 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(
        `Graag het openstaande bedrag overmaken op ${provider.iban} (BIC ${provider.bic}) ten name van ${provider.name}, onder vermelding van de factuurnummers.`,
        PAGE.left,
        y + 16,
        { width: PAGE.right - PAGE.left },
      );
  }
  return finishPdf(doc);
};
