import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { loginToken, openPortal } from '../support/portal-session.ts';
import { demoStaff, loginAsStaff } from '../support/staff.ts';

const loginAsDeveloper = (page: Page) => loginAsStaff(page, '', demoStaff.ontwikkelaar);

/** axe with the experimental and best-practice rules, and no sideways scrolling at 360 px. */
const expectCleanPage = async (page: Page, name: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.setViewportSize({ width: 360, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1440, height: 900 });
};

test.describe('back office: customers and time', () => {
  test.describe.configure({ timeout: 120_000 });
  test('staff invite a customer person, who sets a password and logs in to the portal', async ({
    page,
    apiUrl,
  }) => {
    await loginAsDeveloper(page);
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Klanten' }).click();
    await page.getByRole('searchbox').fill('Voorbeeld');
    await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
    await page.getByRole('link', { name: 'Voorbeeld B.V.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voorbeeld B.V.' })).toBeVisible();
    await expectCleanPage(page, 'beheer-klant');

    const email = `nieuw-${Date.now()}@voorbeeld.nl`;
    await page.getByLabel('Voornaam').fill('Noor');
    await page.getByLabel('Achternaam').fill('Jansen');
    await page.getByLabel('E-mailadres').last().fill(email);
    // A developer gives no role with rights to billing; the least role is chosen already.
    const role = page.getByLabel('Rol in het team');
    await expect(role.getByRole('option')).toHaveText(['Technisch', 'Opdrachten']);
    await expect(role).toHaveValue('opdrachten');
    await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
    await expect(page.getByText('Noor Jansen is toegevoegd en uitgenodigd.')).toBeVisible();

    const mail = await waitForMail(email);
    const link = linkIn(mail, '/klantenportaal/uitnodiging?token=');
    const path = new URL(link).pathname + new URL(link).search;
    await open(page, path);
    await expect(page.getByText(`Je logt in met ${email}`)).toBeVisible();
    await expectCleanPage(page, 'uitnodiging');
    // A password easy to guess is refused by its field, and the link still works.
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await password.fill('Welkom123!');
    await page.getByLabel('Herhaal wachtwoord').fill('Welkom123!');
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(password).toHaveAccessibleErrorMessage(
      'Dit wachtwoord is te makkelijk te raden. Voeg meer woorden toe die minder vaak voorkomen. Zet meer dan de eerste letter in hoofdletter.',
    );
    await password.fill('MijnEigenWachtwoord1');
    await page.getByLabel('Herhaal wachtwoord').fill('MijnEigenWachtwoord1');
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    // Logged in with the new password, on the dashboard.
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Noor Jansen' })).toBeVisible();

    // Logging in works by hand too; the link does not work a second time.
    expect(
      await loginToken(apiUrl, { email, password: 'MijnEigenWachtwoord1', name: 'Noor Jansen' }),
    ).toBeTruthy();
    await open(page, path);
    await expect(page.getByText('Deze uitnodiging is niet (meer) geldig.', { exact: false })).toBeVisible();
  });

  test('finance staff set an hourly rate in euros, judged by the contract before it is sent', async ({
    page,
  }) => {
    await loginAsStaff(page, '', demoStaff.financieel);
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Klanten' }).click();
    await page.getByRole('searchbox').fill('Jansen');
    await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
    await page.getByRole('link', { name: 'Jansen Webdesign' }).click();
    const panel = page.getByRole('region', { name: 'Uurtarief' });
    const rate = panel.getByRole('textbox', { name: 'Uurtarief in euro’s' });
    const before = await rate.inputValue();
    expect(before).toMatch(/^\d+,\d{2}$/);
    let sent = 0;
    await page.route(/\/staff\/customers\/\d+\/hourly-rate$/, (route) => {
      sent += 1;
      return route.continue();
    });
    const save = panel.getByRole('button', { name: 'Uurtarief opslaan' });

    await rate.fill('honderd');
    await save.click();
    await expect(panel.getByText('Uurtarief: vul een bedrag in euro’s in, zoals 95,00.')).toBeVisible();
    await rate.fill('100000,01');
    await save.click();
    await expect(panel.getByText(/^Uurtarief mag hoogstens €\s100\.000,00 zijn\.$/)).toBeVisible();
    await expectCleanPage(page, 'beheer-uurtarief');
    expect(sent).toBe(0);

    await rate.fill('112,5');
    await save.click();
    await expect(panel.getByRole('status')).toHaveText('Het uurtarief is opgeslagen.');
    expect(sent).toBe(1);
    await page.reload();
    await expect(rate).toHaveValue('112,50');
    await rate.fill(before);
    await save.click();
    await expect(panel.getByRole('status')).toHaveText('Het uurtarief is opgeslagen.');
  });

  test('a section of another role, opened by its address, says whose it is and asks nothing of the API', async ({
    page,
  }) => {
    await loginAsDeveloper(page);
    let invoiceCalls = 0;
    await page.route(/\/staff\/invoices/, (route) => {
      invoiceCalls += 1;
      return route.continue();
    });
    await open(page, '/beheer/facturen');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Alleen de rollen Beheerder en Financieel hebben toegang tot dit deel van het beheer. Je bent ingelogd als Ontwikkelaar.',
    );
    await expect(page.getByRole('link', { name: 'Nieuw concept' })).toHaveCount(0);
    await open(page, '/beheer/audit');
    await expect(page.getByRole('main')).toContainText('Alleen de rol Beheerder heeft toegang');
    await expectCleanPage(page, 'geen-toegang');
    expect(invoiceCalls).toBe(0);
  });

  test('a day off set in the back office shows in the portal at once', async ({ page, browser, apiUrl }) => {
    await loginAsDeveloper(page);
    await page
      .getByRole('navigation', { name: 'Beheer' })
      .getByRole('link', { name: 'Tijd en reserveringen' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tijd en reserveringen' })).toBeVisible();
    await expectCleanPage(page, 'beheer-tijd');

    // A weekday about two months ahead: bookable until now.
    const day = new Date(Date.now() + 60 * 86_400_000);
    while ([0, 6].includes(day.getDay())) day.setDate(day.getDate() + 1);
    const date = day.toISOString().slice(0, 10);
    await page.getByLabel('Vanaf').fill(date);
    await page.getByLabel('Tot en met').fill(date);
    await page.getByLabel('Reden').fill('Teamuitje');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(page.getByText('Teamuitje')).toBeVisible();

    const customer = await browser.newPage();
    await openPortal(customer, apiUrl, '/klantenportaal/tijd-reserveren');
    await customer.getByLabel('Datum').fill(date);
    await expect(customer.getByText('Deze dag zijn we gesloten: Teamuitje')).toBeVisible();

    await page.getByRole('button', { name: `Verwijderen vrije dag ${date}` }).click();
    await expect(page.getByText('Teamuitje')).toHaveCount(0);
    await customer.close();
  });
});
