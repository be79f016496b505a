import type { APIRequestContext, Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures.ts';
import { linkIn, mailsTo, waitForMail } from '../support/mail.ts';
import { overflowOf } from '../support/overflow.ts';
import { expectNoAxeViolations } from '../support/portal-session.ts';
import { demoStaff, staffToken } from '../support/staff.ts';

const OLD_PASSWORD = 'Eerste-wachtwoord-81';
const NEW_PASSWORD = 'Tweede-wachtwoord-57';

/**
 * A customer of its own with one person who can log in: made by a staff member through the API
 * and invited, and the invitation taken. The demo customers keep their passwords for other specs.
 */
const newCustomerPerson = async (request: APIRequestContext, apiUrl: string): Promise<string> => {
  const token = await staffToken(demoStaff.ontwikkelaar);
  const headers = { authorization: `Bearer ${token}` };
  const customer = await request.post(`${apiUrl}/staff/customers`, {
    headers,
    data: { name: `Herstel B.V. ${Date.now()}` },
  });
  expect(customer.status()).toBe(201);
  const { id } = (await customer.json()) as { id: number };
  const email = `herstel-${Date.now()}@voorbeeld.nl`;
  const person = await request.post(`${apiUrl}/staff/customers/${id}/people`, {
    headers,
    data: { first_name: 'Lotte', last_name: 'de Boer', email },
  });
  expect(person.status()).toBe(201);
  const invitation = linkIn(await waitForMail(email), '/klantenportaal/uitnodiging?token=');
  const accepted = await request.post(`${apiUrl}/invitations/accept`, {
    data: {
      token: new URL(invitation).searchParams.get('token'),
      password: OLD_PASSWORD,
      password_confirmation: OLD_PASSWORD,
    },
  });
  expect(accepted.status()).toBe(200);
  return email;
};

const canLogIn = async (request: APIRequestContext, apiUrl: string, email: string, password: string) =>
  (await request.post(`${apiUrl}/login`, { data: { email, password, source: 'e2e' } })).status() === 200;

/** axe finds nothing, and at 360 px nothing scrolls sideways. */
const expectCleanPage = async (page: Page) => {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
  await page.setViewportSize({ width: 1440, height: 900 });
};

test.describe('password reset', () => {
  test.describe.configure({ timeout: 120_000 });

  test('"Wachtwoord vergeten?" in the popup: a link by mail, a new password, and the old one stops working', async ({
    page,
    request,
    apiUrl,
  }) => {
    const email = await newCustomerPerson(request, apiUrl);

    await open(page, '/');
    await page.getByRole('button', { name: 'Mijn Kodewerk' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/wachtwoord-vergeten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
    await expectCleanPage(page);

    const requestForm = page.getByRole('form', { name: 'Nieuwe link aanvragen' });
    await requestForm.getByLabel('E-mailadres').fill(email);
    await requestForm.getByRole('button', { name: 'Verstuur link' }).click();
    await expect(page.getByRole('heading', { name: 'Kijk in je mail' })).toBeVisible();
    await expectCleanPage(page);

    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    const mail = await waitForMail(email);
    expect(mail).toMatch(/^Subject: Kies een nieuw wachtwoord voor het klantenportaal$/m);
    const link = new URL(linkIn(mail, '/klantenportaal/wachtwoord-herstellen?token='));
    const path = link.pathname + link.search;

    await open(page, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord kiezen' })).toBeVisible();
    await expectCleanPage(page);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('heading', { name: 'Je wachtwoord is gewijzigd' })).toBeVisible();

    await expect
      .poll(async () => (await waitForMail(email)).includes('Subject: Je wachtwoord is gewijzigd'))
      .toBe(true);
    expect(await canLogIn(request, apiUrl, email, OLD_PASSWORD)).toBe(false);

    // Logging in with the new password through the login page.
    await page.getByRole('link', { name: 'Naar het inloggen' }).click();
    const form = page.getByRole('form', { name: 'Inloggen' });
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Wachtwoord').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/, { timeout: 20_000 });

    // The link works once: opened again, the page says so before a password is typed.
    await open(page, path);
    await expect(page.getByText('is al gebruikt of ouder dan een uur', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Vraag een nieuwe link aan' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/wachtwoord-vergeten$/);
    expect(await canLogIn(request, apiUrl, email, NEW_PASSWORD)).toBe(true);
  });
});
