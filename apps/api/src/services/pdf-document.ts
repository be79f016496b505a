import { provider } from '@maatwerk/contract/constants';

/** The printable area of an A4 page in points, shared by every PDF the provider sends. */
export const PAGE = { left: 50, right: 545, bottom: 770 };
export const MUTED = '#4b5563';
export const INK = '#111827';

/**
 * An A4 document in the provider's layout: Dutch, its title shown, pages buffered so that the
 * footer can be written on each at the end. pdfkit is loaded at the first PDF, so an API that
 * never prints one does not hold the library.
 */
export const newPdfDocument = async (info: {
  title: string;
  subject: string;
  created: Date;
}): Promise<PDFKit.PDFDocument> => {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({
    size: 'A4',
    margins: { top: 50, left: PAGE.left, right: 595 - PAGE.right, bottom: 40 },
    lang: 'nl-NL',
    displayTitle: true,
    bufferPages: true,
    info: { Title: info.title, Author: provider.name, Subject: info.subject, CreationDate: info.created },
  });
};

/** The provider, top left; the document's name, top right. */
export const letterhead = (doc: PDFKit.PDFDocument, documentName: string): void => {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(provider.name, PAGE.left, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${provider.street}\n${provider.postalCode}  ${provider.city}\n${provider.country}`)
    .text(`${provider.phone} · ${provider.email} · ${provider.website}`)
    .text(`KvK-nummer: ${provider.kvkNumber} · Btw-id: ${provider.vatId}`);
  // 22 points, smaller for a name that would not fit on one line ('REKENINGOVERZICHT').
  const title = documentName.toUpperCase();
  const width = doc.font('Helvetica-Bold').fontSize(22).widthOfString(title);
  doc
    .fontSize(Math.min(22, Math.floor((22 * 195) / width)))
    .fillColor(INK)
    .text(title, 350, 50, { width: 195, align: 'right' });
};

/** Writes the registration facts at the foot of every page, then renders the document to one Buffer. */
export const finishPdf = (doc: PDFKit.PDFDocument): Promise<Buffer> => {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${provider.name} · KvK ${provider.kvkNumber} · Btw-id ${provider.vatId} · IBAN ${provider.iban}`,
        PAGE.left,
        PAGE.bottom + 20,
        { width: PAGE.right - PAGE.left, align: 'center', lineBreak: false },
      );
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
};
