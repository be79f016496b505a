import { readFile } from 'node:fs/promises';
import { expect, open, test } from '../support/fixtures.ts';
import { overflowOf, resizeTo } from '../support/overflow.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';
import { demoStaff, expectNoAxeViolationsInBeheer, loginAsStaff } from '../support/staff.ts';

test.describe('the rekeningoverzicht', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the customer opens it from the invoices, downloads the PDF, at 1440 and 360 px', async ({
    page,
    apiUrl,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPortal(page, apiUrl, '/klantenportaal/facturen');
    await page.getByRole('link', { name: 'Rekeningoverzicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rekeningoverzicht' })).toBeVisible();
    const items = page.getByRole('table', { name: 'Openstaande posten' });
    await expect(items.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/^Totaal te betalen|^Tegoed na verrekening/)).toBeVisible();
    await expect(items.locator('td[data-label="Open"]').first()).toHaveText(/^€\s[\d.]+,\d\d$/);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Rekeningoverzicht als PDF downloaden' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rekeningoverzicht-20\d\d-\d\d-\d\d\.pdf$/);
    expect((await readFile((await file.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');

    await resizeTo(page, 360);
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    await expectNoAxeViolations(page);
  });

  test('finance sees the open items by age, downloads them as CSV, at 1440, 360 and 320 px, and a customer’s statement', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAsStaff(page, '', demoStaff.financieel);
    await open(page, '/beheer/facturen');
    await page.getByRole('link', { name: 'Openstaande posten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Openstaande posten' })).toBeVisible();
    const buckets = page.getByRole('table', { name: 'Openstaand per leeftijd' });
    await expect(buckets.getByRole('rowheader')).toHaveText([
      '0–30 dagen',
      '31–60 dagen',
      '61–90 dagen',
      '90+ dagen',
    ]);
    await expect(page.getByRole('table', { name: 'Openstaande posten, de oudste eerst' })).toBeVisible();
    await expectNoAxeViolationsInBeheer(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Openstaande posten als CSV' }).click();
    const csv = await readFile((await (await download).path()) as string, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Klantnummer;Klant;Soort;Nummer;Datum;Vervaldatum;Dagen over vervaldatum;Leeftijd;Totaal;Betaald;Gecrediteerd;Open',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'De openstaande posten (CSV) zijn gedownload.' }),
    ).toBeVisible();
    await resizeTo(page, 360);
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    // WCAG's reflow width: the CSV button's label wraps.
    await resizeTo(page, 320);
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    await resizeTo(page, 360);

    await page
      .getByRole('table', { name: 'Openstaande posten, de oudste eerst' })
      .getByRole('link', { name: 'Voorbeeld B.V.' })
      .first()
      .click();
    const panel = page.getByRole('region', { name: 'Rekeningoverzicht' });
    await expect(panel.getByRole('table', { name: 'Openstaande posten' })).toBeVisible();
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    await resizeTo(page, 1440, 900);
    await expectNoAxeViolationsInBeheer(page);
  });
});
