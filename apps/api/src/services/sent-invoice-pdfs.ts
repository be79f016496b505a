import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { sentInvoicePdfs } from '../db/schema.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { LoadedInvoice } from './invoices.ts';

/** Renders the PDF of a document being sent and keeps it, in the transaction that sends it. */
export const storeSentPdf = async (tx: Tx, loaded: LoadedInvoice): Promise<void> => {
  await tx
    .insert(sentInvoicePdfs)
    .values({ invoiceId: loaded.invoice.id, pdf: await renderInvoicePdf(loaded) });
};

/**
 * The PDF of a sent document: the one kept when it was sent, so the mail and every later download
 * carry the same bytes. A document sent before PDFs were kept is rendered as it is now.
 */
export const sentPdfOf = async (db: DbOrTx, loaded: LoadedInvoice): Promise<Buffer> => {
  const [kept] = await db
    .select({ pdf: sentInvoicePdfs.pdf })
    .from(sentInvoicePdfs)
    .where(eq(sentInvoicePdfs.invoiceId, loaded.invoice.id));
  return kept?.pdf ?? renderInvoicePdf(loaded);
};
