import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  domainId,
  type HostingWorld,
  SITE_COLOUR,
  startHostingPair,
  startHostingWorld,
} from '../support/hosting-fixtures.ts';
import { expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';

const NO_PANEL =
  'Er is geen hostingcontrolepaneel gekoppeld, dus er kan nu geen inloglink worden gemaakt. Neem contact met ons op.';

test.describe('webhosting', () => {
  test('lists domains, hosting packages and servers, and leads to a domain', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/webhosting');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhosting' })).toBeVisible();
    const domains = page.getByRole('region', { name: 'Domeinnamen' });
    await expect(domains.getByRole('link', { name: 'voorbeeld.nl', exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Hostingpakketten' }).getByText('Zakelijk L'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Servers' }).getByText('srv-vb01.kodewerk.nl'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Servers' }).getByText('€ 149,00 per maand (excl. btw)'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await domains.getByRole('link', { name: 'voorbeeldbv.nl' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/webhosting\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'voorbeeldbv.nl' })).toBeVisible();
  });

  test('keeps the lock and automatic renewal after a reload', async ({ page, apiUrl }) => {
    const token = await loginToken(apiUrl);
    const id = await domainId(apiUrl, token, 'voorbeeldbv.nl');
    await openPortal(page, apiUrl, `/klantenportaal/webhosting/${id}`);
    const lock = page.getByRole('switch', { name: 'Domeinvergrendeling' });
    const renew = page.getByRole('switch', { name: 'Automatisch verlengen' });
    await expect(lock).toHaveAttribute('aria-checked', 'false');
    await expect(renew).toHaveAttribute('aria-checked', 'false');

    await lock.click();
    await expect(page.getByText('Domeinvergrendeling staat nu aan.')).toBeVisible();
    await renew.click();
    await expect(page.getByText('Automatisch verlengen staat nu aan.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Domeinvergrendeling' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('switch', { name: 'Automatisch verlengen' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // And off again, also kept.
    await page.getByRole('switch', { name: 'Automatisch verlengen' }).click();
    await expect(page.getByText('Automatisch verlengen staat nu uit.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Automatisch verlengen' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('switch', { name: 'Domeinvergrendeling' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('refuses a wrong host name among the nameservers, and saves them once right', async ({
    page,
    apiUrl,
  }) => {
    const token = await loginToken(apiUrl);
    const id = await domainId(apiUrl, token, 'voorbeeld.be');
    await openPortal(page, apiUrl, `/klantenportaal/webhosting/${id}`);
    const second = page.getByRole('textbox', { name: 'Nameserver 2' });
    await expect(second).toHaveValue('ns2.kodewerk.nl');

    await second.fill('ns2 kodewerk');
    await page.getByRole('button', { name: 'Nameservers opslaan' }).click();
    await expect(page.getByText('Vul een geldige hostnaam in, zoals ns1.voorbeeld.nl.')).toBeVisible();
    await expect(page.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeVisible();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toBeFocused();
    await expectNoAxeViolations(page);

    // Not saved: the API still has the old one.
    const before = await fetch(`${apiUrl}/domain-names/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await before.json()) as { nameservers: string[] }).nameservers).toContain('ns2.kodewerk.nl');

    await second.fill('NS2.Voorbeeld-Hosting.be');
    await page.getByRole('button', { name: 'Nameserver toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Nameserver 4' }).fill('ns4.voorbeeld-hosting.be');
    await page.getByRole('button', { name: 'Nameservers opslaan' }).click();
    await expect(page.getByText('De nameservers zijn opgeslagen.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nameserver 2' })).toHaveValue('ns2.voorbeeld-hosting.be');
    await expect(page.getByRole('textbox', { name: 'Nameserver 4' })).toHaveValue('ns4.voorbeeld-hosting.be');
  });

  test('shows why a login link cannot be made when no control panel is configured', async ({
    page,
    apiUrl,
  }) => {
    const token = await loginToken(apiUrl);
    const id = await domainId(apiUrl, token, 'voorbeeld.com');
    await openPortal(page, apiUrl, `/klantenportaal/webhosting/${id}`);
    await page.getByRole('button', { name: 'Inloggen op het controlepaneel' }).click();
    await expect(page.getByRole('alert').filter({ hasText: NO_PANEL })).toBeVisible();
  });

  test("does not show another customer's domain or one that does not exist", async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/webhosting/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Domeinnaam niet gevonden' })).toBeVisible();
    await expect(page.getByText('Deze domeinnaam bestaat niet, of is niet van jou.')).toBeVisible();
  });

  test('searches domain names, keeps the cart through a reload and orders it', async ({ page, apiUrl }) => {
    // Search, cart, reload and order in one journey: more than one step's time.
    test.slow();
    const name = `kaasboer${Date.now().toString(36)}`;
    await openPortal(page, apiUrl, '/klantenportaal/webhosting');
    const search = page.getByRole('region', { name: 'Domeinnaam zoeken' });
    // Judged by the contract's rules before anything is asked.
    let asked = 0;
    await page.route(`${apiUrl}/domain-names/price`, (route) => {
      asked += 1;
      return route.continue();
    });
    await search.getByRole('button', { name: 'Zoeken' }).click();
    await expect(search.getByText('Domeinnaam is verplicht.')).toBeVisible();
    await search.getByRole('textbox', { name: 'Domeinnaam' }).fill('-kaas-.nl');
    await expect(
      search.getByText(
        'Een domeinnaam bestaat uit letters, cijfers en streepjes, niet aan het begin of eind.',
      ),
    ).toBeVisible();
    expect(asked).toBe(0);
    await search.getByRole('textbox', { name: 'Domeinnaam' }).fill(`${name}.nl`);
    await search.getByRole('button', { name: 'Zoeken' }).click();
    const results = search.getByRole('list', { name: 'Zoekresultaten' });
    await expect(results.getByText(`${name}.nl`, { exact: true })).toBeVisible();
    await expect(results.getByRole('listitem').filter({ hasText: `${name}.nl` })).toContainText(
      /€\s7,95 het eerste jaar, daarna €\s8,95 per jaar \(excl\. btw\)/,
    );
    // The shared pair asks no registry: availability is unknown, and shown so rather than as free.
    await expect(results.getByRole('listitem').filter({ hasText: `${name}.nl` })).toContainText(
      'Beschikbaarheid onbekend: we controleren dit na je bestelling',
    );

    for (const tld of ['nl', 'com', 'eu', 'be']) {
      await results.getByRole('button', { name: `${name}.${tld} toevoegen aan winkelmand` }).click();
    }
    // The button names the action; the state is shown beside it.
    const inCart = results.getByRole('listitem').filter({ hasText: `${name}.nl` });
    await expect(inCart).toContainText('In je winkelmand');
    await expect(inCart.getByRole('button')).toHaveText('Uit winkelmand halen');
    const cart = page.getByRole('region', { name: 'Winkelmand' });
    await expect(cart.getByText(`${name}.be`, { exact: true })).toBeVisible();
    // The API's price: 7,95 + 11,95 + 6,95 + 7,95 = 34,80 excl. btw; 21% btw 7,31.
    await expect(cart.getByText('€ 42,11')).toBeVisible();

    await page.reload();
    const kept = page.getByRole('region', { name: 'Winkelmand' });
    await expect(kept.getByText(`${name}.nl`, { exact: true })).toBeVisible();
    await kept.getByRole('combobox', { name: `Looptijd van ${name}.nl` }).selectOption('2');
    await kept.getByRole('combobox', { name: 'Voordeelpakket' }).selectOption('merkbescherming');
    // 34,80 + 8,95 = 43,75; 15% off: 37,19; 21% btw 7,81: 45,00.
    await expect(kept.getByText('€ 45,00')).toBeVisible();
    await kept.getByRole('combobox', { name: 'Voordeelpakket' }).selectOption('bundel');
    await kept.getByRole('combobox', { name: 'Voordeelpakket' }).selectOption('portfolio');
    await expect(
      kept.getByText('Het Portfoliovoordeel geldt vanaf 10 domeinnamen in je winkelmand.'),
    ).toBeVisible();
    await expect(kept.getByRole('button', { name: 'Bestellen' })).toBeDisabled();
    await kept.getByRole('combobox', { name: 'Voordeelpakket' }).selectOption('merkbescherming');
    await expectNoAxeViolations(page);

    await kept.getByRole('button', { name: 'Bestellen' }).click();
    await expect(kept.getByRole('status')).toContainText('van € 45,00 (incl. btw) is ontvangen');
    await expect(kept.getByRole('status')).toContainText(
      `Of ${name}.nl, ${name}.com, ${name}.eu, ${name}.be nog vrij zijn`,
    );
    await expect(kept.getByText('Je winkelmand is leeg.')).toHaveCount(0);

    // The ordered names are listed with their state at once.
    const ordered = page.getByRole('region', { name: 'Bestelde domeinnamen' });
    for (const tld of ['nl', 'com', 'eu', 'be']) {
      await expect(ordered.getByRole('row').filter({ hasText: `${name}.${tld}` })).toContainText(
        'Aangevraagd',
      );
    }
    await expect(ordered.getByRole('row').filter({ hasText: `${name}.nl` })).toContainText('2 jaar');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Winkelmand' }).getByText('Je winkelmand is leeg.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bestelde domeinnamen' })).toContainText(`${name}.eu`);

    // Ordered once: searched again, the name says so and cannot go into the cart.
    const again = page.getByRole('region', { name: 'Domeinnaam zoeken' });
    await again.getByRole('textbox', { name: 'Domeinnaam' }).fill(`${name}.nl`);
    await again.getByRole('button', { name: 'Zoeken' }).click();
    const row = again.getByRole('listitem').filter({ hasText: `${name}.nl` });
    await expect(row).toContainText('Al besteld: aangevraagd');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('with a hosting control panel and websites', () => {
  let world: HostingWorld;
  let hosting: Awaited<ReturnType<typeof startHostingPair>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    world = await startHostingWorld({ panelDelayMs: 700 });
    hosting = await startHostingPair(world);
  });
  test.afterAll(async () => {
    await hosting?.close();
    await world?.close();
  });

  test('polls the login-link job to its end and opens the control panel in a new tab', async ({ page }) => {
    const { apiUrl, siteUrl } = hosting.pair;
    const token = await loginToken(apiUrl);
    const id = await domainId(apiUrl, token, 'voorbeeld-shop.nl');
    const polls: Request[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/job-status/')) polls.push(request);
    });
    await openPortal(page, apiUrl, `${siteUrl}/klantenportaal/webhosting/${id}`);

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Inloggen op het controlepaneel' }).click();
    const panel = await popup;
    await expect(panel.getByRole('heading', { name: 'Controlepaneel van voorbeeld-shop.nl' })).toBeVisible();
    expect(new URL(panel.url()).searchParams.get('next')).toBe('/');
    expect(world.loginRequests.at(-1)).toEqual({
      authorization: 'Bearer e2e-paneel-sleutel',
      body: { domain: 'voorbeeld-shop.nl', redirect_url: '/' },
    });
    // The panel takes 700 ms: the site asked after the job several times, about 250 ms apart.
    // Timed by the browser when each request left, not when the test heard of it: under load the
    // test's events arrive late and bunched. One job, asked after one request at a time.
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(polls.map((request) => request.url())).size).toBe(1);
    const sentAt = polls.map((request) => request.timing().startTime).sort((a, b) => a - b);
    const gaps = sentAt.slice(1).map((at, index) => at - (sentAt[index] as number));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(200);
    await expect(page.getByRole('button', { name: 'Inloggen op het controlepaneel' })).toBeEnabled();
  });

  test('shows a screenshot of the website that the test serves', async ({ page }) => {
    const { apiUrl, siteUrl } = hosting.pair;
    const token = await loginToken(apiUrl);
    const id = await domainId(apiUrl, token, 'voorbeeld.nl');
    await openPortal(page, apiUrl, `${siteUrl}/klantenportaal/webhosting/${id}`);
    const image = page.getByRole('img', { name: 'Schermafbeelding van de website voorbeeld.nl' });
    await expect(image).toBeVisible({ timeout: 30_000 });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByText(/^Zo zag voorbeeld\.nl eruit op /)).toBeVisible();
    // The picture is of the page served here: its colour, at full width.
    const pixel = await image.evaluate((element: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = element.naturalWidth;
      canvas.height = element.naturalHeight;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(element, 0, 0);
      const [r, g, b] = context.getImageData(20, 20, 1, 1).data;
      return { width: element.naturalWidth, r, g, b };
    });
    expect(pixel).toEqual({ width: 1280, ...SITE_COLOUR });
    await expectNoAxeViolations(page);
  });
});
