import { rm } from 'node:fs/promises';
import { freePort, type Pair } from '../../scripts/lib/pair.mjs';
import { startDemoPair } from '../support/demo-pair.ts';
import { expect, test } from '../support/fixtures.ts';
import { demoCustomer, expectNoAxeViolations, openPortal } from '../support/portal-session.ts';
import { demoStaff, withStaffCode } from '../support/staff.ts';

const post = async (url: string, body: object, token?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/**
 * A pair of its own: a published document is shown to every customer of the run until accepted,
 * which the other specs' pages must not meet.
 */
test.describe('documents to accept', () => {
  let pair: Pair;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    ({ pair, dataDir } = await startDemoPair(
      'agreements',
      { API_URL: `http://localhost:${apiPort}`, SITE_URL: `http://localhost:${sitePort}` },
      { apiPort, sitePort },
    ));
  });
  test.afterAll(async () => {
    await pair?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('the eigenaar is told of a new verwerkersovereenkomst and accepts it; the notice then goes', async ({
    page,
  }) => {
    const { apiUrl, siteUrl } = pair;
    const account = demoStaff.beheerder;
    const login = await post(`${apiUrl}/staff/login`, { email: account.email, password: account.password });
    const session = await withStaffCode(account, (code) =>
      post(`${apiUrl}/staff/validate-mfa`, { token: login.body.mfa, code }),
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const published = await post(
      `${apiUrl}/staff/agreements`,
      {
        kind: 'verwerkersovereenkomst',
        version: '2.0',
        title: 'Verwerkersovereenkomst 2026',
        effective_on: today,
        content_html: '<p>Kodewerk verwerkt persoonsgegevens alleen in opdracht van de klant.</p>',
      },
      String(session.body.token),
    );
    expect(published.status).toBe(201);

    await openPortal(page, apiUrl, `${siteUrl}/klantenportaal/dashboard`);
    const notice = page.getByText('Er staat een nieuwe versie van een overeenkomst voor je klaar.');
    await expect(notice).toBeVisible();
    await page.getByRole('link', { name: 'Bekijk de overeenkomsten' }).click();

    const document = page.getByRole('region', { name: 'Verwerkersovereenkomst 2026' });
    await expect(document).toContainText(
      'Kodewerk verwerkt persoonsgegevens alleen in opdracht van de klant.',
    );
    await expect(document).toContainText('Verwerkersovereenkomst, versie 2.0');
    await expectNoAxeViolations(page);

    // The statement is required: without it nothing is sent.
    await document.getByRole('button', { name: 'Accepteren' }).click();
    await expect(document.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await document
      .getByRole('checkbox', { name: 'Ik heb dit document gelezen en accepteer het namens het bedrijf.' })
      .check();
    await document.getByRole('button', { name: 'Accepteren' }).click();
    await expect(document).toContainText(`Geaccepteerd door ${demoCustomer.name} op`);
    await expect(document.getByRole('button', { name: 'Accepteren' })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Klantenportaal' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
