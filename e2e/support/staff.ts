import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { open } from './fixtures.ts';

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

const PERIOD_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One lock per account for the whole run (both workers): a code is used once, by one login. */
const lockDir = (email: string) =>
  path.join(process.env.E2E_DATA_DIR ?? tmpdir(), `staff-totp-${email.replace(/[^a-z0-9]/gi, '_')}`);

const withLock = async <T>(dir: string, work: () => Promise<T>): Promise<T> => {
  for (;;) {
    try {
      await mkdir(`${dir}.lock`);
      break;
    } catch {
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    await rm(`${dir}.lock`, { recursive: true, force: true });
  }
};

/**
 * Hands `submit` a code the API has not seen yet and holds the account's lock until `submit` has
 * its answer. The API takes only a code of a later time step than the last one it accepted (no
 * replay), so logins of the same account within 30 seconds take the next step's code (the API
 * allows one step of drift) or wait for a new step; and a code handed out first is used first, so
 * that a later step used by the other worker meanwhile cannot make it a replay.
 */
export const withStaffCode = async <T>(
  account: StaffAccount,
  submit: (code: string) => Promise<T>,
): Promise<T> => {
  const dir = lockDir(account.email);
  return withLock(dir, async () => {
    const last = Number(await readFile(`${dir}.step`, 'utf8').catch(() => '0'));
    const step = Math.max(Math.floor(Date.now() / PERIOD_MS), last + 1);
    // More than one step ahead is outside the drift: wait until the clock gets there.
    while (step > Math.floor(Date.now() / PERIOD_MS) + 1) await sleep(250);
    await writeFile(`${dir}.step`, String(step));
    return submit(
      TOTP.generate({ secret: Secret.fromBase32(account.totpSecret), timestamp: step * PERIOD_MS }),
    );
  });
};

/**
 * Logs a staff member in through /beheer: e-mail address, password, then the code of the
 * authenticator app. Ends on the back office's start page. `baseUrl` is the site's address
 * (Playwright's baseURL when omitted).
 */
export const loginAsStaff = async (
  page: Page,
  baseUrl = '',
  account: StaffAccount = demoStaff.beheerder,
): Promise<void> => {
  await open(page, `${baseUrl}/beheer`);
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
