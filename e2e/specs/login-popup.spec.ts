import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures.ts';
import { demoCustomer, expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

// A login hashes a password: on a busy machine it takes a while.
test.describe.configure({ timeout: 60_000 });

const dialog = (page: Page) => page.getByRole('dialog');

/** A slow mobile connection, as Chrome's DevTools offer it: 150 ms latency, 1.6 Mbps down. */
const slowNetwork = async (page: Page) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
};

test.describe('typing into the login popup', () => {
  test('keeps every key typed right after the click, on a slow connection', async ({ page }) => {
    await slowNetwork(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Mijn Kodewerk' }).click();
    // A person starts typing at once, at a human pace.
    await page.keyboard.type(demoCustomer.email, { delay: 60 });
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoCustomer.password, { delay: 60 });
    // Whatever loads later must not take anything away.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(dialog(page).getByLabel('E-mailadres')).toHaveValue(demoCustomer.email);
    await expect(dialog(page).getByLabel('Wachtwoord')).toHaveValue(demoCustomer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/, { timeout: 20_000 });
  });

  test('keeps what a password manager fills in as the form appears', async ({ page }) => {
    await slowNetwork(page);
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Mijn Kodewerk' }).click();
    // A password manager fills both fields the moment they exist, without keys.
    await page.evaluate(({ email, password }) => {
      const fill = (input: HTMLInputElement, value: string) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      };
      const email_ = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="email"]');
      const password_ = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="password"]');
      if (!email_ || !password_) throw new Error('the form is not there right after the click');
      fill(email_, email);
      fill(password_, password);
    }, demoCustomer);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(dialog(page).getByLabel('E-mailadres')).toHaveValue(demoCustomer.email);
    await expect(dialog(page).getByLabel('Wachtwoord')).toHaveValue(demoCustomer.password);
  });
});

test.describe('focus and the login popup', () => {
  test('stays inside the open popup; Escape closes it and returns to the button', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Mijn Kodewerk' });
    await button.click();
    await expect(dialog(page).getByLabel('E-mailadres')).toBeFocused();
    const insideAfter = async (key: string) => {
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press(key);
        expect(
          await page.evaluate(() =>
            document.querySelector('[role="dialog"]')?.contains(document.activeElement),
          ),
          `focus inside the popup after ${press + 1} × ${key}`,
        ).toBe(true);
      }
    };
    await insideAfter('Tab');
    await insideAfter('Shift+Tab');
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("after a login focus is on the dashboard's heading", async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Mijn Kodewerk' }).click();
    await dialog(page).getByLabel('E-mailadres').fill(demoCustomer.email);
    await dialog(page).getByLabel('Wachtwoord').fill(demoCustomer.password);
    await dialog(page).getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test("after creating an order focus is on the confirmation's heading, which links the order", async ({
    page,
    apiUrl,
  }) => {
    const title = `Exportknop voor de voorraadlijst ${Date.now()}`;
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten/nieuw');
    await page.getByRole('textbox', { name: 'Titel' }).fill(title);
    await page.getByRole('textbox', { name: 'Omschrijving' }).click();
    await page.keyboard.type('Een knop die de voorraadlijst als CSV geeft.');
    await page.getByRole('button', { name: 'Opdracht aanmaken' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/opdrachten\/aangemaakt$/, { timeout: 20_000 });
    const heading = page.getByRole('heading', { level: 1, name: 'Opdracht aangemaakt' });
    await expect(heading).toBeFocused();
    await page
      .getByRole('status')
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the confirmation page opened without an order sends to the order list', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten/aangemaakt');
    await expect(page).toHaveURL(/\/klantenportaal\/opdrachten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Opdrachten' })).toBeVisible();
  });
});

test.describe('a portal address opened while logged out', () => {
  test('returns there after the login, with focus on its heading', async ({ page }) => {
    await open(page, '/klantenportaal/facturen');
    await expect(page).toHaveURL(/\/klantenportaal\?terug=/);
    const form = page.getByRole('form', { name: 'Inloggen' });
    await form.getByLabel('E-mailadres').fill(demoCustomer.email);
    await form.getByLabel('Wachtwoord').fill(demoCustomer.password);
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/facturen$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeFocused();
  });

  test('never leads outside the portal', async ({ page }) => {
    await open(page, `/klantenportaal?terug=${encodeURIComponent('//voorbeeld.org/klantenportaal/x')}`);
    const form = page.getByRole('form', { name: 'Inloggen' });
    await form.getByLabel('E-mailadres').fill(demoCustomer.email);
    await form.getByLabel('Wachtwoord').fill(demoCustomer.password);
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/, { timeout: 20_000 });
  });
});
