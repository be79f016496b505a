import {
  ApiRequestError,
  apiRoutes,
  isMfaChallenge,
  type LoginSession,
  type PasskeyRequestOptions,
} from '@maatwerk/contract';
import { forgetAllDrafts } from '~/components/form/form-draft.ts';
import { api } from '~/lib/api-client.ts';
import { clientStore } from '~/lib/client-store.ts';
import { useAuthStatus } from './auth-status.ts';
import { takePendingLinkToken } from './login-token.ts';
import { authTexts } from './texts.ts';
import type { LoginOutcome, RefreshOutcome } from './types.ts';

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
      team_role: session.userdata.team_role,
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
    throw secondStepFailure(error, token, authTexts.wrongCode);
  }
};

/**
 * Why the second step failed: too many tries or an expired step start again; a refused code or
 * passkey keeps the step with the error's new mfa token; without an answer (offline) the same
 * token may be tried again. Clears the stored login.
 */
const secondStepFailure = (error: unknown, token: string, refused: string): LoginFailure => {
  clearLogin();
  const body = error instanceof ApiRequestError ? error.body : undefined;
  const wait = tooManyTries(error);
  if (wait) return new LoginFailure(wait, undefined, true);
  if (body?.mfa) return new LoginFailure(refused, body.mfa);
  if (error instanceof ApiRequestError && error.status === 401) {
    return new LoginFailure(body?.message ?? authTexts.stepExpired, undefined, true);
  }
  return new LoginFailure(refused, token);
};

/**
 * The browser's part of a passkey ceremony; its library loads only when a visitor uses a passkey.
 * Closing or refusing the browser's window throws a LoginFailure that keeps the current step.
 */
const signWithPasskey = async (options: PasskeyRequestOptions, token?: string) => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
  } catch {
    throw new LoginFailure(authTexts.passkeyCancelled, token);
  }
};

/** Logs in with a passkey the browser offers, without e-mail address or password. */
export const loginWithPasskey = async (): Promise<LoginOutcome> => {
  let options: PasskeyRequestOptions;
  try {
    options = await api(apiRoutes.passkeyLoginOptions, {});
  } catch (error) {
    throw new LoginFailure(tooManyTries(error) ?? authTexts.passkeyRefused);
  }
  const response = await signWithPasskey(options);
  try {
    storeLogin(await api(apiRoutes.passkeyLogin, { body: { response } }));
    return { status: 'logged-in' };
  } catch (error) {
    clearLogin();
    throw new LoginFailure(tooManyTries(error) ?? authTexts.passkeyRefused);
  }
};

/**
 * The code step with a passkey instead of the code. As with a wrong code, a refused passkey keeps
 * the step with the new mfa token; an expired step or too many tries starts again.
 */
