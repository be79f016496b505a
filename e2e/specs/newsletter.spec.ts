import { expect, open, test } from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@voorbeeld.nl`;

test.describe('the newsletter band', () => {
  test('judges the address only on submit, in Dutch', async ({ page }) => {
    await open(page, '/');
    const band = page.getByRole('region', { name: 'Blijf op de hoogte van recente ontwikkelingen!' });
    await expect(band.getByText('Schrijf je in en ontvang onze nieuwsbrief')).toBeVisible();
    const field = band.getByLabel('E-mailadres');
    await field.fill('jan@');
    await expect(band.getByText('Vul een geldig e-mailadres in.')).toBeHidden();

    await field.fill('');
    await band.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(band.getByText('E-mailadres is verplicht.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    await field.fill('jan@');
    await band.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(band.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  });

  test('keeps what was typed before the page became interactive', async ({ page }) => {
    // The page's scripts arrive late, as on a slow connection; the visitor types meanwhile.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const band = page.getByRole('region', { name: 'Blijf op de hoogte van recente ontwikkelingen!' });
    const field = band.getByLabel('E-mailadres');
    await field.pressSequentially('jan@');
    release();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(field).toHaveValue('jan@');
    await band.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(band.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  });

  test('is busy for at least a second, then thanks; the mail link confirms', async ({ page }) => {
    const address = unique('nieuwsbrief');
    await open(page, '/contact');
    const band = page.getByRole('region', { name: 'Blijf op de hoogte van recente ontwikkelingen!' });
    await band.getByLabel('E-mailadres').fill(address);
    const started = Date.now();
    await band.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(band.getByRole('button', { name: 'Bezig met aanmelden...' })).toBeDisabled();
    await expect(band.getByLabel('E-mailadres')).toBeDisabled();
    await expect(band.getByText('Bedankt voor je inschrijving!')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    const mail = await waitForMail(address);
    expect(mail).toContain('Subject: Bevestig je inschrijving voor de nieuwsbrief van Kodewerk');
    // Opening the link confirms nothing (mail scanners open links): the click does.
    await page.goto(linkIn(mail, '/nieuwsbrief/bevestigen?token='));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inschrijving bevestigen');
    await page.getByRole('button', { name: 'Ja, ik wil de nieuwsbrief' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je inschrijving is bevestigd');

    // Its unsubscribe link asks for one click, then unsubscribes.
    await page.goto(linkIn(mail, '/nieuwsbrief/afmelden?token='));
    await page.getByRole('button', { name: 'Ja, meld mij af' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent afgemeld');
    // The old confirm link no longer subscribes the address again.
    await page.goto(linkIn(mail, '/nieuwsbrief/bevestigen?token='));
    await page.getByRole('button', { name: 'Ja, ik wil de nieuwsbrief' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestigen is niet gelukt');
  });

  test('a broken link says so in Dutch', async ({ page }) => {
    await page.goto('/nieuwsbrief/bevestigen?token=dezelinkbestaatnietenisnepnepnep');
    await page.getByRole('button', { name: 'Ja, ik wil de nieuwsbrief' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestigen is niet gelukt');
    await expect(
      page.getByText('Deze bevestigingslink is niet (meer) geldig.', { exact: false }),
    ).toBeVisible();
  });

  test('a failed call shows a Dutch error and keeps the address', async ({ page }) => {
    await open(page, '/');
    await page.route('**/api/subscribe-to-newsletter', (route) => route.abort('failed'));
    const band = page.getByRole('region', { name: 'Blijf op de hoogte van recente ontwikkelingen!' });
    await band.getByLabel('E-mailadres').fill('blijft.staan@voorbeeld.nl');
    await band.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(band.getByRole('alert')).toHaveText(
      'Het aanmelden is niet gelukt. Probeer het zo nog eens.',
    );
    await expect(band.getByLabel('E-mailadres')).toHaveValue('blijft.staan@voorbeeld.nl');
    await expect(band.getByRole('button', { name: 'Inschrijven' })).toBeEnabled();
  });

  test("the endpoint refuses a post from another site's page", async ({ request }) => {
    const response = await request.post('/api/subscribe-to-newsletter', {
      data: { email: 'iemand@voorbeeld.nl' },
      headers: { origin: 'https://kwaadwillend.example' },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe(
      'Aanmelden kan alleen via het formulier op onze eigen site.',
    );
  });

  test('the endpoint refuses a bad address with the Dutch message', async ({ request }) => {
    const response = await request.post('/api/subscribe-to-newsletter', { data: { email: 'geen-adres' } });
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'Vul een geldig e-mailadres in.' });
  });
});
