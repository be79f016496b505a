import type { Page } from '@playwright/test';
import { axe, axeFindings } from '../support/axe.ts';
import { expect, open, test } from '../support/fixtures.ts';
import { openPortal } from '../support/portal-session.ts';

// Each test opens its own pages and changes nothing another reads: both workers share them.
test.describe.configure({ mode: 'parallel' });

const palette = (page: Page) => page.getByRole('dialog', { name: 'Zoeken' });
const input = (page: Page) => palette(page).getByRole('combobox', { name: 'Zoeken' });
const options = (page: Page) => palette(page).getByRole('option');
const group = (page: Page, name: string) => palette(page).getByRole('group', { name });

const openPalette = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
  await expect(palette(page)).toBeVisible();
};

const searchFor = async (page: Page, q: string) => {
  await input(page).fill(q);
  await expect(options(page).first()).toBeVisible();
};

test.describe('search palette, anonymous', () => {
  test.beforeEach(async ({ page }) => {
    // The knowledge base and the sister sites live elsewhere: answer them here, never on the network.
    await page
      .context()
      .route(/^https:\/\/[a-z]+\.kodewerk\.nl\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Elders</title>' }),
      );
    await open(page, '/');
  });

  test('opens full-screen with the focus in an empty search field', async ({ page }) => {
    await openPalette(page);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Type hier om te zoeken');
    const box = await palette(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
  });

  test('groups the hits and shows the matches as emphasis, never as markup', async ({ page }) => {
    await openPalette(page);
    await searchFor(page, 'verhuizen');
    const hit = group(page, 'Kennisbank').getByRole('option', {
      name: /Je domeinnaam verhuizen naar Kodewerk/,
    });
    await expect(hit).toBeVisible();
    await expect(hit.locator('strong').first()).toHaveText(/verhuizen/i);
    await expect(palette(page)).not.toContainText('<strong>');

    await input(page).fill('contact');
    await expect(group(page, "Pagina's").getByRole('option', { name: /^Contact/ })).toBeVisible();
    await input(page).fill('bakkerij');
    await expect(group(page, 'Websites').getByRole('option', { name: /Bakkerij Korrel/ })).toBeVisible();
    const headings = await palette(page)
      .getByRole('group')
      .evaluateAll((groups) => groups.map((element) => element.getAttribute('aria-label')));
    const order = ['Kennisbank', 'Domeinnamen', 'Opdrachten', 'Klantenportaal', 'Websites', "Pagina's"];
    expect(headings).toEqual(order.filter((name) => headings.includes(name)));
  });

  test('finds words with accents, typos and while typing', async ({ page }) => {
    await openPalette(page);
    await searchFor(page, 'Cafe de zwaan');
    await expect(group(page, 'Websites').getByRole('option', { name: /Café De Zwaan/ })).toBeVisible();
    await searchFor(page, 'thunderbrid');
    await expect(options(page).first()).toContainText('Thunderbird');
    await searchFor(page, 'tweestapsver');
    await expect(options(page).first()).toContainText(/tweestapsverificatie/i);
  });

  test('keeps what is typed while the palette is still loading', async ({ page }) => {
    // A slow first load: the palette's code arrives a second after the click.
    await page.route(/search-palette-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
    await page.keyboard.type('verhuizem');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('n');
    await expect(input(page)).toHaveValue('verhuizen');
    await expect(input(page)).toBeFocused();
    await expect(options(page).first()).toContainText(/verhuizen/i);
    await page.keyboard.type(' domein');
    await expect(input(page)).toHaveValue('verhuizen domein');
  });

  test('adds a key typed the moment the palette opens to what was typed before', async ({ page }) => {
    // The palette opens with what was typed while its code loaded; a key that arrives before React
    // has drawn that text (the dialog is open, the field has the focus) must add to it.
    await page.route(/search-palette-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('dialog[open]');
        if (!dialog) return;
        observer.disconnect();
        document.execCommand('insertText', false, 'n');
      });
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    });
    await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
    await page.keyboard.type('verhuize');
    await expect(input(page)).toHaveValue('verhuizen');
  });

  test("says 'Geen resultaten gevonden' when nothing matches", async ({ page }) => {
    await openPalette(page);
    await input(page).fill('qwzxvjk');
    await expect(palette(page).getByRole('status')).toHaveText('Geen resultaten gevonden');
    await expect(options(page)).toHaveCount(0);
  });

  test('moves through the hits with the arrow keys', async ({ page }) => {
    await openPalette(page);
    await searchFor(page, 'e-mail instellen');
    await expect(options(page).nth(1)).toBeVisible();
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await input(page).press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
    const second = await options(page).nth(1).getAttribute('id');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', second ?? '');
    await input(page).press('ArrowUp');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await input(page).press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  });

  test('opens the selected hit on Enter: a page of the site inside the site', async ({ page }) => {
    await openPalette(page);
    await searchFor(page, 'privacyverklaring');
    const titles = await options(page).allInnerTexts();
    const target = titles.findIndex((title) => title.startsWith('Privacyverklaring'));
    expect(target).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < target; step++) await input(page).press('ArrowDown');
    await expect(options(page).nth(target)).toHaveAttribute('aria-selected', 'true');
    await input(page).press('Enter');
    await expect(page).toHaveURL(/\/privacyverklaring$/);
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacyverklaring');
  });

  test('opens the first hit on Enter while typing', async ({ page }) => {
    await openPalette(page);
    await searchFor(page, 'meet');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    const first = (await options(page).first().textContent()) ?? '';
    expect(first).toMatch(/^Plan een afspraak of videogesprek/);
    await input(page).press('Enter');
    await expect(page).toHaveURL(/\/meet$/);
  });

  test('opens the selected hit elsewhere in a new tab', async ({ page }) => {
    await openPalette(page);
    await searchFor(page, 'maatwerk oplossingen');
    const popup = page.waitForEvent('popup');
    await group(page, 'Websites')
      .getByRole('option', { name: /Maatwerk/ })
      .first()
      .click();
    expect((await popup).url()).toMatch(/^https:\/\/maatwerk\.kodewerk\.nl\/?$/);
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens a knowledge base article inside the site', async ({ page }) => {
    await openPalette(page);
    await searchFor(page, 'thunderbird');
    await group(page, 'Kennisbank')
      .getByRole('option', { name: /E-mail instellen in Thunderbird/ })
      .click();
    await expect(page).toHaveURL(/\/kennisbank\/e-mail\/e-mail-instellen-thunderbird$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail instellen in Thunderbird');
  });

  test('closes on Escape and on a click beside the panel, and starts afresh when opened again', async ({
    page,
  }) => {
    await openPalette(page);
    await searchFor(page, 'nameservers');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();

    await openPalette(page);
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeFocused();
    await expect(options(page)).toHaveCount(0);
    await page.mouse.click(5, 5);
    await expect(palette(page)).toBeHidden();
  });

  test('opens with Ctrl+K and with /', async ({ page }) => {
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await page.keyboard.press('/');
    await expect(palette(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });

  test('has no accessibility problems when open with hits', async ({ page }) => {
    await openPalette(page);
    await searchFor(page, 'domeinnaam');
    expect(await axeFindings(axe(page).include('dialog'))).toEqual([]);
  });
});

test.describe('search palette, logged in', () => {
  test("finds the customer's own domains, orders and portal pages, and never another customer's", async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');

    await openPalette(page);
    await searchFor(page, 'voorbeeld-shop');
    await expect(
      group(page, 'Domeinnamen').getByRole('option', { name: /voorbeeld-shop\.nl/ }),
    ).toBeVisible();

    await searchFor(page, 'noodoproep');
    await expect(group(page, 'Klantenportaal').getByRole('option', { name: /^Noodoproep/ })).toBeVisible();

    // An order of the other demo customer (Jansen Webdesign).
    await input(page).fill('WooCommerce PostNL');
    await expect(palette(page).getByRole('status')).toBeAttached();
    await expect(group(page, 'Opdrachten')).toHaveCount(0);

    await searchFor(page, 'Exportknop');
    const order = group(page, 'Opdrachten').getByRole('option', {
      name: /Exportknop voor openstaande orders/,
    });
    await expect(order).toBeVisible();
    await order.click();
    await expect(page).toHaveURL(/\/klantenportaal\/opdrachten\/\d+$/);
    await expect(palette(page)).toBeHidden();
  });
});
