import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { open } from './fixtures.ts';
import { runFile, withAccountLock, withTotpCode } from './totp.ts';

/** The demo staff's TOTP secret and password (demo data only). */
export const DEMO_STAFF_TOTP_SECRET = 'KODEWERKBEHEER23';
export const DEMO_STAFF_PASSWORD = 'Welkom123!';

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
  role: 'beheerder' | 'ontwikkelaar' | 'financieel';
  totpSecret: string;
}

export const demoStaff = {
  beheerder: {
    email: 'beheer@kodewerk.nl',
    password: DEMO_STAFF_PASSWORD,
    name: 'Sanne Bakker',
    role: 'beheerder',
    totpSecret: DEMO_STAFF_TOTP_SECRET,
  },
  ontwikkelaar: {
    email: 'ontwikkelaar@kodewerk.nl',
    password: DEMO_STAFF_PASSWORD,
    name: 'Daan Visser',
    role: 'ontwikkelaar',
    totpSecret: DEMO_STAFF_TOTP_SECRET,
  },
  financieel: {
    email: 'financieel@kodewerk.nl',
    password: DEMO_STAFF_PASSWORD,
    name: 'Eva Mulder',
    role: 'financieel',
    totpSecret: DEMO_STAFF_TOTP_SECRET,
  },
} as const satisfies Record<string, StaffAccount>;

/** Hands `submit` an unused code of the staff member's authenticator app (see withTotpCode). */
export const withStaffCode = <T>(account: StaffAccount, submit: (code: string) => Promise<T>): Promise<T> =>
  withTotpCode(account, submit);

const post = async (url: string, body: object) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
};

const stillValid = async (apiUrl: string, token: string) =>
  (await fetch(`${apiUrl}/staff/me`, { headers: { authorization: `Bearer ${token}` } })).ok;

/**
 * A staff member's token, logged in through the API with the password and a code of the
 * authenticator app. One login per account serves the whole run (both workers), as a staff member
 * stays logged in through a working day; a token that was ended meanwhile is replaced. The login
 * form itself has its own tests (beheer-login.spec.ts).
 */
export const staffToken = async (account: StaffAccount = demoStaff.beheerder): Promise<string> => {
  const apiUrl = process.env.API_URL ?? '';
  const tokenFile = runFile(account.email, 'staff-token');
  return withAccountLock(`${account.email}-token`, async () => {
    const kept = await readFile(tokenFile, 'utf8').catch(() => '');
    if (kept && (await stillValid(apiUrl, kept))) return kept;
    const login = await post(`${apiUrl}/staff/login`, { email: account.email, password: account.password });
    const session = await withStaffCode(account, (code) =>
      post(`${apiUrl}/staff/validate-mfa`, { token: login.mfa, code }),
    );
    if (typeof session.token !== 'string') throw new Error(`staff login failed: ${JSON.stringify(session)}`);
    await writeFile(tokenFile, session.token);
    return session.token;
  });
};

/**
 * Opens the back office as a logged-in staff member: the token is put where the site keeps it
 * (local storage) once per tab, as after a reload. Ends on the back office's start page.
 * `baseUrl` is the site's address (Playwright's baseURL when omitted).
 */
export const loginAsStaff = async (
  page: Page,
  baseUrl = '',
  account: StaffAccount = demoStaff.beheerder,
): Promise<void> => {
  const token = await staffToken(account);
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-staff-token-set')) return;
    sessionStorage.setItem('e2e-staff-token-set', '1');
    localStorage.setItem('kodewerk-beheer', JSON.stringify({ state: { token: value }, version: 1 }));
  }, token);
  await open(page, `${baseUrl}/beheer`);
  await page.getByRole('navigation', { name: 'Beheer' }).waitFor();
};

/**
 * Logs a staff member in through the form at /beheer: e-mail address, password, then the code of
 * the authenticator app. Ends on the back office's start page.
 */
export const loginThroughStaffForm = async (
  page: Page,
  account: StaffAccount = demoStaff.beheerder,
): Promise<void> => {
  await open(page, '/beheer');
  const form = page.getByRole('form', { name: 'Inloggen voor medewerkers' });
  await form.getByLabel('E-mailadres').fill(account.email);
  await form.getByLabel('Wachtwoord').fill(account.password);
  await form.getByRole('button', { name: 'Inloggen' }).click();
  const code = page
    .getByRole('form', { name: 'Code van je authenticatie-app' })
    .getByLabel('Authenticatiecode');
  await withStaffCode(account, async (next) => {
    await code.fill(next);
    // The lock is held until the API has answered the code, and no longer than that.
    const answered = page.waitForResponse((response) => response.url().endsWith('/staff/validate-mfa'), {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Doorgaan' }).click();
    await answered;
  });
  await page.getByRole('navigation', { name: 'Beheer' }).waitFor();
};

/** axe, with the experimental and best-practice rules, finds nothing in the page's content. */
export const expectNoAxeViolationsInBeheer = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
};

/** Nothing sticks out sideways: the page's width is the window's. */
export const expectNoHorizontalScroll = async (page: Page) => {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
};
