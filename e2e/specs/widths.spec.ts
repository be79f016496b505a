import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { domainId } from '../support/hosting-fixtures.ts';
import { expectNoOverflow, followRequests, resizeTo, settle } from '../support/overflow.ts';
import { expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';
import { expectNoAxeViolationsInBeheer, loginAsStaff } from '../support/staff.ts';

// Each test opens its own pages and changes nothing another reads: both workers share them.
test.describe.configure({ mode: 'parallel' });

/** The widths of WCAG's reflow (320 CSS px), a tablet, a small laptop and a desktop. */
const widths = [320, 768, 1024, 1440] as const;

/** A phone, a tablet, a small laptop and a desktop: where the menus change shape. */
const menuWidths = [360, 768, 1024, 1440] as const;

const portalPages = [
  '/klantenportaal/dashboard',
  '/klantenportaal/opdrachten',
  '/klantenportaal/opdrachten/nieuw',
  '/klantenportaal/opdrachten/1',
  '/klantenportaal/offertes',
  '/klantenportaal/offertes/{offerte}',
  '/klantenportaal/facturen',
  '/klantenportaal/facturen/uren',
  '/klantenportaal/facturen/rekeningoverzicht',
  '/klantenportaal/webhosting',
  '/klantenportaal/webhosting/{domain}',
  '/klantenportaal/diensten',
  '/klantenportaal/tijd-reserveren',
  '/klantenportaal/noodoproep',
  '/klantenportaal/mijn-account/gegevens',
  '/klantenportaal/mijn-account/e-mail-en-wachtwoord',
  '/klantenportaal/mijn-account/beveiliging',
  '/klantenportaal/mijn-account/je-gegevens',
  '/klantenportaal/mijn-account/team',
];

/** The demo customer's sent offerte (the demo data has one). */
const demoOfferteId = async (apiUrl: string, token: string): Promise<number> => {
  const response = await fetch(`${apiUrl}/offertes`, { headers: { authorization: `Bearer ${token}` } });
  const [first] = (await response.json()) as { id: number }[];
  if (!first) throw new Error('No demo offerte');
  return first.id;
};

/** Opens "Regels" of every sent invoice. */
const openAllLines = async (page: Page) => {
  const closed = page
    .getByRole('table', { name: 'Verstuurde facturen' })
    .getByRole('button', { name: /^Regels van/, expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
};

/** Every width in turn on the page that is open, from the narrowest. */
const checkWidths = async (page: Page, path: string) => {
  for (const width of widths) {
    await resizeTo(page, width);
    await expectNoOverflow(page, `${path} at ${width}px`);
  }
};

// The public pages: public-pages.spec.ts, with their other checks at every width.
test.describe('every portal page fits the screen at 320, 768, 1024 and 1440 px', () => {
  // Four widths of a page in one test.
  test.describe.configure({ timeout: 90_000 });
  for (const path of portalPages) {
    test(`portal page ${path}`, async ({ page, apiUrl }) => {
      const token = await loginToken(apiUrl);
      let target = path.replace('{domain}', String(await domainId(apiUrl, token, 'voorbeeldbv.nl')));
      if (target.includes('{offerte}'))
        target = target.replace('{offerte}', String(await demoOfferteId(apiUrl, token)));
      await page.setViewportSize({ width: widths[0], height: 800 });
      await openPortal(page, apiUrl, target);
      await settle(page);
      await checkWidths(page, target);
    });
  }
});

test.describe('the invoices', () => {
  for (const width of [1024, 1280, 1440]) {
    test(`fit at ${width}px with the lines of every invoice opened`, async ({ page, apiUrl }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPortal(page, apiUrl, '/klantenportaal/facturen');
      await settle(page);
      const sent = page.getByRole('table', { name: 'Verstuurde facturen' });
      await expect(sent).toBeVisible();
      await openAllLines(page);
      await expect(sent.getByRole('button', { name: /^Regels van/, expanded: true }).first()).toBeVisible();
      await expectNoOverflow(page, `invoices at ${width}px`);
      // Every PDF button can be seen without scrolling sideways.
      for (const pdf of await sent.getByRole('button', { name: /^PDF van factuur/ }).all()) {
        const box = await pdf.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      }
    });
  }

  test('cards at 360px keep badges and long words inside', async ({ page, apiUrl }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openPortal(page, apiUrl, '/klantenportaal/facturen');
    await settle(page);
    const sent = page.getByRole('table', { name: 'Verstuurde facturen' });
    await expect(sent).toBeVisible();
    await openAllLines(page);
    await expectNoOverflow(page, 'invoices at 360px');
  });
});

test.describe('the back office', () => {
  const sections = [
    '/beheer/overzicht',
    '/beheer/opdrachten',
    '/beheer/noodoproepen',
    '/beheer/chat',
    '/beheer/status',
    '/beheer/domeinbestellingen',
    '/beheer/inhoud',
    '/beheer/klanten',
    '/beheer/offertes',
    '/beheer/facturen',
    '/beheer/tijd',
    '/beheer/serviceniveaus',
    '/beheer/medewerkers',
    '/beheer/audit',
    '/beheer/avg',
    '/beheer/mijn-account',
  ];

  // The chat's lists hold an event stream open: quiet is counted without it.
  test.beforeEach(({ page }) => followRequests(page));

  // A section per test, so that both workers share the sweep.
  for (const section of sections) {
    test(`${section}, its first pages${section === '/beheer/facturen' ? ' and every invoice' : ''} fit at 360px, the section at 768, 1024 and 1440 px`, async ({
      page,
    }) => {
      test.setTimeout(section === '/beheer/facturen' ? 180_000 : 90_000);
      await loginAsStaff(page);
      const opened = async (path: string) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settle(page);
      };
      await opened(section);
      const links = await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const inside = [...new Set(links.filter((href) => href.startsWith(`${section}/`)))];
      const pages = section === '/beheer/facturen' ? inside : inside.slice(0, 4);
      if (section === '/beheer/facturen') {
        expect(pages.filter((path) => /^\/beheer\/facturen\/\d+$/.test(path)).length).toBeGreaterThan(5);
      }
      await page.setViewportSize({ width: 360, height: 800 });
      for (const path of [...pages, section]) {
        await opened(path);
        await expectNoOverflow(page, `${path} at 360px`);
      }
      for (const width of [768, 1024, 1440]) {
        await resizeTo(page, width, 900);
        await expectNoOverflow(page, `${section} at ${width}px`);
      }
    });
  }
});

/** Seen whole without scrolling sideways: inside the window's width. */
const expectWithinWidth = async (target: Locator, width: number) => {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(
    box && box.x >= 0 && box.x + box.width <= width,
    `${await target.textContent()} within ${width}px`,
  ).toBe(true);
};

/**
 * On a phone the links wait behind the menu button: it says whether it is open, opens by keyboard,
 * shows every link, and Escape closes it and gives the button focus back.
 */
const expectMenuBehindButton = async (page: Page, nav: Locator, button: string, links: string[]) => {
  const toggle = nav.getByRole('button', { name: button });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link')).toHaveCount(0);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link')).toHaveText(links);
  for (const link of await nav.getByRole('link').all()) await expectWithinWidth(link, 360);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: links[0] })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(nav.getByRole('link')).toHaveCount(0);
};

