import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

test('"Klopt er iets niet?" leads to the change request, which reaches the support desk as an order', async ({
  page,
  apiUrl,
}) => {
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account');
  await page.getByRole('link', { name: 'Laat het ons weten' }).click();
  await expect(page).toHaveURL(/\/klantenportaal\/mijn-account\/gegevens#wijzigingsverzoek$/);
  const request = page.getByRole('region', { name: 'Bedrijfsgegevens wijzigen' });
  await expect(request).toBeFocused();

  await request.getByRole('button', { name: 'Wijzigingsverzoek versturen' }).click();
  await expect(request.getByText('Omschrijving is verplicht.')).toBeVisible();

  const message = `Ons factuuradres wordt administratie@voorbeeld.nl (${Date.now()}).`;
  await request.getByRole('textbox', { name: 'Wat moet er veranderen?' }).fill(message);
  await request.getByRole('button', { name: 'Wijzigingsverzoek versturen' }).click();
  const done = request.getByRole('status');
  await expect(done).toContainText('Je verzoek is verstuurd.');
  await expectNoAxeViolations(page);

  await done.getByRole('link', { name: /Wijzigingsverzoek bedrijfsgegevens/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wijzigingsverzoek bedrijfsgegevens' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Omschrijving' })).toContainText(message);
});

test('the person changes their own name and phone', async ({ page, apiUrl }) => {
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/gegevens');
  const profile = page.getByRole('region', { name: 'Naam en telefoon' });
  const firstName = profile.getByRole('textbox', { name: 'Voornaam' });
  const lastName = profile.getByRole('textbox', { name: 'Achternaam' });
  const phone = profile.getByRole('textbox', { name: /Telefoonnummer/ });
  await expect(firstName).toHaveValue('Jan');
  const originalPhone = await phone.inputValue();

  await firstName.fill(' ');
  await phone.fill('bel me');
  await profile.getByRole('button', { name: 'Naam en telefoon opslaan' }).click();
  await expect(profile.getByText('Voornaam is verplicht.')).toBeVisible();
  await expect(profile.getByText('Vul een geldig telefoonnummer in.')).toBeVisible();

  // Other specs read "Jan de Vries" meanwhile: the changed name still holds it.
  await firstName.fill('Jan');
  await lastName.fill('de Vries-Bakker');
  await phone.fill('+31 30 765 43 21');
  await profile.getByRole('button', { name: 'Naam en telefoon opslaan' }).click();
  await expect(profile.getByRole('status')).toHaveText('Je naam en telefoonnummer zijn opgeslagen.');
  // Judged from the top: a menu half under the sticky header is a matter of where the page stands.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await page.reload();
  const details = page.getByRole('region', { name: 'Je gegevens' });
  await expect(details).toContainText('Jan de Vries-Bakker');
  await expect(details).toContainText('+31 30 765 43 21');

  // Back as it was, for the other specs that read the demo customer.
  await lastName.fill('de Vries');
  await phone.fill(originalPhone);
  await profile.getByRole('button', { name: 'Naam en telefoon opslaan' }).click();
  await expect(profile.getByRole('status')).toHaveText('Je naam en telefoonnummer zijn opgeslagen.');
  await expect(details).toContainText('Jan de Vries');
  await expect(details).not.toContainText('Bakker');
});

test('a new e-mail address is judged as the API judges it, and nothing is sent until it is right', async ({
  page,
  apiUrl,
}) => {
  let sent = 0;
  await page.route(`${apiUrl}/me/email-change`, (route) => {
    sent += 1;
    return route.continue();
  });
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/e-mail-en-wachtwoord');
  const change = page.getByRole('region', { name: 'E-mailadres wijzigen' });
  await change.getByRole('button', { name: 'Bevestigingslink sturen' }).click();
  await expect(change.getByText('Nieuw e-mailadres is verplicht.')).toBeVisible();
  await expect(change.getByText('Huidig wachtwoord is verplicht.')).toBeVisible();
  await change.getByRole('textbox', { name: 'Nieuw e-mailadres' }).fill('geen-adres');
  await expect(change.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await expect(change.getByText('Huidig wachtwoord is verplicht.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(sent).toBe(0);
});

test('a member who cannot open orders is told the answer comes by mail, and gets no link to a closed page', async ({
  page,
  apiUrl,
}) => {
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/gegevens', {
    email: 'financieel@voorbeeld.nl',
    password: 'Welkom123!',
    name: 'Fatima El Amrani',
  });
  const request = page.getByRole('region', { name: 'Bedrijfsgegevens wijzigen' });
  await expect(request).toContainText('we laten je per e-mail weten wanneer het is aangepast.');
  await request
    .getByRole('textbox', { name: 'Wat moet er veranderen?' })
    .fill(`Ons btw-nummer is NL004512378B01 (${Date.now()}).`);
  await request.getByRole('button', { name: 'Wijzigingsverzoek versturen' }).click();
  const done = request.getByRole('status');
  await expect(done).toContainText('We laten je per e-mail weten wanneer');
  await expect(done.getByRole('link')).toHaveCount(0);
});
