import { expect, open, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

const cards = [
  'Open opdrachten',
  'Openstaande facturen',
  'Nog te factureren',
  'Domeinnamen',
  'Servers',
  'Hostingpakketten',
  'Komende reserveringen',
];

test.describe('the dashboard', () => {
  test('shows a card per list with the customer’s data', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welkom terug, Jan.')).toBeVisible();
    for (const title of cards) {
      const card = page.getByRole('region', { name: title });
      await expect(card).toHaveAttribute('data-state', 'ready');
    }
    // The most urgent open orders, three at most (other tests add orders of their own), each
    // leading to its page.
    const orders = page.getByRole('region', { name: 'Open opdrachten' });
    await expect(orders.getByText(/^\d+ open opdracht(en)?$/)).toBeVisible();
    const listed = orders.getByRole('listitem').getByRole('link');
    expect(await listed.count()).toBeGreaterThanOrEqual(1);
    expect(await listed.count()).toBeLessThanOrEqual(3);
    const first = (await listed.first().textContent()) ?? '';
    await listed.first().click();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await page.goBack();
    await orders.getByRole('link', { name: 'Alle opdrachten' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/opdrachten$/);
  });

  test('shows an error card for a list that fails, and loads it again on retry', async ({ page, apiUrl }) => {
    let failing = true;
    await page.route(
      (url) => url.pathname === '/domain-names',
      (route) =>
        failing
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({
                statusCode: 500,
                error: 'internal_error',
                message: 'Er ging iets mis.',
              }),
            })
          : route.fallback(),
    );
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');

    const domains = page.getByRole('region', { name: 'Domeinnamen' });
    await expect(domains).toHaveAttribute('data-state', 'error');
    await expect(domains.getByText('De domeinnamen konden niet worden geladen.')).toBeVisible();
    // The other lists are not affected, and the session goes on after the refresh the failure caused.
    for (const title of cards.filter((name) => name !== 'Domeinnamen')) {
      await expect(page.getByRole('region', { name: title })).toHaveAttribute('data-state', 'ready');
    }
    await expectNoAxeViolations(page);

    failing = false;
    await domains.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(domains).toHaveAttribute('data-state', 'ready');
    await expect(domains.getByText(/\d+ domeinnamen?/)).toBeVisible();
  });

  test('sends a visitor without a session to the login page', async ({ page }) => {
    await open(page, '/klantenportaal/dashboard');
    await expect(page).toHaveURL(/\/klantenportaal\?terug=%2Fklantenportaal%2Fdashboard$/);
  });

  test('has nothing axe objects to, at 360 and 1440 pixels wide', async ({ page, apiUrl }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');
    await expect(page.getByRole('region', { name: 'Servers' })).toHaveAttribute('data-state', 'ready');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoAxeViolations(page);
  });
});
