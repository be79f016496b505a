import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures.ts';
import {
  currentToken,
  demoMfaCustomer,
  expectNoAxeViolations,
  loginToken,
} from '../support/portal-session.ts';
import { withTotpCode } from '../support/totp.ts';

const customer = { email: 'klant@voorbeeld.nl', password: 'Welkom123!', name: 'Jan de Vries' };
const mfaCustomer = demoMfaCustomer;

const texts = {
  wrongCredentials: 'De inloggegevens zijn onjuist, probeer het opnieuw.',
  wrongCode: 'Deze code is niet juist, probeer het opnieuw.',
};

const popup = (page: Page) => page.getByRole('dialog');

const openPopup = async (page: Page, path = '/') => {
  await open(page, path);
  await page.getByRole('button', { name: 'Mijn Kodewerk' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Inloggen' })).toBeVisible();
};

const submitPassword = async (page: Page, email: string, password: string) => {
  await popup(page).getByLabel('E-mailadres').fill(email);
  await popup(page).getByLabel('Wachtwoord').fill(password);
  await popup(page).getByRole('button', { name: 'Inloggen', exact: true }).click();
};

const storedLogin = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('kodewerk') ?? '{}') as { state?: unknown }).state);

test.describe('the login button and popup', () => {
  test('opens from the header, closes on a click outside and on Escape, and passes axe', async ({ page }) => {
    await openPopup(page);
    const dialog = popup(page);
    await expect(dialog).toHaveAccessibleName('Inloggen');
    await expect(dialog.getByText('Vul je e-mailadres en wachtwoord in')).toBeVisible();
    await expect(dialog.getByLabel('E-mailadres')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();

    const button = page.getByRole('button', { name: 'Mijn Kodewerk' });
    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows the Dutch messages only on submit', async ({ page }) => {
    await openPopup(page);
    const dialog = popup(page);
    await dialog.getByLabel('E-mailadres').fill('geen-adres');
    await expect(dialog.getByText('Vul een geldig e-mailadres in.')).toBeHidden();
    await dialog.getByLabel('E-mailadres').fill('');
    await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(dialog.getByText('E-mailadres is verplicht.')).toBeVisible();
    await expect(dialog.getByText('Wachtwoord is verplicht.')).toBeVisible();
    await dialog.getByLabel('E-mailadres').fill('geen-adres');
    await expect(dialog.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the red text and leaves nothing stored', async ({ page }) => {
    await openPopup(page);
    await submitPassword(page, customer.email, 'NietHetWachtwoord1');
    await expect(popup(page).getByRole('alert').filter({ hasText: texts.wrongCredentials })).toBeVisible();
    await expect(popup(page).getByLabel('Wachtwoord')).toBeFocused();
    expect(await storedLogin(page)).toMatchObject({ loginCode: null });
    await expect(page.getByRole('button', { name: 'Mijn Kodewerk' })).toBeVisible();
  });

  test('the right password goes to the dashboard with the name in the header, also after a reload', async ({
    page,
  }) => {
    await openPopup(page);
    await submitPassword(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/);
    await expect(popup(page)).toBeHidden();
    const account = page.getByRole('button', { name: customer.name });
    await expect(account).toBeVisible();
    const token = await currentToken(page);
    expect(token).toBeTruthy();

    await page.reload();
    await expect(page.getByRole('button', { name: customer.name })).toBeVisible();
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/);
    // The reload refreshed the session: a new token, the old one revoked.
    await expect.poll(() => currentToken(page)).not.toBe(token);

    await page.getByRole('button', { name: customer.name }).click();
    await expect(popup(page).getByRole('heading', { name: 'Je bent ingelogd' })).toBeVisible();
    await expect(popup(page)).toContainText('Voorbeeld B.V.');
    await expect(popup(page)).toContainText(customer.name);
    await expect(popup(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(popup(page).getByRole('link', { name: 'Uitloggen' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the eleventh quick wrong password answers 429 and the popup says to wait', async ({
    page,
    request,
    apiUrl,
  }) => {
    // Eleven password checks, each slow on purpose: more than the default time on a busy machine.
    test.setTimeout(90_000);
    // An address nobody else uses, so that no other test is locked out.
    const email = `onbekend-${randomBytes(4).toString('hex')}@voorbeeld.nl`;
    for (let i = 0; i < 10; i++) {
      const response = await request.post(`${apiUrl}/login`, {
        data: { email, password: `Fout${i}`, source: 'e2e' },
      });
      expect(response.status()).toBe(401);
    }
    await openPopup(page);
    const answer = page.waitForResponse((response) => response.url() === `${apiUrl}/login`);
    await submitPassword(page, email, 'NogEenKeerFout');
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(popup(page).getByRole('alert').filter({ hasText: 'Te veel' })).toHaveText(
      /^Te veel inlogpogingen\. Wacht \d+ minu(ut|ten) en probeer het opnieuw\.$/,
    );
  });
});

test.describe('two-factor login', () => {
  test.describe.configure({ mode: 'serial' });

  test('with a recovery code instead: its own hint, and a refused one keeps the choice and says it may be used', async ({
    page,
  }) => {
    await openPopup(page);
    await submitPassword(page, mfaCustomer.email, mfaCustomer.password);
    const dialog = popup(page);
    await dialog.getByRole('button', { name: 'Geen toegang tot je app? Gebruik een herstelcode' }).click();
    await expect(dialog.getByLabel('Herstelcode')).toBeVisible();
    await expect(
      dialog.getByText('Vul de code in die je hebt ontvangen via je authenticatie-app.'),
    ).toHaveCount(0);
    await dialog.getByLabel('Herstelcode').fill('geen-echte-code');
    await dialog.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(
      dialog
        .getByRole('alert')
        .filter({ hasText: 'Deze herstelcode is niet juist of al gebruikt. Probeer een andere.' }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Herstelcode')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong code shows the red text, a right code reaches the dashboard, a replay fails', async ({
    page,
    browser,
  }) => {
    // A fresh code may mean waiting for the next 30-second step.
    test.setTimeout(75_000);
    await openPopup(page);
    await submitPassword(page, mfaCustomer.email, mfaCustomer.password);
    const dialog = popup(page);
    await expect(dialog.getByRole('heading', { name: 'Twee-factor Authenticatie' })).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Twee-factor Authenticatie');
    await expect(
      dialog.getByText('Vul de code in die je hebt ontvangen via je authenticatie-app.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Authenticatiecode')).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(dialog.getByText('Authenticatiecode is verplicht.')).toBeVisible();
    await dialog.getByLabel('Authenticatiecode').fill('abc');
    await dialog.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(dialog.getByText('Authenticatiecode moet een getal zijn.')).toBeVisible();
    await dialog.getByLabel('Authenticatiecode').fill('1000000');
    await expect(
      dialog.getByText(/^Authenticatiecode moet kleiner zijn dan of gelijk zijn aan /),
    ).toBeVisible();

    // The code is of a step the API has not seen yet, and nobody else uses this account's codes meanwhile.
    await withTotpCode(demoMfaCustomer, async (code) => {
      const wrong = code === '000000' ? '111111' : '000000';
      await dialog.getByLabel('Authenticatiecode').fill(wrong);
      await dialog.getByRole('button', { name: 'Doorgaan' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: texts.wrongCode })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Twee-factor Authenticatie' })).toBeVisible();
      expect(await storedLogin(page)).toMatchObject({ loginCode: null });

      // The next try goes with the new mfa token of the error answer.
      await dialog.getByLabel('Authenticatiecode').fill(code);
      await dialog.getByRole('button', { name: 'Doorgaan' }).click();
      await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/);
      await expect(page.getByRole('button', { name: mfaCustomer.name })).toBeVisible();

      // Somebody who saw the code cannot use it again, not even on another device.
      const other = await browser.newPage();
      await openPopup(other);
      await submitPassword(other, mfaCustomer.email, mfaCustomer.password);
      await popup(other).getByLabel('Authenticatiecode').fill(code);
      await popup(other).getByRole('button', { name: 'Doorgaan' }).click();
      await expect(popup(other).getByRole('alert').filter({ hasText: texts.wrongCode })).toBeVisible();
      await expect(other).not.toHaveURL(/dashboard/);
      await other.close();
    });
  });
});

test.describe('the login page', () => {
  test('shows the form inline, logs in, and shows who is logged in', async ({ page }) => {
    await open(page, '/klantenportaal');
    await expect(page.getByRole('heading', { level: 1, name: 'Klantenportaal' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Inloggen' });
    await expect(panel.getByLabel('E-mailadres')).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByLabel('E-mailadres').fill(customer.email);
    await panel.getByLabel('Wachtwoord').fill(customer.password);
    await panel.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/);

    await open(page, '/klantenportaal');
    const loggedIn = page.getByRole('region', { name: 'Je bent ingelogd' });
    await expect(loggedIn).toContainText('Voorbeeld B.V.');
    await expect(loggedIn).toContainText(customer.name);
    await expect(loggedIn.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('logging out revokes the token: it answers 401 afterwards', async ({ page, request, apiUrl }) => {
    await open(page, '/klantenportaal');
    const panel = page.getByRole('region', { name: 'Inloggen' });
    await panel.getByLabel('E-mailadres').fill(customer.email);
    await panel.getByLabel('Wachtwoord').fill(customer.password);
    await panel.getByRole('button', { name: 'Inloggen', exact: true }).click();
    // The password check is slow on purpose, and the dashboard's data loads before the address changes.
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/, { timeout: 20_000 });
    const token = await currentToken(page);

    await page.getByRole('button', { name: customer.name }).click();
    await popup(page).getByRole('link', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/klantenportaal$/);
    await expect(page.getByRole('button', { name: 'Mijn Kodewerk' })).toBeVisible();
    expect(await storedLogin(page)).toMatchObject({ loginCode: null });

    const refresh = await request.get(`${apiUrl}/refresh`, { headers: { authorization: `Bearer ${token}` } });
    expect(refresh.status()).toBe(401);
  });
});

test.describe('login links', () => {
  const makeLink = async (apiUrl: string, path: string): Promise<string> => {
    const token = await loginToken(apiUrl);
    const response = await fetch(`${apiUrl}/login-link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  };

  test('a login link logs in on a portal page and leaves no token in the address', async ({
    page,
    browser,
    apiUrl,
  }) => {
    const link = await makeLink(apiUrl, '/klantenportaal/opdrachten');
    expect(link).toContain('login-token=');
    await open(page, link);
    await expect(page).toHaveURL(/\/klantenportaal\/opdrachten$/);
    await expect(page.getByRole('button', { name: customer.name })).toBeVisible();
    expect(page.url()).not.toContain('login-token');
    expect(await page.evaluate(() => window.location.href)).not.toContain('login-token');
    const token = await currentToken(page);
    expect(link).not.toContain(String(token));

    // The link works once.
    const other = await browser.newPage();
    await open(other, link);
    await expect(other).toHaveURL(/\/klantenportaal\?terug=%2Fklantenportaal%2Fopdrachten$/);
    expect(other.url()).not.toContain('login-token');
    await expect(other.getByRole('button', { name: 'Mijn Kodewerk' })).toBeVisible();
    await other.close();
  });

  test('a login link on a public page logs in there', async ({ page, apiUrl }) => {
    const link = await makeLink(apiUrl, '/contact');
    await open(page, link);
    await expect(page.getByRole('button', { name: customer.name })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
