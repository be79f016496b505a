import { ApiErrorBody } from '@maatwerk/contract';
import { publicConfig } from './public-config.ts';

export interface TokenDownload {
  /** The API path of the file, its parameters filled in. */
  path: string;
  token: string | null;
  accept: string;
  /** The name the browser saves the file under. */
  filename: string;
  /** What the file is, for the Dutch message when it cannot be fetched ("De factuur"). */
  what: string;
  /** Other headers that prove the caller (a chat's browser secret). */
  headers?: Record<string, string> | undefined;
}

/**
 * Fetches a file of the API with a bearer token and hands it to the browser as a download: a link
 * cannot carry the token, so the file goes through a blob. Throws a Dutch message.
 */
export const downloadWithToken = async ({ path, token, accept, filename, what, headers }: TokenDownload) => {
  const url = publicConfig().apiUrl.replace(/\/$/, '') + path;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept, ...(token && { authorization: `Bearer ${token}` }), ...headers },
    });
  } catch {
    throw new Error(`${what} kon niet worden opgehaald. Controleer je verbinding en probeer het opnieuw.`);
  }
  if (!response.ok) {
    const body = ApiErrorBody.safeParse(await response.json().catch(() => undefined));
    throw new Error(
      body.success ? body.data.message : `${what} kon niet worden opgehaald. Probeer het opnieuw.`,
    );
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
};
