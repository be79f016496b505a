// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '~/components/form/form-draft.ts';
import { clientStore } from '~/lib/client-store.ts';
import { PUBLIC_CONFIG_ELEMENT_ID } from '~/lib/public-config.ts';
import { useAuthStatus } from './auth-status.ts';
import { acceptLoginToken } from './login-token.ts';
import { acceptLinkSwitch, declineLinkSwitch, logout, refreshSession } from './session.ts';

const loginAnswer = (token: string, first_name = 'Jan', email = 'jan@bedrijf.nl') => ({
  token,
  userdata: {
    id: 1,
    first_name,
    last_name: 'Jansen',
    email,
    phone: null,
    mfa_enabled: false,
    team_role: 'eigenaar' as const,
  },
  client_name: 'Bedrijf BV',
});

const json = (status: number, body: unknown) => Response.json(body, { status });
const unauthorized = () =>
  json(401, { statusCode: 401, error: 'unauthorized', message: 'Je sessie is verlopen. Log opnieuw in.' });

/** The API as the browser reaches it: each call gets the answer the test gives for its token. */
const serve = (answer: (path: string, token: string | undefined) => Response | Promise<Response>) => {
  const calls: { path: string; token: string | undefined }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const token = (init.headers as Record<string, string>).authorization?.replace('Bearer ', '');
    calls.push({ path, token });
    return answer(path, token);
  });
  return calls;
};

/**
 * A login link opened in this tab, and the API behind it: the link's token logs in with the answer
 * given, logging out works, any other token is refused.
 */
const openLoginLink = (link: string, login: ReturnType<typeof loginAnswer>) => {
  acceptLoginToken(link);
  return serve((path, token) =>
    path === '/logout' ? json(200, { ok: true }) : token === link ? json(200, login) : unauthorized(),
  );
};

