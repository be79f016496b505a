import type { Page } from '@playwright/test';
import { axe, axeFindings } from '../support/axe.ts';
import { expect, open, test } from '../support/fixtures.ts';
import { demoStaff, loginAsStaff } from '../support/staff.ts';

/** Logs a demo staff member in (one API login per account for the run) and opens the back office. */
const loginAs = (page: Page, role: keyof typeof demoStaff) => loginAsStaff(page, '', demoStaff[role]);

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('content at /beheer', () => {
  test('an article edited at /beheer: new title found by search, old address redirected with 301', async ({
    page,
    request,
  }) => {
    await loginAs(page, 'ontwikkelaar');
    await page.goto('/beheer/inhoud');
    const row = page.getByRole('row', { name: /Een domeinnaam doorsturen naar een andere website/ });
    await expect(row).toBeVisible();
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Een domeinnaam doorsturen naar een andere website',
    );
    await page.getByLabel('Titel').fill('Je domeinnaam laten doorverwijzen');
    await page.getByLabel('Slug').fill('domeinnaam-doorverwijzen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Opgeslagen.')).toBeVisible();
    await expect(page.getByText('Eerdere slugs (sturen door)')).toBeVisible();

    const old = await request.get('/kennisbank/domeinnamen/domein-doorsturen', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe('/kennisbank/domeinnamen/domeinnaam-doorverwijzen');

    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
    const palette = page.getByRole('dialog', { name: 'Zoeken' });
    await palette.getByRole('combobox', { name: 'Zoeken' }).fill('doorverwijzen');
    await palette.getByRole('option', { name: /Je domeinnaam laten doorverwijzen/ }).click();
    await expect(page).toHaveURL(/\/kennisbank\/domeinnamen\/domeinnaam-doorverwijzen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je domeinnaam laten doorverwijzen');
  });

  test('a new article is a concept, off the site, until staff put it on the site', async ({
    page,
    request,
  }) => {
    await loginAs(page, 'ontwikkelaar');
    await page.goto('/beheer/inhoud/artikelen/nieuw');
    const form = page.getByRole('form', { name: 'Nieuw artikel' });
    await form.getByLabel('Categorie').selectOption({ label: 'Domeinnamen en DNS' });
    await form.getByLabel('Titel').fill('Een subdomein voor de nieuwsbrief');
    await form.getByLabel('Slug').fill('subdomein-nieuwsbrief');
    await form
      .getByLabel('Omschrijving')
      .fill('Zo richt je een subdomein in voor de mails van je nieuwsbrief.');
    await form.getByRole('textbox', { name: 'Inhoud' }).click();
    await page.keyboard.type('Maak een CNAME-record aan bij je domeinnaam.');
    await expect(form.getByRole('checkbox', { name: 'Op de site zetten' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Artikel aanmaken' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een subdomein voor de nieuwsbrief');
    await expect(
      page.getByText('Nee, concept (wordt /kennisbank/domeinnamen/subdomein-nieuwsbrief)'),
    ).toBeVisible();
    expect((await request.get('/kennisbank/domeinnamen/subdomein-nieuwsbrief')).status()).toBe(404);

    await page.getByRole('checkbox', { name: 'Op de site zetten' }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Opgeslagen. De wijziging staat op de site en is vindbaar.')).toBeVisible();
    await page.getByRole('link', { name: '/kennisbank/domeinnamen/subdomein-nieuwsbrief' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een subdomein voor de nieuwsbrief');

    await page.goto('/beheer/inhoud');
    const row = page.getByRole('row', { name: /Een subdomein voor de nieuwsbrief/ });
    await expect(row.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();
  });

  test("the editors judge by the contract's rules, in Dutch, and save nothing that breaks them", async ({
    page,
  }) => {
    await loginAs(page, 'ontwikkelaar');
    await page.goto('/beheer/inhoud/artikelen/nieuw');
    const form = page.getByRole('form', { name: 'Nieuw artikel' });
    await form.getByRole('button', { name: 'Artikel aanmaken' }).click();
    for (const message of ['Categorie is verplicht.', 'Titel is verplicht.', 'Omschrijving is verplicht.']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByText('Inhoud is verplicht.')).toBeVisible();
    // Left empty, the slug comes from the title: no message for it.
    await expect(form.getByLabel('Slug')).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Slug').fill('Geen Slug');
    await form.getByLabel('Omschrijving').fill('Te kort');
    await expect(
      form.getByText('Slug mag alleen kleine letters, cijfers en losse streepjes bevatten.'),
    ).toBeVisible();
    await expect(form.getByText('Omschrijving moet tussen de 10 en 300 tekens bevatten.')).toBeVisible();
    await expect(page).toHaveURL(/\/beheer\/inhoud\/artikelen\/nieuw$/);

    await page.goto('/beheer/inhoud/sites/nieuw');
    const site = page.getByRole('form', { name: 'Nieuwe site' });
    await site.getByLabel('Domein').fill('geen domein');
    await site.getByRole('button', { name: 'Site toevoegen' }).click();
    await expect(site.getByText('Vul een domeinnaam in, zoals www.voorbeeld.nl.')).toBeVisible();
    await expect(site.getByText('Vul een https-adres in, zoals https://www.voorbeeld.nl.')).toBeVisible();
    await expect(page).toHaveURL(/\/beheer\/inhoud\/sites\/nieuw$/);
  });

  test('financieel reads the content but cannot change it', async ({ page }) => {
    await loginAs(page, 'financieel');
    await page.goto('/beheer/inhoud');
    await expect(page.getByRole('columnheader', { name: 'Nuttig', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nieuw artikel' })).toHaveCount(0);
    await page.getByRole('link', { name: 'E-mail instellen in Outlook' }).click();
    await expect(page.getByText('Je kunt de inhoud lezen, maar niet wijzigen.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  });

  for (const path of [
    '/beheer/inhoud',
    '/beheer/inhoud/categorieen',
    '/beheer/inhoud/paginas',
    '/beheer/inhoud/artikelen/nieuw',
    // Not content, but the same sweep: the service levels' form, holidays and monthly report.
    '/beheer/serviceniveaus',
  ]) {
    for (const width of [360, 1440]) {
      test(`${path} at ${width}px: no sideways scrolling, axe finds nothing`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        await loginAs(page, 'beheerder');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path.endsWith('/nieuw'))
          await expect(page.getByRole('toolbar', { name: 'Opmaak' })).toBeVisible();
        expect(await noHorizontalScroll(page)).toBe(true);
        expect(await axeFindings(axe(page))).toEqual([]);
      });
    }
  }
});
