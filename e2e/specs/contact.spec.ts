import { expect, open, test } from '../support/fixtures.ts';
import { mailsTo } from '../support/mail.ts';

test.describe('the contact page', () => {
  test('names what is missing on submit', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Stuur een bericht' });
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByText('Naam is verplicht.')).toBeVisible();
    await expect(form.getByText('E-mailadres is verplicht.')).toBeVisible();
    await expect(form.getByText('Bericht is verplicht.')).toBeVisible();
    await expect(form.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeVisible();
    await expect(form.getByLabel('Naam')).toBeFocused();
    await expect(form.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Naam')).toHaveAccessibleDescription('Naam is verplicht.');
  });

  test('sends the message and thanks the visitor on /bedankt', async ({ page }) => {
    const address = `contact.${Date.now()}@voorbeeld.nl`;
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Stuur een bericht' });
    await form.getByLabel('Naam').fill('Anna Bakker');
    await form.getByLabel('E-mailadres').fill(address);
    await form.getByLabel('Bedrijf').fill('Bakker & Zn');
    await form.getByLabel('Waar gaat je vraag over?').selectOption('Android of iOS app');
    await form.getByLabel('Bericht').fill('Wij zoeken een partner voor een app voor onze klanten.');
    await form.getByRole('button', { name: 'Versturen' }).click();

    await expect(page).toHaveURL(/\/bedankt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt!');
    await expect(
      page.getByText('Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.'),
    ).toBeVisible();

    // The message reached the provider's inbox, reply-to the visitor.
    const sentTo = async () =>
      (await mailsTo('info@kodewerk.nl')).find((mail) => mail.includes(address)) ?? '';
    await expect.poll(sentTo).toContain(`Reply-To: Anna Bakker <${address}>`);
    const sent = await sentTo();
    expect(sent).toContain('Subject: Contactformulier: Android of iOS app');
    expect(sent).toContain('Wij zoeken een partner voor een app voor onze klanten.');
  });
});
