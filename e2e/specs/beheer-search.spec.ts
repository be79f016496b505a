import type { Page } from '@playwright/test';
import { axe, axeFindings } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { loginAsStaff, staffToken } from '../support/staff.ts';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Zoeken' });
const input = (page: Page) => palette(page).getByRole('combobox', { name: 'Zoeken' });

/** A sent invoice of the demo data, as the back office lists it. */
const sentInvoice = async (apiUrl: string) => {
  const response = await fetch(`${apiUrl}/staff/invoices`, {
    headers: { authorization: `Bearer ${await staffToken()}` },
  });
  expect(response.status).toBe(200);
  const items = (await response.json()) as { id: number; number: string | null }[];
  // An invoice, not a credit note (whose number starts with C).
  const invoice = items.find((item) => /^\d/.test(item.number ?? ''));
  if (!invoice?.number) throw new Error('the demo data has no sent invoice');
  return { id: invoice.id, number: invoice.number };
};

test.describe('back office: search', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Ctrl+K searches as staff; the keyboard follows a hit; axe finds nothing at 360 and 1440 px', async ({
    page,
    apiUrl,
  }) => {
    const invoice = await sentInvoice(apiUrl);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAsStaff(page);
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await expect(input(page)).toBeFocused();

    // A customer by name, in the back office's own groups.
    await page.keyboard.type('voorbeeld');
    const customers = palette(page).getByRole('group', { name: 'Klanten' });
    await expect(customers.getByRole('option', { name: /Voorbeeld B\.V\./ })).toBeVisible();
    expect(await axeFindings(axe(page).include('dialog'))).toEqual([]);

    // An invoice by its number: down to it with the arrow keys, opened with Enter.
    await input(page).fill(invoice.number);
    const hit = palette(page)
      .getByRole('group', { name: 'Facturen' })
      .getByRole('option', { name: new RegExp(`Factuur ${invoice.number}`) });
    await expect(hit).toBeVisible();
    const options = palette(page).getByRole('option');
    const position = await options.evaluateAll(
      (all, wanted) => all.findIndex((option) => option.textContent?.includes(wanted)),
      `Factuur ${invoice.number}`,
    );
    for (let i = 0; i < position; i++) await page.keyboard.press('ArrowDown');
    await expect(hit).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await hit.getAttribute('id')) ?? '');

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await axeFindings(axe(page).include('dialog'))).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/beheer/facturen/${invoice.id}$`));
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice.number);
  });
});
