import { Secret, TOTP } from 'otpauth';
import { expect, open, test } from '../support/fixtures.ts';
import {
  demoStaff,
  expectNoAxeViolationsInBeheer,
  expectNoHorizontalScroll,
  loginThroughStaffForm,
  staffToken,
} from '../support/staff.ts';

test.describe.configure({ timeout: 90_000 });

test('a beheerder logs in with the password and the code of the authenticator app', async ({ page }) => {
  await open(page, '/beheer');
  await expectNoAxeViolationsInBeheer(page);
  await loginThroughStaffForm(page);
  await expect(page).toHaveURL(/\/beheer\/overzicht$/);
  await expect(page.getByRole('heading', { name: 'Overzicht' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Beheer' });
  await expect(nav.getByRole('link', { name: 'Overzicht' })).toBeVisible();
  await expect(page.getByText('Sanne Bakker', { exact: true })).toBeVisible();
  await expectNoAxeViolationsInBeheer(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolationsInBeheer(page);

  // Logging out ends the session: the back office sends the browser to the login again.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('form', { name: 'Inloggen voor medewerkers' })).toBeVisible();
  await page.goto('/beheer/overzicht');
  await expect(page).toHaveURL(/\/beheer$/);
});

test('a financieel logs in too, with the role shown', async ({ page }) => {
  await loginThroughStaffForm(page, demoStaff.financieel);
  await expect(page.getByText('Eva Mulder', { exact: true })).toBeVisible();
  await expect(page.getByText('Financieel', { exact: true })).toBeVisible();
});

test('an invited staff member chooses a password and must set up the second factor before anything else', async ({
  page,
  apiUrl,
}) => {
  const token = await staffToken(demoStaff.beheerder);
  const email = `nieuw-${Date.now()}@kodewerk.nl`;
  const invited = await fetch(`${apiUrl}/staff/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, name: 'Noor de Boer', role: 'ontwikkelaar' }),
  });
  expect(invited.status).toBe(201);
  const link = new URL(((await invited.json()) as { invitation_url: string }).invitation_url);

  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Welkom, Noor de Boer' })).toBeVisible();
  await expectNoAxeViolationsInBeheer(page);
  await expectNoHorizontalScroll(page);
  const form = page.getByRole('form', { name: 'Wachtwoord kiezen' });
  await form.getByLabel('Wachtwoord', { exact: true }).fill('kort');
  await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(form.getByText('Wachtwoord moet tussen de 10 en 200 tekens bevatten.')).toBeVisible();
  await form.getByLabel('Wachtwoord', { exact: true }).fill('EenGoedWachtwoord1');
  await form.getByLabel('Herhaal wachtwoord').fill('EenGoedWachtwoord1');
  await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

  // Straight on to the setup; the back office's pages send the new staff member back to it.
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie instellen' })).toBeVisible();
  await page.goto('/beheer/overzicht');
  await expect(page).toHaveURL(/\/beheer$/);
  const secretText = page.locator('code');
  await expect(secretText).toBeVisible();
  await expect(page.getByRole('img', { name: /QR-code/ })).toBeVisible();
  await expectNoAxeViolationsInBeheer(page);
  await expectNoHorizontalScroll(page);

  const secret = ((await secretText.textContent()) ?? '').replace(/\s+/g, '');
  const setup = page.getByRole('form', { name: 'Tweestapsverificatie instellen' });
  await setup.getByLabel('Authenticatiecode').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await setup.getByRole('button', { name: 'Instellen en inloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/overzicht$/);
  await expect(page.getByText('Welkom, Noor de Boer.')).toBeVisible();
  await expectNoHorizontalScroll(page);
});
