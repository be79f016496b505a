import { ApiErrorBody, apiRoutes } from '@maatwerk/contract';
import { staffToken } from '~/features/beheer-shell/index.ts';
import { publicConfig } from '~/lib/public-config.ts';

/**
 * Fetches a sent invoice's or credit note's PDF with the staff token and hands it to the browser
 * as a download: a link cannot carry the token. Throws a Dutch message.
 */
export const downloadStaffInvoicePdf = async (invoice: {
  id: number;
  number: string | null;
  kind: string;
}): Promise<void> => {
  const url =
    publicConfig().apiUrl.replace(/\/$/, '') +
    apiRoutes.staffDownloadInvoicePdf.path.replace(':id', String(invoice.id));
  const token = staffToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/pdf', ...(token && { authorization: `Bearer ${token}` }) },
    });
  } catch {
    throw new Error('De PDF kon niet worden opgehaald. Controleer je verbinding en probeer het opnieuw.');
  }
  if (!response.ok) {
    const body = ApiErrorBody.safeParse(await response.json().catch(() => undefined));
    throw new Error(body.success ? body.data.message : 'De PDF kon niet worden opgehaald.');
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = `${invoice.kind}-${invoice.number ?? invoice.id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
};
