import type { Page } from '@playwright/test';
import { axe, axeFindings } from '../support/axe.ts';
import { expect, open, test } from '../support/fixtures.ts';

// Each test opens its own pages and changes nothing another reads: both workers share them.
test.describe.configure({ mode: 'parallel' });

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const structuredData = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test.describe('knowledge base', () => {
  test('the footer leads to the knowledge base, a category and an article', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kennisbank' }).click();
    await expect(page).toHaveURL(/\/kennisbank$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kennisbank');
    await page.getByRole('link', { name: 'Domeinnamen en DNS', exact: true }).click();
    await expect(page).toHaveURL(/\/kennisbank\/domeinnamen$/);
    await page.getByRole('link', { name: 'DNS-records instellen' }).click();
    await expect(page).toHaveURL(/\/kennisbank\/domeinnamen\/dns-records-instellen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DNS-records instellen');
    await expect(page.getByText(/Laatst bijgewerkt:/).first()).toBeVisible();
    // The portal has no DNS tab: the article says how it really goes.
    await expect(page.locator('main')).not.toContainText('tabblad DNS');
    await expect(page.locator('main')).toContainText('Nieuwe opdracht');
  });

  test('an article is on the page before any script runs: title, canonical, contents, Article data', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/kennisbank/domeinnamen/dns-records-instellen`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('DNS-records instellen | Kodewerk');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/kennisbank\/domeinnamen\/dns-records-instellen$/,
    );
    const toc = page.getByRole('navigation', { name: 'Inhoud' });
    await expect(toc.getByRole('link')).toHaveText([
      'Een DNS-wijziging aanvragen',
      'De recordtypen',
      'Goed om te weten',
    ]);
    await expect(page.locator('#de-recordtypen')).toHaveText('De recordtypen');
    const [article] = await structuredData(page);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'DNS-records instellen',
      dateModified: expect.any(String),
    });
    await expect(page.getByRole('heading', { name: 'Gerelateerde artikelen' })).toBeVisible();

    // "Was dit artikel nuttig?" works without JavaScript too.
    await page.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Bedankt voor je antwoord!')).toBeVisible();
    await context.close();
  });

  test('"Was dit artikel nuttig?" thanks without leaving the page', async ({ page }) => {
    await open(page, '/kennisbank/e-mail/e-mail-instellen-thunderbird');
    await page.getByRole('button', { name: 'Nee' }).click();
    await expect(page.getByText('Bedankt voor je antwoord!')).toBeVisible();
    await expect(page).toHaveURL(/e-mail-instellen-thunderbird$/);
  });

  test('an old address of an article answers 301 to the current one', async ({ request, page }) => {
    const response = await request.get('/kennisbank/domeinnamen/dns-records-beheren', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/kennisbank/domeinnamen/dns-records-instellen');
    // An article under a category it is not in goes to its own category.
    const moved = await request.get('/kennisbank/e-mail/dns-records-instellen', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    await open(page, '/kennisbank/domeinnamen/dns-records-beheren');
    await expect(page).toHaveURL(/\/kennisbank\/domeinnamen\/dns-records-instellen$/);
  });

  test('an unknown article is not found', async ({ request }) => {
    expect((await request.get('/kennisbank/domeinnamen/bestaat-niet')).status()).toBe(404);
    expect((await request.get('/kennisbank/bestaat-niet')).status()).toBe(404);
  });

  test('the sitemap lists the knowledge base and its articles', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/kennisbank</loc>');
    expect(xml).toContain('/kennisbank/domeinnamen/dns-records-instellen</loc>');
    expect(xml).toContain('/veelgestelde-vragen</loc>');
  });

  for (const path of [
    '/kennisbank',
    '/kennisbank/klantenportaal',
    '/kennisbank/e-mail/spf-dkim-dmarc-instellen',
    '/veelgestelde-vragen',
  ]) {
    for (const width of [360, 1440]) {
      test(`${path} fits ${width}px without scrolling sideways and axe finds nothing`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        expect(await noHorizontalScroll(page)).toBe(true);
        expect(await axeFindings(axe(page))).toEqual([]);
      });
    }
  }
});

test.describe('frequently asked questions', () => {
  test('the footer leads to the questions, grouped by theme, marked up as FAQPage', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Veelgestelde vragen' }).click();
    await expect(page).toHaveURL(/\/veelgestelde-vragen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veelgestelde vragen');
    await expect(page.getByRole('heading', { level: 2, name: 'Facturen en betalen' })).toBeVisible();
    const question = page.getByText('Waar vind ik mijn facturen?');
    await question.click();
    await expect(page.getByText('In het klantenportaal onder Facturen.')).toBeVisible();
    const faq = (await structuredData(page)).find((data) => data['@type'] === 'FAQPage');
    const entities = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.map((entity) => entity.name)).toContain('Waar vind ik mijn facturen?');
    expect(entities.every((entity) => entity.acceptedAnswer.text.length > 0)).toBe(true);
  });

  test('a question found in search opens on the questions page', async ({ page }) => {
    await open(page, '/kennisbank/vragen-facturen/waar-vind-ik-mijn-facturen');
    await expect(page).toHaveURL(/\/veelgestelde-vragen#waar-vind-ik-mijn-facturen$/);
  });
});
