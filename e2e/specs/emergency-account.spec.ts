import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

const mailsContaining = async (text: string) => {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const files = await readdir(folder).catch(() => [] as string[]);
  const contents = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  return contents.filter((content) => content.includes(text));
};

test.describe('the emergency call', () => {
  test('sends the description to the on-call engineer and confirms it', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/noodoproep');
    await expect(page.getByRole('heading', { level: 1, name: 'Noodoproep' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The costs come from the customer's contract, and are confirmed before anything is sent.
    const costs = page.getByRole('region', { name: 'Kosten' });
    await expect(costs).toContainText(
      'Een noodoproep is inbegrepen in je contract „Onderhoudscontract maatwerk software (8 uur per maand)”',
    );
    await page.getByRole('button', { name: 'Noodoproep versturen' }).click();
    await expect(page.getByText('Omschrijving is verplicht.')).toBeVisible();
    await expect(page.getByText('Bevestig dat je weet wat de noodoproep kost.')).toBeVisible();

    const description = `De webshop geeft een 502-fout sinds 14:05 (${Date.now()}).`;
    await page.getByRole('textbox', { name: 'Omschrijving' }).fill(description);
    await page.getByRole('button', { name: 'Noodoproep versturen' }).click();
    await expect(page.getByText('Bevestig dat je weet wat de noodoproep kost.')).toBeVisible();
    expect(await mailsContaining(description)).toHaveLength(0);
    await page.getByRole('checkbox', { name: /direct wordt opgeroepen/ }).check();
    await page.getByRole('button', { name: 'Noodoproep versturen' }).click();
    await expect(page.getByRole('heading', { name: 'Je noodoproep is doorgegeven' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Je noodoproep is doorgegeven' })).toBeFocused();
    await expect(page.getByRole('status', { name: 'Je noodoproep is doorgegeven' })).toContainText(
      description,
    );
    // The team's list shows the call at once, still open.
    const listed = page
      .getByRole('region', { name: 'Noodoproepen van je team' })
      .getByRole('article')
      .filter({ hasText: description });
    await expect(listed).toContainText('Open');
    await expect(listed).toContainText('door Jan de Vries');
    await expectNoAxeViolations(page);

    await expect.poll(async () => (await mailsContaining(description)).length).toBe(1);
    const [mail] = await mailsContaining(description);
    expect(mail).toMatch(/^Subject: Noodoproep van Voorbeeld B\.V\./m);
    expect(mail).toContain('Kosten: Inbegrepen in het contract');
  });
});

test.describe('my account', () => {
  test('shows the user’s data and saves a week mail address', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/mijn-account/gegevens');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Je gegevens' });
    await expect(details).toContainText('Jan de Vries');
    await expect(details).toContainText('klant@voorbeeld.nl');
    await expect(details).toContainText('Voorbeeld B.V.');
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Mijn account' })
      .getByRole('link', { name: 'E-mail en wachtwoord' })
      .click();
    await expect(page).toHaveURL(/\/klantenportaal\/mijn-account\/e-mail-en-wachtwoord$/);
    const weekMail = page.getByRole('textbox', { name: 'Weekmailadres' });
    await weekMail.fill('geen-adres');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();

    await weekMail.fill('planning@voorbeeld.nl');
    // A new address needs the current password: a login token alone changes nothing.
    await page
      .getByRole('form', { name: 'Weekmail en wachtwoord' })
      .getByLabel('Huidig wachtwoord')
      .fill('Welkom123!');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(page.getByText('Je weekmailadres is opgeslagen.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Weekmailadres' })).toHaveValue('planning@voorbeeld.nl');
  });

  test('checks a new password against its confirmation before anything is sent', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/mijn-account/e-mail-en-wachtwoord');
    let sent = false;
    await page.route(
      (url) => url.pathname === '/me' && url.search.includes('_method=PUT'),
      (route) => {
        sent = true;
        return route.abort();
      },
    );
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('EenNieuwWachtwoord!9');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('IetsAnders!9');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(page.getByText('Herhaal nieuw wachtwoord komt niet overeen.')).toBeVisible();
    await expect(page.getByText('Huidig wachtwoord is verplicht.')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('starts the second-factor setup with a QR code and a key, and can cancel it', async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/mijn-account/beveiliging');
    const section = page.getByRole('region', { name: 'Twee-factor authenticatie' });
    await expect(section).toContainText('Twee-factor authenticatie staat uit.');
    await section.getByRole('button', { name: 'Twee-factor authenticatie instellen' }).click();
    await expect(section.getByRole('img', { name: /QR-code/ })).toBeVisible();
    await expect(section.locator('code')).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await expectNoAxeViolations(page);

    await section.getByRole('textbox', { name: 'Authenticatiecode' }).fill('000000');
    await section.getByLabel('Huidig wachtwoord').fill('Welkom123!');
    await section.getByRole('button', { name: 'Activeren' }).click();
    await expect(section.getByRole('textbox', { name: 'Authenticatiecode' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await section.getByRole('button', { name: 'Annuleren' }).click();
    await expect(section).toContainText('Twee-factor authenticatie staat uit.');
  });
});
