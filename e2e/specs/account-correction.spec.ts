import { expect, test } from '../support/fixtures.ts';
import { openPortal } from '../support/portal-session.ts';

test('"Klopt er iets niet?" on Mijn account leads to the contact form', async ({ page, apiUrl }) => {
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account');
  await page.getByRole('link', { name: 'Laat het ons weten' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vertel ons wat je wilt bouwen' })).toBeVisible();
});
