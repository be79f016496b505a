import { expect, open, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';
import {
  demoStaff,
  expectNoAxeViolationsInBeheer,
  expectNoHorizontalScroll,
  loginAsStaff,
} from '../support/staff.ts';

test.describe('prepaid hour bundles (strippenkaart)', () => {
  test('the customer sees what is left on the dashboard and what was drawn on the invoices page', async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');
    // Approved demo hours draw the bundle down (other tests approve more): what is left varies.
    const card = page.getByRole('region', { name: 'Strippenkaart' });
    await expect(card).toContainText(/\d+ uur.*over van 40 uur op je strippenkaart/);
    await card.getByRole('link', { name: 'Naar je strippenkaart' }).click();

    const section = page.getByRole('region', { name: 'Strippenkaart' });
    await expect(section.getByRole('meter', { name: /^Nog .+ van 40 uur$/ })).toBeVisible();
    await section.getByText(/^Afgeschreven uren \(\d+\)$/).click();
    await expect(section.getByText('Upgrade PHP 8.4 en Laravel 12')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('finance sells a bundle from the customer page: a concept invoice, usable once sent', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAsStaff(page, '', demoStaff.financieel);
    await open(page, '/beheer/klanten');
    await page.getByRole('link', { name: 'Jansen Webdesign' }).click();
    const panel = page.getByRole('region', { name: 'Strippenkaarten' });
    await expect(panel.getByText('Deze klant heeft geen strippenkaart.')).toBeVisible();

    const form = panel.getByRole('form', { name: 'Strippenkaart verkopen' });
    await form.getByLabel('Omschrijving').fill('Strippenkaart onderhoud');
    await form.getByLabel('Aantal uren').fill('nul');
    await form.getByLabel('Prijs van de strippenkaart (€, excl. btw)').fill('850,00');
    await form.getByRole('button', { name: 'Conceptfactuur maken' }).click();
    await expect(form.getByText('Aantal uren moet een getal zijn.')).toBeVisible();

    await form.getByLabel('Aantal uren').fill('10');
    await form.getByRole('button', { name: 'Conceptfactuur maken' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Strippenkaart onderhoud staat klaar als conceptfactuur.',
    );
    await expect(panel.getByText('Factuur nog niet verzonden')).toBeVisible();
    await expect(panel.getByText('Nog 10 uur van 10 uur')).toBeVisible();
    await expectNoAxeViolationsInBeheer(page);
    await expectNoHorizontalScroll(page);

    await panel.getByRole('link', { name: 'Conceptfactuur' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concept voor Jansen Webdesign');
    await expect(page.getByLabel('Omschrijving', { exact: true })).toHaveValue('Strippenkaart onderhoud');
  });
});
