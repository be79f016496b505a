import { expect, open, test } from '../support/fixtures.ts';
import { openPortal } from '../support/portal-session.ts';
import {
  demoStaff,
  expectNoAxeViolationsInBeheer,
  expectNoHorizontalScroll,
  loginAsStaff,
} from '../support/staff.ts';

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
    await form.getByLabel('Klant').selectOption({ label: 'Voorbeeld B.V.' });
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

    await expect(page.getByRole('heading', { level: 1, name: 'Concept voor Voorbeeld B.V.' })).toBeVisible();
    // 2.5 × €95 = €237.50 + 21% and €20 + 9%.
    await expect(page.getByText('€ 309,18')).toBeVisible();
    await page.getByRole('button', { name: 'Verzenden' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('is verzonden naar het factuur-e-mailadres van de klant');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const number = heading?.replace('Factuur ', '') ?? '';
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    await expect(page.getByRole('button', { name: 'Concept opslaan' })).toHaveCount(0);

    await page.getByLabel('Bedrag (€)').fill('100');
    await page.getByRole('button', { name: 'Betaling registreren' }).click();
    await expect(status).toHaveText('De betaling is geregistreerd.');
    await expect(page.getByText('Gedeeltelijk betaald').first()).toBeVisible();

    await page.getByRole('checkbox', { name: 'Handboek crediteren' }).check();
    await page.getByRole('button', { name: 'Creditfactuur maken voor 1 regel' }).click();
    await expect(status).toContainText(/Creditfactuur C\d{4}-\d{4} is gemaakt/);
    await expect(page.getByRole('cell', { name: 'gecrediteerd' })).toBeVisible();
    await expectNoAxeViolationsInBeheer(page);

    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalScroll(page);
    }

    const context = await browser.newContext({ baseURL });
    const customer = await context.newPage();
    await openPortal(customer, apiUrl, '/klantenportaal/facturen');
    const sent = customer.getByRole('table', { name: 'Verstuurde facturen' });
    const row = sent.getByRole('row').filter({ hasText: number });
    // €309.18 − €100 paid − €21.80 credited.
    await expect(row.first()).toContainText('nog € 187,38 open');
    await expect(sent.getByRole('button', { name: /^PDF van creditfactuur C/ })).toBeVisible();
    await customer.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(customer);
    await context.close();
  });
});
