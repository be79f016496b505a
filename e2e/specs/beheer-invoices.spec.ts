import { expect, open, test } from '../support/fixtures.ts';
import { loginTokenWithCode, portalPageWithToken } from '../support/portal-session.ts';
import {
  demoStaff,
  expectNoAxeViolationsInBeheer,
  expectNoHorizontalScroll,
  loginAsStaff,
} from '../support/staff.ts';

/**
 * The invoice is for Jansen Webdesign (Petra Jansen, who logs in with a second factor), so that the
 * specs that count Jan de Vries's open invoices are not disturbed while this test runs beside them.
 */
test.describe('back office: invoices', () => {
  test.describe.configure({ timeout: 150_000 });

  test('finance writes a concept, sends it, registers a payment and credits a line; the customer sees it', async ({
    page,
    apiUrl,
    browser,
    baseURL,
  }) => {
    const description = `Werkzaamheden e2e ${Date.now().toString(36)}`;
    await loginAsStaff(page, '', demoStaff.financieel);
    await open(page, '/beheer/facturen');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
    await expectNoAxeViolationsInBeheer(page);

    await page.getByRole('link', { name: 'Nieuw concept' }).click();
    const form = page.getByRole('form', { name: 'Nieuw concept' });
    // The concept is judged by the contract before it is sent, each message by its field.
    let created = 0;
    await page.route(/\/staff\/invoices$/, (route) => {
      if (route.request().method() === 'POST') created += 1;
      return route.continue();
    });
    await form.getByLabel('Prijs per stuk (€, excl. btw)').fill('12,345');
    await form.getByRole('button', { name: 'Concept aanmaken' }).click();
    await expect(form.getByText('Klant is verplicht.')).toBeVisible();
    await expect(form.getByText('Omschrijving van de regel is verplicht.')).toBeVisible();
    await expect(form.getByLabel('Prijs per stuk (€, excl. btw)')).toHaveAccessibleErrorMessage(
      'Prijs per stuk: vul een bedrag in met hoogstens twee cijfers achter de komma.',
    );
    await expectNoAxeViolationsInBeheer(page);
    expect(created).toBe(0);
    await form.getByLabel('Klant').selectOption({ label: 'Jansen Webdesign' });
    await form.getByLabel('Omschrijving', { exact: true }).fill(description);
    await form.getByLabel('Van', { exact: true }).fill('2026-10-01');
    await form.getByLabel('Tot en met').fill('2026-10-31');
    await form.getByLabel('Omschrijving regel 1').fill('Ontwikkeling');
    await form.getByLabel('Aantal').fill('2,5');
    await form.getByLabel('Prijs per stuk (€, excl. btw)').fill('95');
    await form.getByRole('button', { name: 'Regel toevoegen' }).click();
    await form.getByLabel('Omschrijving regel 2').fill('Handboek');
    await form.getByLabel('Aantal').nth(1).fill('1');
    await form.getByLabel('Prijs per stuk (€, excl. btw)').nth(1).fill('20,00');
    await form.getByLabel('Btw-tarief').nth(1).selectOption('9');
    await expectNoAxeViolationsInBeheer(page);
    await form.getByRole('button', { name: 'Concept aanmaken' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Concept voor Jansen Webdesign' }),
    ).toBeVisible();
    expect(created).toBe(1);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Concept voor Jansen Webdesign' }),
    ).toBeVisible();
    // The concept opens for editing with its own customer and description.
    const edit = page.getByRole('form', { name: 'Concept bewerken' });
    await expect(edit.getByLabel('Klant').locator('option:checked')).toHaveText('Jansen Webdesign');
    await expect(edit.getByLabel('Omschrijving', { exact: true })).toHaveValue(description);
    // 2.5 × €95 = €237.50 + 21% and €20 + 9%.
    await expect(page.getByText('€ 309,18')).toBeVisible();
    // Sending numbers and mails the invoice: asked first. Declined, nothing is sent.
    let sends = 0;
    page.on('request', (request) => {
      if (/\/staff\/invoices\/\d+\/send$/.test(request.url())) sends += 1;
    });
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page.getByRole('button', { name: 'Verzenden' })).toBeEnabled();
    expect(sends).toBe(0);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('gaat per e-mail naar de klant');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Verzenden' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText(
      'de e-mail naar het factuur-e-mailadres van de klant gaat zo de deur uit',
    );
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const number = heading?.replace('Factuur ', '') ?? '';
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    await expect(page.getByRole('button', { name: 'Concept opslaan' })).toHaveCount(0);

    // A payment is judged by the contract's rule for amounts before it is sent.
    let payments = 0;
    await page.route(/\/staff\/invoices\/\d+\/payments$/, (route) => {
      payments += 1;
      return route.continue();
    });
    await page.getByLabel('Bedrag in euro’s').fill('honderd');
    await page.getByRole('button', { name: 'Betaling registreren' }).click();
    await expect(page.getByText('Bedrag: vul een bedrag in euro’s in, zoals 95,00.')).toBeVisible();
    expect(payments).toBe(0);
    // Typed as amounts are shown, with the euro sign and a decimal comma.
    await page.getByLabel('Bedrag in euro’s').fill('€ 100,00');
    await page.getByRole('button', { name: 'Betaling registreren' }).click();
    await expect(status).toHaveText('De betaling is geregistreerd.');
    await expect(page.getByText('Gedeeltelijk betaald').first()).toBeVisible();

    await page.getByRole('checkbox', { name: 'Handboek crediteren' }).check();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('Een creditfactuur maken voor 1 regel?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Creditfactuur maken voor 1 regel' }).click();
    await expect(status).toContainText(/Creditfactuur C\d{4}-\d{4} is gemaakt/);
    await expect(page.getByRole('cell', { name: 'gecrediteerd' })).toBeVisible();
    await expectNoAxeViolationsInBeheer(page);

    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalScroll(page);
    }

    const customer = await portalPageWithToken(browser, baseURL ?? '', await loginTokenWithCode(apiUrl));
    await open(customer, '/klantenportaal/facturen');
    await customer.getByRole('navigation', { name: 'Klantenportaal' }).waitFor();
    const sent = customer.getByRole('table', { name: 'Verstuurde facturen' });
    const row = sent.getByRole('row').filter({ hasText: number });
    // €309.18 − €100 paid − €21.80 credited.
    await expect(row.first()).toContainText('nog € 187,38 open');
    await expect(sent.getByRole('button', { name: /^PDF van creditfactuur C/ })).toBeVisible();
    await customer.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(customer);
    await customer.context().close();
  });
});
