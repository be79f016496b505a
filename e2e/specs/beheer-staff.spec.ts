import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, open, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mail.ts';
import { openPortal } from '../support/portal-session.ts';
import {
  demoStaff,
  expectNoAxeViolationsInBeheer,
  expectNoHorizontalScroll,
  loginAsStaff,
} from '../support/staff.ts';

// The first test follows a staff member from invitation to deactivation with axe at two widths on
// the way: on a busy two-core machine (CI runs the API suites beside it) that took over 150 s.
test.describe.configure({ timeout: 300_000 });

/** axe with the experimental rules finds nothing, and nothing sticks out sideways at 360 px. */
const expectCleanPage = async (page: Page) => {
  await expectNoAxeViolationsInBeheer(page);
  await page.setViewportSize({ width: 360, height: 900 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolationsInBeheer(page);
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** Sets up the authenticator app on the setup form that follows a password, with its secret. */
const setUpFactor = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie instellen' })).toBeVisible();
  const secret = ((await page.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  const setup = page.getByRole('form', { name: 'Tweestapsverificatie instellen' });
  await setup.getByLabel('Authenticatiecode').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await setup.getByRole('button', { name: 'Instellen en inloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/overzicht$/);
};

test('a beheerder invites a staff member, changes the role, resets the factor and deactivates; the audit log shows it', async ({
  page,
  browser,
}) => {
  await loginAsStaff(page);
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Medewerkers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medewerkers' })).toBeVisible();
  const self = page.getByRole('listitem').filter({ hasText: demoStaff.beheerder.email });
  await expect(self.getByText('Sanne Bakker (jij)')).toBeVisible();
  // Nobody deactivates themself or takes away their own factor here.
  await expect(self.getByRole('button', { name: /Deactiveren/ })).toHaveCount(0);
  await expect(self.getByRole('button', { name: /Tweede factor/ })).toHaveCount(0);
  await expectCleanPage(page);

  // Invite: the contract's messages first, then the link.
  const invite = page.getByRole('form', { name: 'Medewerker uitnodigen' });
  await invite.getByLabel('E-mailadres').fill('geen-adres');
  await invite.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(invite.getByText('Naam is verplicht.')).toBeVisible();
  await expect(invite.getByText('Vul een geldig e-mailadres in.')).toBeVisible();

  const name = `Mila Smit ${Date.now().toString(36)}`;
  const email = `mila-${Date.now()}@kodewerk.nl`;
  await invite.getByLabel('Naam').fill(name);
  await invite.getByLabel('E-mailadres').fill(email);
  await expect(invite.getByLabel('Rol')).toHaveValue('ontwikkelaar');
  await invite.getByLabel('Rol').selectOption({ label: 'Ontwikkelaar' });
  const invited = page.waitForResponse(
    (response) => response.url().endsWith('/staff/members') && response.request().method() === 'POST',
  );
  await invite.getByRole('button', { name: 'Uitnodigen' }).click();
  const memberId = ((await (await invited).json()) as { member: { id: number } }).member.id;
  await expect(
    page.getByText(`${name} is uitgenodigd. De uitnodiging is gemaild naar ${email}.`),
  ).toBeVisible();
  const link = new URL(await page.getByLabel('Uitnodigingslink').inputValue());
  expect(await waitForMail(email)).toContain(link.searchParams.get('token') ?? 'geen token');
  const member = page.getByRole('listitem').filter({ hasText: email });
  await expect(member.getByText('Uitgenodigd', { exact: true })).toBeVisible();
  await expectCleanPage(page);

  // The invitee chooses a password and is sent on to set up the second factor.
  const context = await browser.newContext({ baseURL: process.env.SITE_URL, locale: 'nl-NL' });
  const invitee = await context.newPage();
  await open(invitee, link.pathname + link.search);
  const password = invitee.getByRole('form', { name: 'Wachtwoord kiezen' });
  await password.getByLabel('Wachtwoord', { exact: true }).fill('EenGoedWachtwoord1');
  await password.getByLabel('Herhaal wachtwoord').fill('EenGoedWachtwoord1');
  await password.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await setUpFactor(invitee);
  // An ontwikkelaar does not see the staff pages.
  await expect(
    invitee.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Medewerkers' }),
  ).toHaveCount(0);

  await page.reload();
  await expect(member.getByText('Actief', { exact: true })).toBeVisible();
  await expect(member.getByText('Ingesteld', { exact: true })).toBeVisible();

  // Role change.
  await member.getByLabel(`Rol van ${name}`).selectOption({ label: 'Financieel' });
  await member.getByRole('button', { name: `Rol opslaan van ${name}` }).click();
  await expect(page.getByText(`${name} is nu financieel.`)).toBeVisible();
  await expect(member.getByRole('definition').filter({ hasText: /^Financieel$/ })).toBeVisible();

  // A lost phone: the factor goes, the sessions end, the next login sets up a new one.
  page.once('dialog', (dialog) => void dialog.accept());
  await member.getByRole('button', { name: `Tweede factor opnieuw instellen voor ${name}` }).click();
  await expect(page.getByText(`De tweede factor van ${name} is verwijderd.`, { exact: false })).toBeVisible();
  await expect(member.getByText('Niet ingesteld', { exact: true })).toBeVisible();
  await invitee.goto('/beheer/overzicht');
  await expect(invitee).toHaveURL(/\/beheer$/);
  const login = invitee.getByRole('form', { name: 'Inloggen voor medewerkers' });
  await login.getByLabel('E-mailadres').fill(email);
  await login.getByLabel('Wachtwoord').fill('EenGoedWachtwoord1');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await setUpFactor(invitee);

  // Deactivate: logged out everywhere.
  page.once('dialog', (dialog) => void dialog.accept());
  await member.getByRole('button', { name: `Deactiveren ${name}` }).click();
  await expect(page.getByText(`${name} is gedeactiveerd en overal uitgelogd.`)).toBeVisible();
  await expect(member.getByText('Gedeactiveerd', { exact: true }).first()).toBeVisible();
  await invitee.goto('/beheer/overzicht');
  await expect(invitee).toHaveURL(/\/beheer$/);
  await context.close();

  // The audit log: every write; from the staff page, filtered to this staff member's record.
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Auditlog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
  await expectCleanPage(page);
  await page.goBack();
  await member.getByRole('link', { name: `Wijzigingen in het auditlog van ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/beheer/audit\\?entity=staff_member&entity_id=${memberId}$`));
  const filters = page.getByRole('form', { name: 'Filteren' });
  await expect(filters.getByLabel('Soort record')).toHaveValue('staff_member');
  await expect(filters.getByLabel('Recordnummer')).toHaveValue(String(memberId));
  const entries = page.getByRole('list', { name: 'Regels' }).getByRole('listitem');
  // Invited, factor confirmed, role changed, factor reset, factor confirmed again, deactivated: newest first.
  await expect(page.getByText('6 regels, nieuwste eerst.', { exact: false })).toBeVisible();
  await expect(entries.nth(0)).toContainText('Medewerker: gedeactiveerd');
  await expect(entries.nth(0)).toContainText('door Sanne Bakker');
  await expect(entries.nth(2)).toContainText('Tweede factor: opnieuw ingesteld');
  await expect(entries.nth(3)).toContainText('Medewerker: rol gewijzigd');
  await expect(entries.nth(5)).toContainText('Medewerker: uitgenodigd');
  await entries.nth(3).getByText('Wijzigingen (1)').click();
  await expect(entries.nth(3).getByText('rol', { exact: true })).toBeVisible();
  await expect(entries.nth(3)).toContainText('was ontwikkelaar → wordt financieel');
  await expect(entries.nth(0)).toContainText(/vanaf \S+/);
  await expectCleanPage(page);

  // Narrower: only Sanne's staff actions on this record; then a day without any.
  await filters.getByLabel('Medewerker').selectOption({ label: 'Sanne Bakker' });
  await filters.getByLabel('Actie').selectOption({ label: 'Medewerker (alles)' });
  await filters.getByRole('button', { name: 'Filteren' }).click();
  await expect(page.getByText('3 regels, nieuwste eerst.', { exact: false })).toBeVisible();
  await expect(entries).toHaveCount(3);
  await expect(page).toHaveURL(/action=staff\./);
  // Tomorrow as the back office counts days, in Amsterdam (after 23:00 UTC it is already tomorrow there).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await filters.getByLabel('Vanaf').fill(tomorrow);
  await filters.getByRole('button', { name: 'Filteren' }).click();
  await expect(page.getByText('Geen regels gevonden.')).toBeVisible();
});

test('a domain added on the customer page shows in the customer portal', async ({
  page,
  browser,
  apiUrl,
}) => {
  await loginAsStaff(page, '', demoStaff.ontwikkelaar);
  // Not a beheerder: no staff pages.
  const nav = page.getByRole('navigation', { name: 'Beheer' });
  await expect(nav.getByRole('link', { name: 'Auditlog' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Klanten' }).click();
  await page.getByRole('searchbox').fill('Voorbeeld');
  await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
  await page.getByRole('link', { name: 'Voorbeeld B.V.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voorbeeld B.V.' })).toBeVisible();

  await page.locator('summary', { hasText: 'Domeinnaam toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Domeinnaam toevoegen' });
  await form.getByLabel('Domeinnaam', { exact: true }).fill('geen domein');
  await form.getByLabel('Verloopdatum').fill('2020-01-01');
  await form.getByRole('button', { name: 'Domeinnaam toevoegen' }).click();
  await expect(form.getByText('Vul een geldige domeinnaam in, zoals voorbeeld.nl.')).toBeVisible();
  await expect(form.getByText('Verloopdatum moet na de registratiedatum liggen.')).toBeVisible();
  await expectCleanPage(page);

  const domain = `e2e-${Date.now().toString(36)}.nl`;
  await form.getByLabel('Domeinnaam', { exact: true }).fill(domain);
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Verloopdatum').fill(nextYear);
  await form.getByRole('button', { name: 'Domeinnaam toevoegen' }).click();
  await expect(page.getByText(`${domain} is toegevoegd.`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByText(domain, { exact: true }) });
  await expect(row.getByText('verlengt automatisch', { exact: false })).toBeVisible();

  // The same name twice: the API's message by the field.
  await form.getByLabel('Domeinnaam', { exact: true }).fill(domain);
  await form.getByLabel('Verloopdatum').fill(nextYear);
  await form.getByRole('button', { name: 'Domeinnaam toevoegen' }).click();
  await expect(form.getByText('Deze domeinnaam is al bekend (bij deze of een andere klant).')).toBeVisible();
  await expect(form.getByLabel('Domeinnaam', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // Change it: no automatic renewal.
  await row.locator('summary', { hasText: 'Wijzigen' }).click();
  const edit = row.getByRole('form', { name: `Wijzigen ${domain}` });
  await edit.getByLabel('Automatisch verlengen').uncheck();
  await edit.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText(`${domain} is gewijzigd.`)).toBeVisible();
  await expect(row.getByText('verlengt niet', { exact: false })).toBeVisible();
  await expectCleanPage(page);

  // A server: numbers typed as text, checked by the contract's rules.
  const hostname = `web-${Date.now().toString(36)}.voorbeeld.nl`;
  await page.locator('summary', { hasText: 'Server toevoegen' }).click();
  const server = page.getByRole('form', { name: 'Server toevoegen' });
  await server.getByLabel('Hostnaam').fill(hostname);
  await server.getByLabel('IP-adres').fill('999.1.1.1');
  await server.getByLabel('Maandprijs in euro’s').fill('twintig');
  await server.getByRole('button', { name: 'Server toevoegen' }).click();
  await expect(server.getByText('Vul een geldig IPv4- of IPv6-adres in.')).toBeVisible();
  await expect(server.getByText('Maandprijs: vul een bedrag in euro’s in, zoals 95,00.')).toBeVisible();
  await server.getByLabel('IP-adres').fill('192.0.2.10');
  await server.getByLabel('Maandprijs in euro’s').fill('25');
  await server.getByRole('button', { name: 'Server toevoegen' }).click();
  await expect(page.getByText('De server is toegevoegd.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: hostname }).getByText('€ 25,00 per maand', { exact: false }),
  ).toBeVisible();
  await expectCleanPage(page);

  const customer = await browser.newPage();
  await openPortal(customer, apiUrl, '/klantenportaal/webhosting');
  await expect(
    customer.getByRole('region', { name: 'Domeinnamen' }).getByRole('link', { name: domain, exact: true }),
  ).toBeVisible();
  await expect(customer.getByRole('region', { name: 'Servers' }).getByText(hostname)).toBeVisible();
  await customer.close();
});