describe('refreshing the login', () => {
  beforeEach(() => {
    if (!document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)) {
      const element = document.createElement('script');
      element.id = PUBLIC_CONFIG_ELEMENT_ID;
      element.textContent = JSON.stringify({ apiUrl: 'http://api.test' });
      document.body.append(element);
    }
    localStorage.clear();
    clientStore.getState().set({ loginCode: 'token-1', userData: null, loaded: {} });
    useAuthStatus.setState({ unreachable: false, linkMessage: null, linkSwitch: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores the new token and user data', async () => {
    serve(() => json(200, loginAnswer('token-2')));
    expect(await refreshSession()).toBe('ok');
    expect(clientStore.getState().loginCode).toBe('token-2');
    expect(clientStore.getState().userData?.first_name).toBe('Jan');
  });

  it('ends the login when the API refuses the token (401)', async () => {
    serve(() => unauthorized());
    expect(await refreshSession()).toBe('refused');
    expect(clientStore.getState().loginCode).toBeNull();
  });

  it.each([
    [
      'a 503 while the database restarts',
      () => json(503, { statusCode: 503, error: 'service_unavailable', message: 'x' }),
    ],
    ['a 502 page of a proxy', () => new Response('<html>Bad Gateway</html>', { status: 502 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the login after %s and says the server cannot be reached', async (_, answer) => {
    serve(answer);
    expect(await refreshSession()).toBe('unreachable');
    expect(clientStore.getState().loginCode).toBe('token-1');
    expect(useAuthStatus.getState().unreachable).toBe(true);

    serve(() => json(200, loginAnswer('token-2')));
    expect(await refreshSession()).toBe('ok');
    expect(useAuthStatus.getState().unreachable).toBe(false);
  });

  it('logging out forgets the login and every unsent draft in the tab', async () => {
    const calls = serve(() => json(200, { ok: true }));
    writeDraft('jan@bedrijf.nl', 'nieuwe-opdracht', { title: 'Koppeling' });
    await logout();
    expect(calls).toEqual([{ path: '/logout', token: 'token-1' }]);
    expect(clientStore.getState().loginCode).toBeNull();
    expect(readDraft('jan@bedrijf.nl', 'nieuwe-opdracht')).toBeUndefined();
  });
});

describe('a login link (login-token in the address)', () => {
  const jan = {
    first_name: 'Jan',
    last_name: 'Jansen',
    email: 'jan@bedrijf.nl',
    company: 'Bedrijf BV',
    team_role: 'eigenaar' as const,
  };

  beforeEach(() => {
    localStorage.clear();
    useAuthStatus.setState({ unreachable: false, linkMessage: null, linkSwitch: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is taken in as the login token and GET /refresh answers the login', async () => {
    clientStore.getState().set({ loginCode: null, userData: null, loaded: {} });
    acceptLoginToken('link-token');
    expect(clientStore.getState().loginCode).toBe('link-token');
    const calls = serve((_, token) =>
      token === 'link-token' ? json(200, loginAnswer('token-b')) : unauthorized(),
    );
    expect(await refreshSession()).toBe('ok');
    expect(calls).toEqual([{ path: '/refresh', token: 'link-token' }]);
    expect(clientStore.getState().loginCode).toBe('token-b');
  });

  it('says a used or expired link is no longer valid', async () => {
    clientStore.getState().set({ loginCode: null, userData: null, loaded: {} });
    acceptLoginToken('used-token');
    serve(() => unauthorized());
    expect(await refreshSession()).toBe('refused');
    expect(useAuthStatus.getState().linkMessage).toBe(
      'Deze inloglink is niet meer geldig: hij is al gebruikt of verlopen.',
    );
  });

  it('never ends the current login when the link is used or expired', async () => {
    clientStore.getState().set({ loginCode: 'token-a', userData: jan, loaded: {} });
    acceptLoginToken('used-token');
    expect(clientStore.getState().loginCode).toBe('token-a');
    serve((_, token) => (token === 'token-a' ? json(200, loginAnswer('token-a2')) : unauthorized()));
    expect(await refreshSession()).toBe('ok');
    expect(clientStore.getState().loginCode).toBe('token-a');
    expect(clientStore.getState().userData).toEqual(jan);
    expect(useAuthStatus.getState().linkMessage).toBe(
      'Deze inloglink is niet meer geldig: hij is al gebruikt of verlopen. Je bent nog steeds ingelogd als Jan Jansen.',
    );
  });

  it("asks before another person's link replaces the login; staying revokes the link's login", async () => {
    clientStore.getState().set({ loginCode: 'token-a', userData: jan, loaded: {} });
    const calls = openLoginLink('link-of-piet', loginAnswer('token-piet', 'Piet', 'piet@ander.nl'));
    expect(await refreshSession()).toBe('ok');
    expect(clientStore.getState().loginCode).toBe('token-a');
    expect(useAuthStatus.getState().linkSwitch).toEqual({
      name: 'Piet Jansen',
      email: 'piet@ander.nl',
      currentName: 'Jan Jansen',
    });
    await declineLinkSwitch();
    expect(clientStore.getState().loginCode).toBe('token-a');
    expect(useAuthStatus.getState().linkSwitch).toBeNull();
    expect(calls.at(-1)).toEqual({ path: '/logout', token: 'token-piet' });
  });

  it("switches to the other person's login when the visitor says so, and logs the old one out", async () => {
    clientStore.getState().set({ loginCode: 'token-a', userData: jan, loaded: { orders: true } });
    const calls = openLoginLink('link-of-piet', loginAnswer('token-piet', 'Piet', 'piet@ander.nl'));
    await refreshSession();
    await acceptLinkSwitch();
    expect(clientStore.getState().loginCode).toBe('token-piet');
    expect(clientStore.getState().userData?.first_name).toBe('Piet');
    expect(clientStore.getState().loaded).toEqual({});
    expect(calls.at(-1)).toEqual({ path: '/logout', token: 'token-a' });
  });

  it("goes on with the link's login without asking when it is the same person", async () => {
    clientStore.getState().set({ loginCode: 'token-a', userData: jan, loaded: {} });
    openLoginLink('link-of-jan', loginAnswer('token-jan2'));
    await refreshSession();
    expect(useAuthStatus.getState().linkSwitch).toBeNull();
    expect(clientStore.getState().loginCode).toBe('token-jan2');
  });
});
