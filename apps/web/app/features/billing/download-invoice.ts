import { ApiErrorBody, apiRoutes } from '@maatwerk/contract';
import { clientStore } from '~/lib/client-store.ts';
import { publicConfig } from '~/lib/public-config.ts';

/**
 * Fetches a sent invoice's PDF with the login token and hands it to the browser as a download.
 * A link cannot carry the bearer token, so the file goes through a blob. Throws a Dutch message.
 */
export const downloadInvoicePdf = async (
  invoice: { id: number; number: string | null },
  document_ = 'factuur',
): Promise<void> => {
  const url =
    publicConfig().apiUrl.replace(/\/$/, '') +
    apiRoutes.downloadInvoicePdf.path.replace(':id', String(invoice.id));
  const token = clientStore.getState().loginCode;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/pdf', ...(token && { authorization: `Bearer ${token}` }) },
    });
  } catch {
    throw new Error('De factuur kon niet worden opgehaald. Controleer je verbinding en probeer het opnieuw.');
  }
  if (!response.ok) {
    const body = ApiErrorBody.safeParse(await response.json().catch(() => undefined));
    throw new Error(
      body.success ? body.data.message : 'De factuur kon niet worden opgehaald. Probeer het opnieuw.',
    );
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = `${document_}-${invoice.number ?? invoice.id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
};
