import { ApiErrorBody, apiRoutes } from '@maatwerk/contract';
import { clientStore } from '~/lib/client-store.ts';
import { publicConfig } from '~/lib/public-config.ts';

/**
 * Fetches a sent invoice's e-invoice (UBL XML, for bookkeeping software) with the login token and
 * hands it to the browser as a download named by the invoice's number. Throws a Dutch message.
 */
export const downloadInvoiceUbl = async (invoice: { id: number; number: string | null }): Promise<void> => {
  const url =
    publicConfig().apiUrl.replace(/\/$/, '') +
    apiRoutes.downloadInvoiceUbl.path.replace(':id', String(invoice.id));
  const token = clientStore.getState().loginCode;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/xml', ...(token && { authorization: `Bearer ${token}` }) },
    });
  } catch {
    throw new Error(
      'De e-factuur kon niet worden opgehaald. Controleer je verbinding en probeer het opnieuw.',
    );
  }
  if (!response.ok) {
    const body = ApiErrorBody.safeParse(await response.json().catch(() => undefined));
    throw new Error(
      body.success ? body.data.message : 'De e-factuur kon niet worden opgehaald. Probeer het opnieuw.',
    );
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = `${invoice.number ?? invoice.id}.xml`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
};
