import { expect, open, test } from '../support/fixtures.ts';

// Each test opens its own pages and changes nothing another reads: both workers share them.
test.describe.configure({ mode: 'parallel' });

const publicRoutes = [
  ['/', 'Software die werkt zoals jouw bedrijf werkt'],
  ['/contact', 'Vertel ons wat je wilt bouwen'],
  ['/meet', 'Afspraak maken'],
  ['/bedankt', 'Bedankt!'],
  ['/algemene-voorwaarden', 'Algemene voorwaarden'],
  ['/privacyverklaring', 'Privacyverklaring'],
  ['/klantenportaal', 'Klantenportaal'],
  ['/klantenportaal/wachtwoord-vergeten', 'Wachtwoord vergeten'],
  ['/klantenportaal/wachtwoord-herstellen?token=onbekend', 'Nieuw wachtwoord kiezen'],
  ['/klantenportaal/e-mailadres-bevestigen?token=onbekend', 'E-mailadres bevestigen'],
] as const;

const portalRoutes = [
  '/klantenportaal/dashboard',
  '/klantenportaal/mijn-account',
  '/klantenportaal/noodoproep',
  '/klantenportaal/opdrachten',
  '/klantenportaal/opdrachten/nieuw',
  '/klantenportaal/opdrachten/aangemaakt',
  '/klantenportaal/opdrachten/1',
  '/klantenportaal/tijd-reserveren',
  '/klantenportaal/webhosting',
  '/klantenportaal/webhosting/1',
  '/klantenportaal/diensten',
  '/klantenportaal/uitloggen',
];

test.describe('the routes of the site', () => {
  for (const [path, heading] of publicRoutes) {
    test(`${path} renders on the server in Dutch`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="nl"');
      // The heading as text: markup inside it (a highlighted word) does not count.
      expect(html.replace(/<[^>]+>/g, '')).toContain(heading.replace("'", '&#x27;'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  for (const path of portalRoutes) {
    test(`${path} answers and sends a visitor who is not logged in to the login page`, async ({
      page,
      request,
    }) => {
      expect((await request.get(path)).status()).toBe(200);
      await page.goto(path);
      // To the login page, which brings the visitor back here afterwards (not to logging out).
      const back = path === '/klantenportaal/uitloggen' ? null : path;
      await expect(page).toHaveURL(
        (url) => url.pathname === '/klantenportaal' && url.searchParams.get('terug') === back,
      );
    });
  }

  test('an unknown address answers 404 with the path', async ({ page, request }) => {
    const response = await request.get('/bestaat/niet');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found: <!-- -->/bestaat/niet');
    await page.goto('/bestaat/niet');
    await expect(page.getByText('Page not found: /bestaat/niet')).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /bestaat niet/);
  });

  test('/404 is the not-found page, with status 404', async ({ request }) => {
    expect((await request.get('/404')).status()).toBe(404);
  });
});

test.describe('the header', () => {
  test('is 91px high on public pages and 55px on the portal', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('header').first()).toHaveJSProperty('offsetHeight', 91);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Klantenportaal' }).click();
    await expect(page).toHaveURL(/\/klantenportaal$/);
    await expect(page.locator('header').first()).toHaveJSProperty('offsetHeight', 55);
  });

  test('opens the main menu with the external links and closes it after a navigation', async ({ page }) => {
    await open(page, '/');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    for (const name of ['Maatwerk oplossingen', 'Android en iOS apps', 'Dedicated hosting']) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('scrolling', () => {
  test('goes to the top on navigation and back to the saved position on back', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const saved = await page.evaluate(() => window.scrollY);
    expect(saved).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }).click();
    await expect(page).toHaveURL(/privacyverklaring/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved);
  });
});

test('the API publishes its reference page', async ({ page, apiUrl }) => {
  await page.goto(`${apiUrl}/docs`);
  // Swagger UI draws the whole contract in the browser: on a busy machine that takes a while.
  await expect(page.getByText('Kodewerk provider API').first()).toBeVisible({ timeout: 60_000 });
});
