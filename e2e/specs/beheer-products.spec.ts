import { expect, open, test } from '../support/fixtures.ts';
import { overflowOf, resizeTo } from '../support/overflow.ts';
import { demoStaff, expectNoAxeViolationsInBeheer, loginAsStaff } from '../support/staff.ts';

test.describe('back office: products and prices', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff add a product with a price typed the Dutch way, at 1440 and 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAsStaff(page, '', demoStaff.beheerder);
    await open(page, '/beheer/producten');
    await expect(page.getByRole('heading', { level: 1, name: 'Producten en prijzen' })).toBeVisible();
    const domains = page.getByRole('region', { name: 'Domeinnaam' });
    await expect(domains.getByRole('listitem').filter({ hasText: '.nl domeinnaam' })).toContainText(
      '€ 8,95 per jaar excl. btw',
    );

    await page.getByText('Product toevoegen', { exact: true }).click();
    const name = `Webhosting E2E ${Date.now().toString(36)}`;
    await page.getByLabel('Naam', { exact: true }).fill(name);
    await page.getByLabel('Prijs in euro’s', { exact: true }).fill('1.234,5');
    await page.getByLabel('Eenmalige kosten in euro’s').fill('49');
    await expectNoAxeViolationsInBeheer(page);
    await page.getByRole('button', { name: 'Product toevoegen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Het product is toegevoegd.' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Hosting' }).getByRole('listitem').filter({ hasText: name }),
    ).toContainText('€ 1.234,50 per maand excl. btw · 21% btw · eenmalig € 49,00');

    await resizeTo(page, 360);
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    await expectNoAxeViolationsInBeheer(page);
  });
});
