import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findSentInvoice, loadInvoices } from '../invoices.ts';
import type { TeamCaller } from '../team-access.ts';
import { renderInvoiceUbl, ublFilename } from './index.ts';

export interface UblDownload {
  xml: string;
  filename: string;
}

/** The customer's own sent invoice or credit note as its e-invoice; a concept or another's is not there. */
export const customerInvoiceUbl = async (
  db: DbOrTx,
  caller: TeamCaller,
  invoiceId: number,
): Promise<UblDownload> => {
  const found = await findSentInvoice(db, caller, invoiceId);
  if (!found) throw new HttpError('not_found', 'Deze factuur bestaat niet, of is niet van jou.');
  return { xml: await renderInvoiceUbl(found), filename: ublFilename(found.invoice) };
};

/** Any sent invoice or credit note as its e-invoice, for the finance desk. */
export const staffInvoiceUbl = async (db: DbOrTx, invoiceId: number): Promise<UblDownload> => {
  const [found] = await loadInvoices(db, eq(invoices.id, invoiceId));
  if (!found) throw new HttpError('not_found', 'Deze factuur bestaat niet.');
  if (found.invoice.status !== 'sent')
    throw new HttpError('not_found', 'Een concept heeft nog geen e-factuur.');
  return { xml: await renderInvoiceUbl(found), filename: ublFilename(found.invoice) };
};
