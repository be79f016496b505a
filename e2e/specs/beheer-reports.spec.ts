import { readFile } from 'node:fs/promises';
import { expect, open, test } from '../support/fixtures.ts';
import { overflowOf, resizeTo } from '../support/overflow.ts';
import { demoStaff, expectNoAxeViolationsInBeheer, loginAsStaff } from '../support/staff.ts';

/** '€ 1.234,56' as the CSV writes it: '1234,56'. */
const asCsvAmount = (shown: string) => shown.replace(/[€\s.\u00a0]/g, '');

test.describe('back office: VAT return and revenue', () => {
  test.describe.configure({ timeout: 120_000 });

  test('finance opens the figures from the invoices, downloads the VAT return as CSV, at 1440, 360 and 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAsStaff(page, '', demoStaff.financieel);
    await open(page, '/beheer/facturen');
    await page.getByRole('link', { name: 'Btw en omzet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Btw en omzet' })).toBeVisible();
    await expect(page).toHaveURL(/\/beheer\/facturen\/btw-en-omzet$/);

    const quarter = page.getByLabel('Kwartaal');
    const chosen = await quarter.inputValue();
    expect(chosen).toMatch(/^20\d\d-Q[1-4]$/);
    const vatTable = page.getByRole('table', { name: /^Btw-aangifte / });
    await expect(vatTable.getByRole('row')).toHaveCount(5);
    const high = vatTable.getByRole('row').filter({ hasText: 'Leveringen/diensten belast met hoog tarief' });
    const shownTurnover = ((await high.locator('td[data-label="Omzet"]').textContent()) ?? '').trim();
    const shownVat = ((await high.locator('td[data-label="Btw"]').textContent()) ?? '').trim();
    await expect(page.getByText(/^Verschuldigde btw \(5a\): €/)).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^Omzet 20/ }).or(page.getByText(/^Niets gefactureerd/)),
    ).toBeVisible();
    await expectNoAxeViolationsInBeheer(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Btw-aangifte als CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`btw-aangifte-${chosen}.csv`);
    const csv = await readFile((await file.path()) as string, 'utf8');
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Kwartaal;Rubriek;Omschrijving;Omzet;Btw;Omzet in hele euro’s;Btw in hele euro’s');
    expect(rows[1]?.split(';').slice(0, 5)).toEqual([
      chosen,
      '1a',
      'Leveringen/diensten belast met hoog tarief',
      asCsvAmount(shownTurnover),
      asCsvAmount(shownVat),
    ]);
    await expect(
      page.getByRole('status').filter({ hasText: 'De btw-aangifte (CSV) is gedownload.' }),
    ).toBeVisible();

    const icpDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'ICP-opgaaf als CSV' }).click();
    expect((await icpDownload).suggestedFilename()).toBe(`icp-opgaaf-${chosen}.csv`);

    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    await resizeTo(page, 360);
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    await expectNoAxeViolationsInBeheer(page);
    // WCAG's reflow width: a label and its amount side by side still fit.
    await resizeTo(page, 320);
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
  });
});
