import { clientStore, useClientStore } from '~/lib/client-store.ts';

/** The query parameter of a login link (spec §1). */
export const LOGIN_TOKEN_PARAM = 'login-token';

let pending: string | null = null;

/** The login link's token that still has to be traded for a login, once. */
export const takePendingLinkToken = (): string | null => {
  const token = pending;
  pending = null;
  return token;
};

export const hasPendingLinkToken = (): boolean => pending !== null;

/**
 * Takes a `login-token` out of an address: answers the token and the address without it, or
 * null when there is none.
 */
export const splitLoginToken = (href: string): { token: string; rest: string } | null => {
  const url = new URL(href, 'http://site.invalid');
  const token = url.searchParams.get(LOGIN_TOKEN_PARAM);
  if (!token) return null;
  url.searchParams.delete(LOGIN_TOKEN_PARAM);
  return { token, rest: url.pathname + url.search + url.hash };
};

/**
 * Takes the token in as the login token (spec §1): the portal then sees a login whose user data
 * still has to be loaded, and GET /refresh with it answers the login (refreshSession). Beside a
 * login that exists, the token is only held: refreshSession asks before it replaces that login.
 */
export const acceptLoginToken = (token: string) => {
  pending = token;
  if (clientStore.getState().loginCode) return;
  clientStore.getState().set({ loginCode: token, userData: null, loaded: {} });
};

/**
 * On the first page load the token leaves the address before the router reads it, so it is
 * never in the history, and the portal's session check already finds it. The persisted state is
 * read in entry.client after this module runs; the token is taken in once that is done.
 */
const captureOnLoad = () => {
  if (typeof window === 'undefined') return;
  const found = splitLoginToken(window.location.href);
  if (!found) return;
  window.history.replaceState(window.history.state, '', found.rest);
  pending = found.token;
  const takeIn = () => {
    if (pending === found.token) acceptLoginToken(found.token);
  };
  if (useClientStore.persist.hasHydrated()) takeIn();
  else {
    const stop = useClientStore.persist.onFinishHydration(() => {
      stop();
      takeIn();
    });
  }
};

captureOnLoad();
