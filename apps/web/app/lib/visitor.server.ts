import { serverEnv } from './env.server.ts';

/** The visitor's address as the site's server saw it (server.ts puts it in the load context). */
export const visitorAddress = (context: unknown): string =>
  (context as { clientAddress?: string } | undefined)?.clientAddress || 'onbekend';

/**
 * Whether a browser sent this from one of the site's own pages. A browser names the page's origin
 * on every POST (and says cross-site in Sec-Fetch-Site), so another site cannot post in a
 * visitor's name; a request without either (a script, a mail program's one-click unsubscribe)
 * carries no visitor's cookies or session to abuse and passes.
 */
export const fromOwnSite = (request: Request): boolean => {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(serverEnv.SITE_URL).origin && origin !== new URL(request.url).origin)
    return false;
  return request.headers.get('sec-fetch-site') !== 'cross-site';
};
