import { ApiRequestError, apiRoutes, isMfaChallenge, type LoginSession } from '@maatwerk/contract';
import { api } from '~/lib/api-client.ts';
import { clientStore } from '~/lib/client-store.ts';
import { useAuthStatus } from './auth-status.ts';
import { takePendingLinkToken } from './login-token.ts';
import { authTexts } from './texts.ts';
import type { LoginOutcome } from './types.ts';

/** The fixed identifier the site logs in with (spec §7). */
export const LOGIN_SOURCE = 'kodewerk.nl';

/** Why logging in did not work, in the words the form shows (spec §8). */
export class LoginFailure extends Error {
  constructor(
    message: string,
    /** For the code step: the new mfa token from the error answer, to use for the next try. */
    readonly mfa?: string,
    /** The code step cannot go on (expired, or too many codes): start again with the password. */
    readonly restart = false,
  ) {
    super(message);
    this.name = 'LoginFailure';
  }
}

const storeLogin = (session: LoginSession) => {
  clientStore.getState().set({
    loginCode: session.token,
    userData: {
      first_name: session.userdata.first_name,
      last_name: session.userdata.last_name,
      email: session.userdata.email,
      company: session.client_name,
    },
  });
};

/** Forgets the login: token, user data and every list loaded for it. */
export const clearLogin = () => {
  clientStore.getState().set({ loginCode: null, userData: null, loaded: {} });
};

const tooManyTries = (error: unknown): string | undefined =>
  error instanceof ApiRequestError && error.status === 429
    ? (error.body?.message ?? authTexts.tooManyTries)
    : undefined;

/** Logs in with e-mail address and password; on any failure the login state is cleared. */
export const login = async (email: string, password: string): Promise<LoginOutcome> => {
  try {
    const answer = await api(apiRoutes.login, { body: { email, password, source: LOGIN_SOURCE } });
    if (isMfaChallenge(answer)) {
      clearLogin();
      return { status: 'mfa', token: answer.mfa };
    }
    storeLogin(answer);
    return { status: 'logged-in' };
  } catch (error) {
    clearLogin();
    throw new LoginFailure(tooManyTries(error) ?? authTexts.wrongCredentials);
  }
};

/**
 * The code step. A wrong code keeps the step with the new mfa token of the error answer; an
 * expired step or too many codes sends the visitor back to the password.
 */
export const validateMfa = async (code: number | string, token: string): Promise<LoginOutcome> => {
  try {
    storeLogin(await api(apiRoutes.validateMfa, { body: { code, token } }));
    return { status: 'logged-in' };
  } catch (error) {
    clearLogin();
    const body = error instanceof ApiRequestError ? error.body : undefined;
    const wait = tooManyTries(error);
    if (wait) throw new LoginFailure(wait, undefined, true);
    if (body?.mfa) throw new LoginFailure(authTexts.wrongCode, body.mfa);
    if (error instanceof ApiRequestError && error.status === 401) {
      throw new LoginFailure(body?.message ?? authTexts.stepExpired, undefined, true);
    }
    // No answer at all (offline): the same token may be tried again.
    throw new LoginFailure(authTexts.wrongCode, token);
  }
};

let inflight: Promise<boolean> | null = null;

const readPersistedToken = (): string | null => {
  try {
    const raw = window.localStorage.getItem(clientStore.persist.getOptions().name ?? '');
    return raw
      ? ((JSON.parse(raw) as { state?: { loginCode?: string | null } }).state?.loginCode ?? null)
      : null;
  } catch {
    return null;
  }
};

const runRefresh = async (): Promise<boolean> => {
  const linkToken = takePendingLinkToken();
  if (linkToken) {
    try {
      storeLogin(await api(apiRoutes.exchangeLoginLink, { body: { token: linkToken } }));
      return true;
    } catch {
      clearLogin();
      return false;
    }
  }
  const token = clientStore.getState().loginCode;
  if (!token) {
    clearLogin();
    return false;
  }
  try {
    storeLogin(await api(apiRoutes.refresh, {}));
    return true;
  } catch {
    // Another tab may have refreshed the shared token meanwhile: go on with the one it stored.
    const persisted = readPersistedToken();
    if (persisted && persisted !== token) {
      clientStore.getState().set({ loginCode: persisted });
      try {
        storeLogin(await api(apiRoutes.refresh, {}));
        return true;
      } catch {
        // Fall through: the login is over.
      }
    }
    clearLogin();
    return false;
  }
};

/**
 * GET /refresh with the current token (or, right after a login link, the trade of its token):
 * stores the new token and user data and answers true; on failure clears both and answers false.
 * Calls that overlap share one request, so two callers never spend the same token twice.
 */
export const refreshSession = (): Promise<boolean> => {
  if (!inflight) {
    useAuthStatus.setState({ refreshing: true });
    inflight = runRefresh().finally(() => {
      inflight = null;
      useAuthStatus.setState({ refreshing: false });
    });
  }
  return inflight;
};

/** Revokes the token at the API (when it still answers) and forgets the login here. */
export const logout = async (): Promise<void> => {
  if (clientStore.getState().loginCode) {
    try {
      await api(apiRoutes.logout, {});
    } catch {
      // Already expired, or no answer: the login is forgotten here all the same.
    }
  }
  clearLogin();
};