test.describe("the portal's navigation", () => {
  const links = [
    'Dashboard',
    'Opdrachten',
    'Offertes',
    'Facturen',
    'Webhosting',
    'Diensten',
    'Tijd reserveren',
    'Noodoproep',
    'Mijn account',
    'Uitloggen',
  ];

  for (const width of menuWidths) {
    test(`reaches every item, Uitloggen included, at ${width}px`, async ({ page, apiUrl }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPortal(page, apiUrl, '/klantenportaal/dashboard');
      const nav = page.getByRole('navigation', { name: 'Klantenportaal' });
      if (width < 720) {
        await expectMenuBehindButton(page, nav, 'Portaalmenu', links);
        await nav.getByRole('button', { name: 'Portaalmenu' }).click();
        await expectNoAxeViolations(page);
        // A new page closes the menu.
        await nav.getByRole('link', { name: 'Mijn account' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
        await expect(nav.getByRole('button', { name: 'Portaalmenu' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      } else {
        await expect(nav.getByRole('button', { name: 'Portaalmenu' })).toBeHidden();
        await expect(nav.getByRole('link')).toHaveText(links);
        for (const link of await nav.getByRole('link').all()) await expectWithinWidth(link, width);
        // The whole menu lies above the page's heading, not beside it.
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        const menu = await nav.boundingBox();
        expect((menu?.y ?? 0) + (menu?.height ?? 0)).toBeLessThanOrEqual(heading?.y ?? 0);
      }
      await expectNoOverflow(page, `the portal's navigation at ${width}px`);
    });
  }
});

test.describe("the back office's header", () => {
  for (const width of menuWidths) {
    test(`reaches every section and Uitloggen at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginAsStaff(page);
      await page.goto('/beheer/opdrachten');
      await page.getByRole('heading', { level: 1, name: 'Opdrachten' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Beheer' });
      const sections = [
        'Overzicht',
        'Opdrachten',
        'Chat',
        'Noodoproepen',
        'Systeemstatus',
        'Domeinbestellingen',
        'Inhoud',
        'Klanten',
        'Producten',
        'Offertes',
        'Facturen',
        'Tijd en reserveringen',
        'Serviceniveaus',
        'Medewerkers',
        'Auditlog',
        'AVG',
      ];
      await expectWithinWidth(page.getByRole('button', { name: 'Uitloggen' }), width);
      if (width < 720) {
        // On a phone the page begins in the first screen, not below a screen of header.
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(heading?.y).toBeLessThan(300);
        await expectMenuBehindButton(page, nav, 'Beheermenu', sections);
        await nav.getByRole('button', { name: 'Beheermenu' }).click();
        await expectNoAxeViolationsInBeheer(page);
      } else {
        await expect(nav.getByRole('button', { name: 'Beheermenu' })).toBeHidden();
        await expect(nav.getByRole('link')).toHaveText(sections);
        for (const link of await nav.getByRole('link').all()) await expectWithinWidth(link, width);
      }
      await expectNoOverflow(page, `/beheer/opdrachten at ${width}px`);
    });
  }
});
