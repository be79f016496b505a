import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

test('Je gegevens: ask for a copy, follow its progress, download it once', async ({ page, apiUrl }) => {
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/je-gegevens');
  const panel = page.getByRole('region', { name: 'Een kopie van je gegevens' });
  await expect(panel.getByRole('heading', { name: 'Mijn gegevens' })).toBeVisible();
  // Jan de Vries is the eigenaar: he may also ask for the company's.
  await expect(panel.getByRole('button', { name: 'Gegevens van het bedrijf opvragen' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Mijn gegevens opvragen' }).click();
  const downloadButton = panel.getByRole('button', { name: 'Download de kopie' });
  // The progress bar shows while the job runs; it may finish before the first poll.
  await expect(panel.getByRole('progressbar').or(downloadButton).first()).toBeVisible();
  await expect(downloadButton).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText(/^Klaar\. Te downloaden tot /)).toBeVisible();
  // From the top, as the other pages are checked: scrolled, the sticky header covers part of the
  // portal's navigation, which axe counts as too small a target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await downloadButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await file.path()) as string);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // A ZIP's directory names its files as they are.
  for (const name of ['LEESMIJ.txt', 'personen.json', 'opdrachten.json', 'beveiligingslogboek.json']) {
    expect(zip.includes(Buffer.from(name)), name).toBe(true);
  }
  await expect(panel.getByText(/^Gedownload\./)).toBeVisible();
  await expect(downloadButton).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mijn gegevens opvragen' })).toBeVisible();
});
