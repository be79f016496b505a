import { createHash } from 'node:crypto';
import {
  formatCalendarDate,
  formatEuro,
  offerteLineCents,
  offerteLineKindLabels,
  offerteTotals,
  productPeriodLabels,
} from '@maatwerk/contract';
import { billedToOf } from '../billed-to.ts';
import { customerLines } from '../invoice-pdf.ts';
import { dateTimeNl } from '../mail-layout.ts';
import { finishPdf, INK, letterhead, MUTED, newPdfDocument, PAGE } from '../pdf-document.ts';
import { htmlToText } from '../search/html-to-text.ts';
import type { LoadedOfferte } from './read.ts';

const WIDTH = PAGE.right - PAGE.left;

const section = (doc: PDFKit.PDFDocument, heading: string, html: string) => {
  const body = htmlToText(html).trim();
  if (!body) return;
  doc.moveDown(1).font('Helvetica-Bold').fontSize(11).fillColor(INK).text(heading, PAGE.left, doc.y, {
    width: WIDTH,
  });
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(INK).text(body, { width: WIDTH });
};

/**
 * The PDF of an offerte's current version in the house style: the customer, number, version and
 * validity; the introduction; the lines (options marked); the totals; the terms. Its bytes depend
 * only on the version (the creation date is the version's), so the SHA-256 an acceptance records is
 * that of the PDF the customer was shown. With `evidence`, a last page states the acceptance.
 */
export const renderOffertePdf = async (
  loaded: LoadedOfferte,
  options: { evidence?: boolean } = {},
): Promise<Buffer> => {
  const { offerte, version, lines, customer } = loaded;
  const number = offerte.number ?? 'Concept';
  const doc = await newPdfDocument({
    title: `Offerte ${number} versie ${version.version}`,
    subject: version.title,
    created: version.createdAt,
  });
  letterhead(doc, 'Offerte');

  const top = 150;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('Offerte aan', PAGE.left, top);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(customerLines(billedToOf(customer)).join('\n'), PAGE.left, top + 14, { width: 250 });
  const facts: [string, string][] = [
    ['Offertenummer', number],
    ['Versie', String(version.version)],
    ['Geldig tot', formatCalendarDate(version.validUntil)],
    ['Klantnummer', String(customer.id)],
  ];
  facts.forEach(([label, value], index) => {
    const y = top + index * 15;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label, 310, y, { width: 110 });
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(value, 420, y, { width: 125, align: 'right' });
  });
  doc.y = Math.max(doc.y, top + facts.length * 15) + 24;
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(version.title, PAGE.left, doc.y, { width: WIDTH });
  section(doc, 'Inleiding', version.introductionHtml);

  doc.moveDown(1);
  for (const line of lines) {
    if (doc.y > PAGE.bottom - 80) doc.addPage();
    const y = doc.y;
    const what =
      line.kind === 'uren'
        ? `${line.quantity} uur à ${formatEuro(line.unitCents)}`
        : line.kind === 'dienst' && line.period
          ? productPeriodLabels[line.period].toLowerCase()
          : offerteLineKindLabels[line.kind].toLowerCase();
    const label = `${line.description}${line.optional ? ' (optioneel)' : ''}\n${what} · btw ${line.vatRate}%`;
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(label, PAGE.left, y, { width: 380 });
    const after = doc.y;
    doc.text(formatEuro(offerteLineCents(line)), 430, y, { width: 115, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
  }

  const totals = offerteTotals(lines, [], version.depositPercent);
  doc.moveDown(0.5);
  const sums: [string, string][] = [
    ['Eenmalig excl. btw (zonder opties)', formatEuro(totals.oneOffCents)],
    ['Terugkerend excl. btw, per periode', formatEuro(totals.recurringCents)],
    ...(version.depositPercent > 0
      ? ([[`Aanbetaling ${version.depositPercent}%`, formatEuro(totals.depositCents)]] as [string, string][])
      : []),
  ];
  for (const [label, value] of sums) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(label, PAGE.left, y, { width: 380 });
    doc.text(value, 430, y, { width: 115, align: 'right' });
    doc.moveDown(0.3);
  }
  section(doc, 'Voorwaarden', version.termsHtml);

  const acceptance = loaded.acceptance;
  if (options.evidence && acceptance) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text('Bewijs van acceptatie', PAGE.left, 60);
    const rows: [string, string][] = [
      ['Offerte', `${number}, versie ${acceptance.version}`],
      ['Geaccepteerd door', `${acceptance.signerName}, ${acceptance.signerFunction}`],
      ['Moment', dateTimeNl(acceptance.acceptedAt)],
      ['IP-adres', acceptance.address],
      ['Browser', acceptance.userAgent],
      ['Gekozen opties', String(acceptance.optionLineIds.length)],
      ['SHA-256 van de getoonde PDF', acceptance.pdfSha256],
      ['Verklaring', acceptance.statement],
    ];
    doc.moveDown(1);
    for (const [label, value] of rows) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label, PAGE.left, doc.y, { width: WIDTH });
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(value, { width: WIDTH }).moveDown(0.5);
    }
  }
  return finishPdf(doc);
};

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