export const validateMfaWithPasskey = async (token: string): Promise<LoginOutcome> => {
  let options: PasskeyRequestOptions;
  try {
    options = await api(apiRoutes.mfaPasskeyOptions, { body: { token } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      throw new LoginFailure(error.body?.message ?? authTexts.stepExpired, undefined, true);
    }
    throw new LoginFailure(
      (error instanceof ApiRequestError ? error.body?.message : undefined) ?? authTexts.passkeyRefused,
      token,
    );
  }
  const response = await signWithPasskey(options, token);
  try {
    storeLogin(await api(apiRoutes.validateMfaWithPasskey, { body: { token, response } }));
    return { status: 'logged-in' };
  } catch (error) {
    throw secondStepFailure(error, token, authTexts.passkeyRefused);
  }
};

let inflight: Promise<RefreshOutcome> | null = null;

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

/** Only an answer that refuses the token ends a login; anything else may pass. */
const isRefusal = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

const setStatus = (status: Partial<ReturnType<typeof useAuthStatus.getState>>) =>
  useAuthStatus.setState(status);

/** GET /refresh with the stored token; another tab may have refreshed it meanwhile. */
const refreshStored = async (token: string): Promise<RefreshOutcome> => {
  try {
    storeLogin(await api(apiRoutes.refresh, {}));
    return 'ok';
  } catch (error) {
    if (!isRefusal(error)) return 'unreachable';
    const persisted = readPersistedToken();
    if (persisted && persisted !== token) {
      clientStore.getState().set({ loginCode: persisted });
      try {
        storeLogin(await api(apiRoutes.refresh, {}));
        return 'ok';
      } catch (again) {
        if (!isRefusal(again)) return 'unreachable';
      }
    }
    clearLogin();
    return 'refused';
  }
};

/** The login a link answered while another person was logged in: waits for the visitor's choice. */
let offeredSwitch: LoginSession | null = null;

const displayName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();

/**
 * A login link opened while someone is logged in: GET /refresh with the link's token beside the
 * login. The same person goes on with the link's login; another person is asked first; a link
 * that is used or expired never touches the login and says so.
 */
const takeLinkBesideLogin = async (linkToken: string, currentToken: string): Promise<void> => {
  let answer: LoginSession;
  try {
    answer = await api(apiRoutes.refresh, { token: linkToken });
  } catch (error) {
    const current = clientStore.getState().userData;
    setStatus({
      linkMessage: !isRefusal(error)
        ? authTexts.linkUnreachable
        : current
          ? authTexts.linkInvalidKept(displayName(current))
          : authTexts.linkInvalid,
    });
    return;
  }
  const current = clientStore.getState().userData;
  if (current?.email && current.email.toLowerCase() === answer.userdata.email.toLowerCase()) {
    storeLogin(answer);
    void api(apiRoutes.logout, { token: currentToken }).catch(() => undefined);
    return;
  }
  offeredSwitch = answer;
  setStatus({
    linkSwitch: {
      name: displayName(answer.userdata),
      email: answer.userdata.email,
      currentName: current ? displayName(current) : 'een ander account',
    },
  });
};

const runRefresh = async (): Promise<RefreshOutcome> => {
  const linkToken = takePendingLinkToken();
  const token = clientStore.getState().loginCode;
  if (!token) {
    clearLogin();
    return 'refused';
  }
  if (linkToken && linkToken !== token) {
    await takeLinkBesideLogin(linkToken, token);
    if (clientStore.getState().userData) return 'ok';
  }
  const outcome = await refreshStored(clientStore.getState().loginCode ?? token);
  if (linkToken === token && outcome === 'refused') setStatus({ linkMessage: authTexts.linkInvalid });
  if (linkToken === token && outcome === 'unreachable') {
    // The link's token stays the login token: GET /refresh claims it once the server answers.
    setStatus({ linkMessage: authTexts.linkUnreachable });
  }
  return outcome;
};

/**
 * GET /refresh with the current token, which may be a login link's (spec §1, §7): stores the new
 * token and user data ('ok'). Only a refusal (401) clears the login ('refused'); a network
 * failure or an error answer keeps it ('unreachable'), and the portal says so and tries again.
 * Calls that overlap share one request, so two callers never spend the same token twice.
 */
export const refreshSession = (): Promise<RefreshOutcome> => {
  if (!inflight) {
    setStatus({ refreshing: true });
    inflight = runRefresh().then(
      (outcome) => {
        inflight = null;
        setStatus({ refreshing: false, unreachable: outcome === 'unreachable' });
        return outcome;
      },
      (error: unknown) => {
        inflight = null;
        setStatus({ refreshing: false });
        throw error;
      },
    );
  }
  return inflight;
};

/** The visitor chose the other person's login of a link: it replaces the current one. */
export const acceptLinkSwitch = async (): Promise<void> => {
  const answer = offeredSwitch;
  const previous = clientStore.getState().loginCode;
  offeredSwitch = null;
  setStatus({ linkSwitch: null });
  if (!answer) return;
  clearLogin();
  storeLogin(answer);
  if (previous) await api(apiRoutes.logout, { token: previous }).catch(() => undefined);
};

/** The visitor stays who they are: the login the link gave is revoked at once. */
export const declineLinkSwitch = async (): Promise<void> => {
  const answer = offeredSwitch;
  offeredSwitch = null;
  setStatus({ linkSwitch: null });
  if (answer) await api(apiRoutes.logout, { token: answer.token }).catch(() => undefined);
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
  forgetAllDrafts();
};
