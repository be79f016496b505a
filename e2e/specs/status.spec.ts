import type { Page } from '@playwright/test';
import { axe, axeFindings } from '../support/axe.ts';
import { expect, open, test } from '../support/fixtures.ts';
import { linkIn, mailsTo, waitForMail } from '../support/mail.ts';
import {
  demoMfaCustomer,
  loginTokenWithCode,
  openPortal,
  portalPageWithToken,
} from '../support/portal-session.ts';
import { demoStaff, loginAsStaff } from '../support/staff.ts';

/**
 * The demo customer the incident touches: Jansen Webdesign (Petra Jansen, who logs in with a second
 * factor). The other demo customer, Voorbeeld B.V. (Jan de Vries), must not see it; the specs that
 * measure Jan's dashboard are not disturbed by a notice while this test runs.
 */
const touched = { company: demoMfaCustomer.company, server: 'jw-web01.kodewerk.nl' };

const expectAxeClean = async (page: Page) => {
  expect(await axeFindings(axe(page))).toEqual([]);
};

const expectNoSidewaysScroll = async (page: Page) => {
  await page.setViewportSize({ width: 360, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });
};

test.describe('system status', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an incident posted at /beheer/status shows on /status and on the touched customer’s dashboard only', async ({
    page,
    browser,
    apiUrl,
    baseURL,
  }) => {
    const title = `Server ${touched.server} onbereikbaar ${Date.now()}`;

    await loginAsStaff(page, '', demoStaff.ontwikkelaar);
    await open(page, '/beheer/status');
    await expect(page.getByRole('heading', { level: 1, name: 'Systeemstatus' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Onderhoud aan de DNS-servers', exact: true }),
    ).toBeVisible();
    await expectAxeClean(page);
    await expectNoSidewaysScroll(page);

    const form = page.getByRole('form', { name: 'Nieuwe melding' });
    await form.getByLabel('Titel').fill(title);
    await form.getByRole('checkbox', { name: 'Websitehosting' }).check();
    await form.getByLabel('Gevolgen').selectOption({ label: 'Volledige storing' });
    await form
      .getByLabel('Toelichting voor de statuspagina')
      .fill('We onderzoeken waarom de server niet reageert.');
    await form
      .getByRole('group', { name: touched.company })
      .getByRole('checkbox', { name: `Server ${touched.server}` })
      .check();
    await form.getByRole('button', { name: 'Melding plaatsen' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Melding geplaatst: ${title}.` })).toBeVisible();
    const posted = page.getByRole('article', { name: title });
    await expect(posted).toContainText('Wordt onderzocht');
    await expect(page.getByText(`server ${touched.server} (${touched.company})`)).toBeVisible();

    // The facts can be changed after posting.
    await page.getByText(`Melding wijzigen of verwijderen: ${title}`).click();
    const edit = page.getByRole('form', { name: `Melding wijzigen: ${title}` });
    await expect(edit.getByRole('checkbox', { name: `Server ${touched.server}` })).toBeChecked();
    await edit.getByLabel('Gevolgen').selectOption({ label: 'Gedeeltelijke storing' });
    await expectAxeClean(page);
    await edit.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Wijzigingen opgeslagen: ${title}.` }),
    ).toBeVisible();
    await expect(posted).toContainText('Gedeeltelijke storing');
    await expectAxeClean(page);

    // The public page, rendered on the server.
    const statusPage = await page.context().newPage();
    await open(statusPage, '/');
    await statusPage.getByRole('contentinfo').getByRole('link', { name: 'Systeemstatus' }).click();
    await expect(statusPage).toHaveURL(/\/status$/);
    await expect(statusPage.getByRole('heading', { level: 1, name: 'Systeemstatus' })).toBeVisible();
    await expect(statusPage).toHaveTitle(/^Systeemstatus \|/);
    await expect(statusPage.getByRole('article', { name: title })).toContainText(
      'We onderzoeken waarom de server niet reageert.',
    );
    await expect(
      statusPage.getByRole('listitem').filter({ hasText: 'Websitehosting' }).first(),
    ).toContainText('Gedeeltelijke storing');
    await expect(statusPage.getByText(/Laatst bijgewerkt op/)).toBeVisible();
    await expect(statusPage.getByRole('article', { name: 'Vertraagde aflevering van e-mail' })).toBeVisible();
    await expectAxeClean(statusPage);
    await expectNoSidewaysScroll(statusPage);

    // The same without JavaScript.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    const response = await plain.goto('/status');
    expect(response?.status()).toBe(200);
    await expect(plain.getByRole('heading', { level: 1, name: 'Systeemstatus' })).toBeVisible();
    await expect(plain.getByRole('article', { name: title })).toBeVisible();
    await noScript.close();

    // The touched customer's dashboard shows the notice, naming the server.
    const petra = await portalPageWithToken(browser, baseURL ?? '', await loginTokenWithCode(apiUrl));
    await open(petra, '/klantenportaal/dashboard');
    const notice = petra.getByRole('region', { name: 'Storing bij jouw diensten' });
    await expect(notice).toContainText(title);
    await expect(notice).toContainText(`server ${touched.server}`);
    await expect(notice.getByRole('link', { name: 'Bekijk de systeemstatus' })).toHaveAttribute(
      'href',
      '/status',
    );
    expect(await axeFindings(axe(petra).include('#inhoud'))).toEqual([]);
    await petra.context().close();

    // The other customer's dashboard does not.
    const jan = await browser.newContext({ baseURL });
    const janPage = await jan.newPage();
    const incidentsAnswer = janPage.waitForResponse((answer) =>
      answer.url().endsWith('/status/my-incidents'),
    );
    await openPortal(janPage, apiUrl, '/klantenportaal/dashboard');
    expect((await incidentsAnswer).status()).toBe(200);
    await expect(janPage.locator('[data-list="servers"][data-state="ready"]')).toBeVisible();
    await expect(janPage.getByRole('region', { name: /storing/i })).toHaveCount(0);
    await jan.close();

    // Petra was mailed that it started; resolving it mails her that it was resolved.
    await expect
      .poll(async () =>
        (await mailsTo(demoMfaCustomer.email)).some((mail) => mail.includes(`Storing: ${title}`)),
      )
      .toBe(true);
    const update = page.getByRole('form', { name: `Update plaatsen bij ${title}` });
    await update.getByLabel('Nieuwe status').selectOption({ label: 'Opgelost' });
    await update.getByLabel('Toelichting').fill('De server is herstart en werkt weer.');
    await update.getByRole('button', { name: 'Update plaatsen' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Update geplaatst: ${title}.` })).toBeVisible();
    await expect
      .poll(async () =>
        (await mailsTo(demoMfaCustomer.email)).some((mail) => mail.includes(`Opgelost: ${title}`)),
      )
      .toBe(true);
    await statusPage.reload();
    await expect(
      statusPage.getByRole('region', { name: 'Eerdere meldingen' }).getByRole('article', { name: title }),
    ).toBeVisible();
  });

  test('a visitor subscribes to status mails on /status, confirms with one click, and finds the feed', async ({
    page,
  }) => {
    const address = `status.${Date.now()}.${Math.floor(Math.random() * 1e6)}@voorbeeld.nl`;
    await open(page, '/status');
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      '/status/feed.atom',
    );
    const region = page.getByRole('region', { name: 'Meldingen per e-mail' });
    await region.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    await expect(region.getByRole('alert')).toHaveText('E-mailadres is verplicht.');
    await expect(region.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await region.getByLabel('E-mailadres').fill(address);
    await region.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    await expect(region.getByRole('status')).toContainText('Kijk in je mailbox');
    await expectAxeClean(page);

    const mail = await waitForMail(address);
    expect(mail).toContain('Subject: Bevestig je aanmelding voor statusmeldingen van Kodewerk');
    await page.goto(linkIn(mail, '/status/bevestigen?token='));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Aanmelding voor statusmeldingen bevestigen',
    );
    await page.getByRole('button', { name: 'Ja, bevestig' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je aanmelding is bevestigd');
    await page.goto(linkIn(mail, '/status/afmelden?token='));
    await page.getByRole('button', { name: 'Ja, meld mij af' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent afgemeld');

    const feed = await page.request.get('/status/feed.atom');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  });

  test('a logged-in customer chooses the mails about their own services only', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');
    await open(page, '/status');
    const region = page.getByRole('region', { name: 'Meldingen per e-mail' });
    const choice = region.getByRole('group', { name: 'Waarover wil je een mail?' });
    await expect(choice.getByRole('radio', { name: 'Alle storingen en al het onderhoud' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Alleen wat mijn diensten raakt' }).check();
    const address = `mijn.${Date.now()}.${Math.floor(Math.random() * 1e6)}@voorbeeld.nl`;
    await region.getByLabel('E-mailadres').fill(address);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/status/my-subscription'),
    );
    await region.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ email: address });
    await expect(region.getByRole('status')).toContainText('Kijk in je mailbox');
    await expectAxeClean(page);
    expect(await waitForMail(address)).toContain(
      'Subject: Bevestig je aanmelding voor statusmeldingen van Kodewerk',
    );
  });
});
