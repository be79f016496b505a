import { axe } from '../support/axe.ts';
import { expect, open, test } from '../support/fixtures.ts';
import { expectNoOverflow, resizeTo, settle } from '../support/overflow.ts';
import { openPortal } from '../support/portal-session.ts';
import { publicPages } from '../support/public-pages.ts';

// Each test opens its own pages and changes nothing another reads: both workers share them.
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility', () => {
  // One page load per page for everything checked at each width: the layout follows the
  // window, so the page is laid out again at each width rather than loaded anew.
  for (const path of publicPages) {
    test(`${path}: axe finds nothing at 360 and 1440 px, nothing sticks out from 320 to 1440 px, the account button stays on screen at 320 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await open(page, path);
      await settle(page);
      const account = page
        .getByRole('banner')
        .getByRole('button')
        .or(page.getByRole('banner').getByRole('link'))
        .last();
      const box = await account.boundingBox();
      expect(box, 'the account button').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), 'the account button within 320px').toBeLessThanOrEqual(320);
      for (const width of [320, 360, 768, 1024, 1440]) {
        await resizeTo(page, width, 900);
        await expectNoOverflow(page, `${path} at ${width}px`);
        if (width === 360 || width === 1440) {
          const { violations } = await axe(page).analyze();
          expect(
            violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
            `axe at ${width}px`,
          ).toEqual([]);
        }
      }
    });
  }

  test('the help panel: a labelled dialog, keyboard-usable, axe finds nothing', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Heeft u hulp nodig?' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Hoe kunnen we je helpen?' });
    await expect(dialog).toBeVisible();
    for (const name of ['Mail ons', 'Bel ons', 'Plan een gesprek']) {
      await expect(dialog.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: /Zoek in de kennisbank/ })).toBeVisible();
    // Not logged in: no emergency call.
    await expect(dialog.getByRole('link', { name: /Noodoproep/ })).toHaveCount(0);
    const { violations } = await axe(page).include('dialog').analyze();
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // The knowledge base search: the panel hands over to the search palette.
    await button.click();
    await dialog.getByRole('button', { name: /Zoek in de kennisbank/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByPlaceholder('Type hier om te zoeken')).toBeFocused();
  });

  test('the help panel offers the emergency call to a customer who is logged in', async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');
    await page.getByRole('button', { name: 'Heeft u hulp nodig?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hoe kunnen we je helpen?' });
    await dialog.getByRole('link', { name: /Noodoproep doen/ }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/noodoproep$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('navigation and search engines', () => {
  test('a table-of-contents link scrolls to its section', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 700 });
    await open(page, '/privacyverklaring');
    const toc = page.getByRole('navigation', { name: 'Inhoud' });
    await toc.getByRole('link', { name: /Hoe lang we gegevens bewaren/ }).click();
    await expect(page).toHaveURL(/#bewaartermijnen$/);
    const heading = page.getByRole('heading', { level: 2, name: /Hoe lang we gegevens bewaren/ });
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('an address with an anchor opens at its section', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 700 });
    await open(page, '/algemene-voorwaarden#aansprakelijkheid');
    await expect(page.getByRole('heading', { level: 2, name: /Aansprakelijkheid/ })).toBeInViewport();
  });

  test('each page has its own title, description, canonical address and social image', async ({
    page,
    baseURL,
  }) => {
    const seen = new Set<string>();
    for (const path of ['/', '/contact', '/meet', '/status', '/algemene-voorwaarden', '/privacyverklaring']) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      expect(description?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(path, baseURL).toString(),
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.jpg$/);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '2500');
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '1309');
    }
  });

  test('the social image is a 2500 × 1309 JPEG', async ({ page }) => {
    await page.goto('/');
    const size = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/og-image.jpg';
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size).toEqual([2500, 1309]);
  });

  test('sitemap.xml and robots.txt', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/contact', '/meet', '/status', '/algemene-voorwaarden', '/privacyverklaring']) {
      expect(xml).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
    }
    // No portal address (an article about the portal, under /kennisbank, is public).
    expect(xml).not.toContain(`<loc>${new URL('/klantenportaal', baseURL).toString()}`);
    expect(xml).toContain(`<loc>${new URL('/kennisbank', baseURL).toString()}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /klantenportaal');
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
  });
});
