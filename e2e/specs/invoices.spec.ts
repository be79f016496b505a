import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expect, test } from '../support/fixtures.ts';
import { currentToken, expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

test.describe('invoices', () => {
  test('lists the invoices with VAT, due and overdue states, reached from the dashboard', async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');
    const onlinePayment = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && response.url().endsWith('/invoices/online-payment'),
    );
    await page.getByRole('link', { name: 'Alle facturen' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/facturen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
    await expect(page.locator('header').first()).toHaveJSProperty('offsetHeight', 55);

    const sent = page.getByRole('table', { name: 'Verstuurde facturen' });
    await expect(sent.getByRole('row')).not.toHaveCount(1);
    await expect(sent.getByText('Over de vervaldatum')).toHaveCount(1);
    await expect(sent.getByText('Openstaand')).toHaveCount(1);
    await expect(sent.getByText('Betaald').first()).toBeVisible();
    await expect(sent.getByText(/^\d+ dagen te laat$/)).toBeVisible();
    // Amounts in euros in Dutch notation: '€ 1.234,56'.
    const amounts = await sent.locator('td[data-label="Totaal"]').allInnerTexts();
    expect(amounts.length).toBeGreaterThan(3);
    for (const amount of amounts) expect(amount.trim()).toMatch(/^€\s\d{1,3}(\.\d{3})*,\d{2}$/);
    await expect(page.getByText(/^Openstaand: /)).toContainText('waarvan 1 over de vervaldatum');
    // How to pay, with or without a payment provider: by bank transfer with the invoice number.
    await expect(page.getByText(/^Betalen kan door het bedrag over te maken naar /)).toContainText(
      'NL91 ABNA 0417 1643 00 ten name van Kodewerk B.V., onder vermelding van het factuurnummer.',
    );
    // Without a Mollie key the API offers no online payment, and no invoice has a pay button.
    expect(await (await onlinePayment).json()).toEqual({ available: false });
    await expect(page.getByRole('button', { name: /met iDEAL/ })).toHaveCount(0);
    // Nor direct debit, and the page says so rather than offering a mandate.
    await expect(page.getByRole('region', { name: 'Automatische incasso' })).toContainText(
      'Automatische incasso is op dit moment niet mogelijk.',
    );

    // The lines of an invoice with the VAT per rate.
    const firstRow = sent.getByRole('row').nth(1);
    await firstRow.getByRole('button', { name: /^Regels/ }).click();
    await expect(sent.getByRole('table').getByText(/^Btw 21% over €\s/)).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Abonnementen' }).getByText('Domeinnamenbundel (7 domeinnamen)'),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Nog te factureren' })).toContainText('Totaal excl. btw');
    await expectNoAxeViolations(page);
  });

  test('a login ended elsewhere (logged out, removed from the team): the next page asks for a login and the amounts are gone', async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/facturen');
    await expect(page.getByText(/^Openstaand: /)).toBeVisible();
    const logout = await fetch(`${apiUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await currentToken(page)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    await page
      .getByRole('navigation', { name: 'Klantenportaal' })
      .getByRole('link', { name: 'Mijn account' })
      .click();
    // Mijn account opens its first sub-page, whose data the API refuses.
    await expect(page).toHaveURL(/\/klantenportaal\?terug=%2Fklantenportaal%2Fmijn-account%2Fgegevens$/);
    await expect(page.getByRole('region', { name: 'Inloggen' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/klantenportaal\?terug=/);
    await expect(page.getByText(/^Openstaand: /)).toHaveCount(0);
  });

  test('downloads a sent invoice as a PDF with what a Dutch invoice must carry', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/facturen');
    const sent = page.getByRole('table', { name: 'Verstuurde facturen' });
    const row = sent.getByRole('row').filter({ hasText: 'Over de vervaldatum' });
    const number = ((await row.locator('td[data-label="Factuur"] strong').textContent()) ?? '').trim();
    const total = ((await row.locator('td[data-label="Totaal"]').textContent()) ?? '').trim();

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `PDF van factuur ${number} downloaden` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`factuur-${number}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(await readFile((await file.path()) as string)) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    for (const required of [
      number,
      'Factuurdatum',
      'Vervaldatum',
      'Kodewerk B.V.',
      'KvK-nummer: 87654321',
      'Btw-id: NL004512378B01',
      'Voorbeeld B.V.',
      'Oudegracht 231',
      'NL857412369B01',
      'Btw 21% over',
      total.replace(/\s/g, ' '),
    ]) {
      expect(text).toContain(required);
    }
  });

  test('downloads a sent invoice as an e-invoice (UBL XML) beside its PDF', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/facturen');
    const row = page.getByRole('table', { name: 'Verstuurde facturen' }).getByRole('row').nth(1);
    const number = ((await row.locator('td[data-label="Factuur"] strong').textContent()) ?? '').trim();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `E-factuur (UBL) van factuur ${number} downloaden` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.xml`);
    const xml = await readFile((await file.path()) as string, 'utf8');
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
  });
});
