import { expect, open, test } from '../support/fixtures.ts';
import { layoutShifts, slowDownCpu, totalShift } from '../support/layout-shift.ts';
import { openPortal } from '../support/portal-session.ts';

// Each test opens its own pages and changes nothing another reads: both workers share them.
test.describe.configure({ mode: 'parallel' });

test.describe('no layout shift', () => {
  for (const width of [390, 1440]) {
    test(`on the login page at ${width}px: the form is styled from the first paint`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await open(page, '/klantenportaal');
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  for (const path of ['/klantenportaal/noodoproep', '/klantenportaal/mijn-account']) {
    test(`on ${path} after a reload: the portal's frame stands while the session starts`, async ({
      page,
      apiUrl,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPortal(page, apiUrl, path);
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  for (const path of [
    '/klantenportaal/dashboard',
    '/klantenportaal/facturen',
    '/klantenportaal/webhosting',
  ]) {
    for (const width of [390, 1440]) {
      test(`on ${path} at ${width}px with a slow CPU: the lists fill their placeholders in place`, async ({
        page,
        apiUrl,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await slowDownCpu(page, 4);
        await openPortal(page, apiUrl, path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const shifts = await layoutShifts(page);
        expect(totalShift(shifts), JSON.stringify(shifts, null, 2)).toBeLessThan(0.01);
      });
    }
  }
});
