import { apiRoutes } from '@maatwerk/contract';
import { clientStore } from '~/lib/client-store.ts';
import { downloadWithToken } from '~/lib/download-with-token.ts';

export interface SentInvoice {
  id: number;
  number: string | null;
}

const invoicePath = (path: string, invoice: SentInvoice) => path.replace(':id', String(invoice.id));

/** Downloads a sent invoice's PDF with the login token. Throws a Dutch message. */
export const downloadInvoicePdf = (invoice: SentInvoice, document_ = 'factuur'): Promise<void> =>
  downloadWithToken({
    path: invoicePath(apiRoutes.downloadInvoicePdf.path, invoice),
    token: clientStore.getState().loginCode,
    accept: 'application/pdf',
    filename: `${document_}-${invoice.number ?? invoice.id}.pdf`,
    what: 'De factuur',
  });

/** Downloads a sent invoice's e-invoice (UBL XML, for bookkeeping software) with the login token. */
export const downloadInvoiceUbl = (invoice: SentInvoice): Promise<void> =>
  downloadWithToken({
    path: invoicePath(apiRoutes.downloadInvoiceUbl.path, invoice),
    token: clientStore.getState().loginCode,
    accept: 'application/xml',
    filename: `${invoice.number ?? invoice.id}.xml`,
    what: 'De e-factuur',
  });
