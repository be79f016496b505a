import { type Browser, expect, type Page } from '@playwright/test';
import { axe, axeFindings } from './axe.ts';
import { open } from './fixtures.ts';
import { withTotpCode } from './totp.ts';

export const demoCustomer = { email: 'klant@voorbeeld.nl', password: 'Welkom123!', name: 'Jan de Vries' };

/** Petra Jansen of Jansen Webdesign, who logs in with a second factor (demo data only). */
export const demoMfaCustomer = {
  email: 'mfa@voorbeeld.nl',
  password: 'Welkom123!',
  name: 'Petra Jansen',
  company: 'Jansen Webdesign',
  totpSecret: 'JBSWY3DPEHPK3PXP',
};

/** A login token for the demo customer, straight from the API (the login form has its own tests). */
export const loginToken = async (apiUrl: string, account = demoCustomer): Promise<string> => {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, source: 'e2e' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token)
    throw new Error(`Login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
};

/** A login token of a customer with a second factor, through the code step, straight from the API. */
export const loginTokenWithCode = async (apiUrl: string, account = demoMfaCustomer): Promise<string> => {
  const post = (path: string, body: object) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = (await (
    await post('/login', { email: account.email, password: account.password, source: 'e2e' })
  ).json()) as { mfa?: string };
  const validated = await withTotpCode(account, (code) => post('/validate-mfa', { code, token: login.mfa }));
  const body = (await validated.json()) as { token?: string };
  if (!validated.ok || !body.token)
    throw new Error(`Login failed: ${validated.status} ${JSON.stringify(body)}`);
  return body.token;
};

/** Puts a login token where the site keeps it (local storage), once per tab, as after a reload. */
const holdToken = (page: Page, token: string) =>
  page.addInitScript((loginCode) => {
    if (sessionStorage.getItem('e2e-token-set')) return;
    sessionStorage.setItem('e2e-token-set', '1');
    localStorage.setItem(
      'kodewerk',
      JSON.stringify({
        state: { chatId: null, sessionId: null, loginCode, domainCart: { items: [], valuePack: null } },
        version: 1,
      }),
    );
  }, token);

/** A tab of its own (a second person beside the test's page) holding a customer's login token. */
export const portalPageWithToken = async (
  browser: Browser,
  baseURL: string,
  token: string,
): Promise<Page> => {
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await holdToken(page, token);
  return page;
};

/**
 * Opens a portal page as a logged-in customer: the token is put where the site keeps it (local
 * storage) once per tab, as after a reload, so the portal starts with a refresh for the user data.
 */
export const openPortal = async (
  page: Page,
  apiUrl: string,
  path: string,
  account = demoCustomer,
): Promise<string> => {
  const token = await loginToken(apiUrl, account);
  await holdToken(page, token);
  await open(page, path);
  // The portal shows its navigation once the session has started (after the refresh).
  await page.getByRole('navigation', { name: 'Klantenportaal' }).waitFor();
  return token;
};

/** The token the site holds now (it changes at every refresh). */
export const currentToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('kodewerk') ?? '{}') as { state?: { loginCode?: string } }).state
        ?.loginCode,
  );

/** axe finds nothing in the page's content (the portal's navigation and page) as it is now. */
export const expectNoAxeViolations = async (page: Page) => {
  // Judged once the page is there: a page between two renders has no heading yet.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await axeFindings(axe(page).include('#inhoud'))).toEqual([]);
};
