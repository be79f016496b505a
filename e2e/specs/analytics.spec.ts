import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { type Pair, startPair } from '../../scripts/lib/pair.mjs';
import { expect, open, test } from '../support/fixtures.ts';

const MATOMO = 'http://matomo.test';

/**
 * Stands in for matomo.js: it works through the command queue the site fills (_paq) and sends a
 * hit for every trackPageView to the tracker address, the way Matomo's own script does.
 */
const fakeTracker = `(() => {
  const state = {};
  const run = ([name, ...args]) => {
    if (name === 'setTrackerUrl') state.tracker = args[0];
    else if (name === 'setSiteId') state.site = args[0];
    else if (name === 'setCustomUrl') state.url = args[0];
    else if (name === 'setDocumentTitle') state.title = args[0];
    else if (name === 'disableCookies') state.cookies = false;
    else if (name === 'trackPageView') {
      const query = new URLSearchParams({ idsite: state.site, rec: '1', url: state.url, action_name: state.title,
        cookie: state.cookies === false ? '0' : '1' });
      new Image().src = state.tracker + '?' + query;
    }
  };
  (window._paq || []).forEach(run);
  window._paq = { push: run };
})();`;

/** Every request the page makes to an address outside the site and its API. */
const foreignRequests = (page: Page, allowed: string[]) => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const { origin } = new URL(request.url());
    if (!allowed.includes(origin) && origin !== 'null' && !request.url().startsWith('data:'))
      seen.push(request.url());
  });
  return seen;
};

test.describe('analytics', () => {
  test('a default install loads and sends nothing anywhere', async ({ page, baseURL, apiUrl, context }) => {
    const foreign = foreignRequests(page, [new URL(baseURL ?? '').origin, new URL(apiUrl).origin]);
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }).click();
    await expect(page).toHaveURL(/privacyverklaring/);
    await page.waitForTimeout(3500);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => '_paq' in window)).toBe(false);
    expect(await context.cookies()).toEqual([]);
  });

  test.describe('with MATOMO_URL', () => {
    let pair: Pair;
    let dataDir: string;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-e2e-matomo-'));
      pair = await startPair({
        dataDir,
        quiet: true,
        builtApi: true,
        env: {
          NODE_ENV: 'development',
          DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          MATOMO_URL: `${MATOMO}/`,
        },
      });
    });
    test.afterAll(async () => {
      await pair?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    test('one page view per route reaches the tracker, site id 1, no cookies', async ({ page, context }) => {
      test.setTimeout(60_000);
      const hits: URL[] = [];
      await page.route(`${MATOMO}/**`, async (route) => {
        const url = new URL(route.request().url());
        if (url.pathname === '/matomo.js') {
          await route.fulfill({ contentType: 'application/javascript', body: fakeTracker });
        } else {
          hits.push(url);
          await route.fulfill({ status: 204 });
        }
      });

      await open(page, `${pair.siteUrl}/`);
      const queued = await page.evaluate(() =>
        (window as unknown as { _paq: unknown[][] })._paq.map((c) => c[0]),
      );
      expect(queued).toEqual(
        expect.arrayContaining([
          'disableCookies',
          'setSiteId',
          'enableHeartBeatTimer',
          'enableLinkTracking',
          'trackPageView',
        ]),
      );
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }).click();
      await expect(page).toHaveURL(/privacyverklaring$/);
      // A jump to a section is no new page.
      await page.getByRole('navigation', { name: 'Inhoud' }).getByRole('link').first().click();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Algemene voorwaarden' }).click();
      await expect(page).toHaveURL(/algemene-voorwaarden$/);

      await expect.poll(() => hits.length, { timeout: 10_000 }).toBe(3);
      await page.waitForTimeout(500);
      expect(hits.map((hit) => new URL(hit.searchParams.get('url') ?? '').pathname)).toEqual([
        '/',
        '/privacyverklaring',
        '/algemene-voorwaarden',
      ]);
      expect(hits.map((hit) => hit.searchParams.get('action_name'))).toEqual([
        'Kodewerk | Maatwerk software, apps en dedicated hosting',
        'Privacyverklaring | Kodewerk',
        'Algemene voorwaarden | Kodewerk',
      ]);
      for (const hit of hits) {
        expect(hit.pathname).toBe('/matomo.php');
        expect(hit.searchParams.get('idsite')).toBe('1');
        expect(hit.searchParams.get('cookie')).toBe('0');
      }
      expect(await context.cookies()).toEqual([]);
    });
  });
});
