/**
 * Logging in, the code step and the session, for the rest of the site.
 *
 * - refreshSession(): GET /refresh with the current token, which may be a login link's. Stores
 *   the new token (loginCode) and userData and resolves 'ok'; a refusal (401) clears both and
 *   resolves 'refused'; no usable answer keeps the login and resolves 'unreachable' (the portal
 *   shows ServerUnreachableNotice). Overlapping calls share one request. A login link opened
 *   while another person is logged in asks first (LoginLinkDialog, in the AccountButton).
 * - login(email, password) / validateMfa(code, mfaToken): resolve { status: 'logged-in' } or
 *   { status: 'mfa', token }; reject with a LoginFailure whose message is the Dutch text to show
 *   (spec §8) and, for a wrong code, `mfa`: the new token to send with the next code.
 * - logout(): POST /logout and forget the login here.
 * - AccountButton: the header's login button with its popup. The panel's code (the form library
 *   and the rules) loads on intent; until it is there the popup shows LoginPanelPlaceholder, which
 *   takes keys and filled-in values at once and hands them over. The login page imports the same
 *   four states inline straight from login-panel.tsx, so that the server links its stylesheets.
 *
 * The API calls load on first use, so the other public pages do not carry them.
 */
import { loadSession } from './load-session.ts';
import './login-token.ts';
import type { LoginOutcome, RefreshOutcome } from './types.ts';

export { AccountButton } from './account-button.tsx';
export { markServerReachable } from './auth-status.ts';
export { ServerUnreachableNotice } from './server-unreachable-notice.tsx';
export type { LoginOutcome, RefreshOutcome } from './types.ts';

export const refreshSession = async (): Promise<RefreshOutcome> => (await loadSession()).refreshSession();

export const login = async (email: string, password: string): Promise<LoginOutcome> =>
  (await loadSession()).login(email, password);

export const validateMfa = async (code: number | string, mfaToken: string): Promise<LoginOutcome> =>
  (await loadSession()).validateMfa(code, mfaToken);

export const logout = async (): Promise<void> => (await loadSession()).logout();
