import type { APIRequestContext } from '@playwright/test';
import { expect, open, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mail.ts';
import { expectNoOverflow, resizeTo, settle } from '../support/overflow.ts';
import { demoCustomer, expectNoAxeViolations, openPortal } from '../support/portal-session.ts';
import { demoStaff, expectNoAxeViolationsInBeheer, loginAsStaff, staffToken } from '../support/staff.ts';

/**
 * A service of its own for Voorbeeld B.V., started today by staff through the API: a monthly
 * package with 40 days' notice, so that a cancellation today runs to the end of next month.
 */
const newService = async (request: APIRequestContext, apiUrl: string) => {
  const headers = { authorization: `Bearer ${await staffToken(demoStaff.beheerder)}` };
  const customers = await request.get(`${apiUrl}/staff/customers?q=Voorbeeld`, { headers });
  const customer = ((await customers.json()) as { id: number; name: string }[]).find(
    (row) => row.name === 'Voorbeeld B.V.',
  );
  const suffix = Date.now().toString(36);
  const product = await request.post(`${apiUrl}/staff/products`, {
    headers,
    data: {
      name: `Opzegpakket ${suffix}`,
      group: 'hosting',
      price_cents: '12,50',
      vat_rate: '21',
      period: 'maand',
      notice_days: '40',
    },
  });
  expect(product.status()).toBe(201);
  // A dearer package of the same group and period, to move to.
  const plus = await request.post(`${apiUrl}/staff/products`, {
    headers,
    data: {
      name: `Opzegpakket Plus ${suffix}`,
      group: 'hosting',
      price_cents: '20,00',
      vat_rate: '21',
      period: 'maand',
      notice_days: '40',
    },
  });
  expect(plus.status()).toBe(201);
  const description = `Webhosting opzegtest-${suffix}.nl`;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const service = await request.post(`${apiUrl}/staff/customers/${customer!.id}/product-services`, {
    headers,
    data: { product_id: ((await product.json()) as { id: number }).id, description, started_on: today },
  });
  expect(service.status()).toBe(201);
  return { customerId: customer!.id, description, plusName: `Opzegpakket Plus ${suffix}` };
};

test.describe('the portal: a customer acts on their services', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the eigenaar switches auto-renew and cancels at period end, seeing the end date first; staff see both', async ({
    page,
    request,
    apiUrl,
    browser,
    baseURL,
  }) => {
    const { customerId, description, plusName } = await newService(request, apiUrl);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPortal(page, apiUrl, '/klantenportaal/diensten');
    await expect(page.getByRole('heading', { level: 1, name: 'Diensten' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: description }) });
    await expect(card).toContainText('40 dagen voor het einde van een periode');
    await expect(card).toContainText('€ 12,50 per maand (excl. btw)');
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Automatisch verlengen uitzetten' }).click();
    await expect(card.getByRole('status')).toHaveText('Automatisch verlengen staat nu uit.');
    await expect(card).toContainText(/Automatisch verlengen\s*Uit/);
    await card.getByRole('button', { name: 'Automatisch verlengen aanzetten' }).click();
    await expect(card.getByRole('status')).toHaveText('Automatisch verlengen staat nu aan.');

    // Another package of the group: the difference for the rest of the period is shown before confirming.
    await card.getByRole('button', { name: 'Ander pakket kiezen' }).click();
    await card.getByRole('radio', { name: new RegExp(`^${plusName}:`) }).check();
    await expect(
      card.getByText(
        /^Je gaat vandaag over\. Voor de rest van deze periode betaal je €\s\d+,\d{2} bij \(excl\. btw\)/,
      ),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Pakket wijzigen bevestigen' }).click();
    await expect(card.getByText(new RegExp(`^Gekozen: ${plusName}\\.`))).toBeVisible();
    await expect(card).toContainText('€ 20,00 per maand (excl. btw)');

    await card.getByRole('button', { name: 'Opzeggen', exact: true }).click();
    const question = card.getByText(/^Zeg je nu op, dan loopt/);
    await expect(question).toBeFocused();
    await expect(question).toContainText(/tot en met \d+ \w+ \d{4}/);
    const endDate = (await question.locator('strong').textContent()) ?? '';
    await expectNoAxeViolations(page);
    await resizeTo(page, 360);
    await expectNoOverflow(page, 'services with the question open at 360px');
    await card.getByRole('button', { name: 'Opzeggen bevestigen' }).click();
    await expect(card.getByRole('status').last()).toHaveText(
      'De dienst is opgezegd. Je krijgt een bevestiging per e-mail.',
    );
    await expect(card).toContainText('Opgezegd per einde periode');
    await expect(card).toContainText(`Loopt tot en met ${endDate}`);
    await expect(card.getByRole('button', { name: 'Opzegging intrekken' })).toBeVisible();
    await expectNoOverflow(page, 'services at 360px');
    await expectNoAxeViolations(page);
    const mail = await waitForMail(
      demoCustomer.email,
      10_000,
      new RegExp(`Opzegging van ${description.replace(/\./g, '\\.')}`),
    );
    expect(mail).toContain(`Opzegging van ${description} bevestigd`);

    // Staff see the cancellation, the package change and both switches on the customer's page.
    const staffContext = await browser.newContext({
      baseURL,
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
      viewport: { width: 1440, height: 900 },
    });
    const staffPage = await staffContext.newPage();
    await loginAsStaff(staffPage, '', demoStaff.beheerder);
    await open(staffPage, `/beheer/klanten/${customerId}`);
    const requests = staffPage.getByRole('list', { name: `Verzoeken van de klant voor ${description}` });
    await expect(requests.getByRole('listitem')).toHaveText([
      /^Opgezegd door Jan de Vries op/,
      /^Ander pakket gekozen door Jan de Vries op/,
      /^Automatisch verlengen aangezet door Jan de Vries op/,
      /^Automatisch verlengen uitgezet door Jan de Vries op/,
    ]);
    await expectNoAxeViolationsInBeheer(staffPage);
    await staffContext.close();
  });

  test('the services page fits at 360 and 1440 px and has no axe findings', async ({ page, apiUrl }) => {
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openPortal(page, apiUrl, '/klantenportaal/diensten');
      await expect(page.getByRole('heading', { name: 'voorbeeldbv.nl', exact: true })).toBeVisible();
      await settle(page);
      await expectNoOverflow(page, `services at ${width}px`);
      await expectNoAxeViolations(page);
    }
  });
});
