import { apiRoutes } from '@maatwerk/contract';
import { staffToken } from '~/features/beheer-shell/index.ts';
import { downloadWithToken } from '~/lib/download-with-token.ts';

interface SentInvoice {
  id: number;
  number: string | null;
  /** factuur or creditfactuur: the start of the PDF's name. */
  kind: string;
}

const invoicePath = (path: string, invoice: SentInvoice) => path.replace(':id', String(invoice.id));

/** Downloads a sent invoice's or credit note's PDF with the staff token. Throws a Dutch message. */
export const downloadStaffInvoicePdf = (invoice: SentInvoice): Promise<void> =>
  downloadWithToken({
    path: invoicePath(apiRoutes.staffDownloadInvoicePdf.path, invoice),
    token: staffToken(),
    accept: 'application/pdf',
    filename: `${invoice.kind}-${invoice.number ?? invoice.id}.pdf`,
    what: 'De PDF',
  });

/** Downloads a sent invoice's or credit note's e-invoice (UBL XML) with the staff token. */
export const downloadStaffInvoiceUbl = (invoice: SentInvoice): Promise<void> =>
  downloadWithToken({
    path: invoicePath(apiRoutes.staffDownloadInvoiceUbl.path, invoice),
    token: staffToken(),
    accept: 'application/xml',
    filename: `${invoice.number ?? invoice.id}.xml`,
    what: 'De e-factuur',
  });
