import { expect, open, test } from '../support/fixtures.ts';
import { mailsTo } from '../support/mail.ts';
import { demoCustomer, loginToken, openPortal } from '../support/portal-session.ts';
import {
  demoStaff,
  expectNoAxeViolationsInBeheer,
  expectNoHorizontalScroll,
  loginAsStaff,
} from '../support/staff.ts';

/** A fresh order of the demo customer, placed through the API as the portal does. */
const placeOrder = async (apiUrl: string, title: string): Promise<number> => {
  const token = await loginToken(apiUrl);
  const response = await fetch(`${apiUrl}/user-stories`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, description_html: '<p>Graag een koppeling met ons ERP.</p>', priority: 2 }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
};

test.describe('back office: the work queue', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff answer an order: the customer sees the reply in the portal and gets an e-mail; a note stays hidden', async ({
    page,
    browser,
    apiUrl,
    baseURL,
  }) => {
    const title = `ERP-koppeling ${Date.now()}`;
    const id = await placeOrder(apiUrl, title);
    const marker = `Intern${Date.now()}`;

    await loginAsStaff(page, '', demoStaff.beheerder);
    await open(page, '/beheer/opdrachten');
    await expect(page.getByRole('heading', { level: 1, name: 'Opdrachten' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Klant' }).selectOption({ label: 'Voorbeeld B.V.' });
    await expect(page).toHaveURL(/klant=\d+/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row).toContainText('Voorbeeld B.V.');
    await expect(row).toContainText('Nieuw');
    await expectNoAxeViolationsInBeheer(page);

    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolationsInBeheer(page);

    // An empty reply is judged in the form and not sent.
    let replies = 0;
    await page.route(/\/staff\/orders\/\d+\/replies$/, (route) => {
      replies += 1;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Plaatsen' }).click();
    await expect(page.getByRole('textbox', { name: 'Bericht' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Bericht' })).toHaveAccessibleDescription(
      /Reactie is verplicht\./,
    );
    expect(replies).toBe(0);

    // A reply to the customer.
    await page.getByRole('textbox', { name: 'Bericht' }).click();
    await page.keyboard.type('De koppeling staat klaar op de testomgeving.');
    await page.getByRole('button', { name: 'Plaatsen' }).click();
    await expect(page.getByText('Reactie geplaatst. De klant heeft een e-mail gekregen.')).toBeVisible();
    const thread = page.getByRole('region', { name: /^Reacties en notities/ });
    await expect(thread.getByRole('article')).toHaveCount(1);

    // An internal note.
    await page.getByRole('radio', { name: /Interne notitie/ }).check();
    await page.getByRole('textbox', { name: 'Bericht' }).click();
    await page.keyboard.type(`Let op: ${marker} eerst met Daan afstemmen.`);
    await page.getByRole('button', { name: 'Plaatsen' }).click();
    await expect(page.getByText('Interne notitie opgeslagen.')).toBeVisible();
    await expect(thread.getByRole('article')).toHaveCount(2);
    await expect(thread.getByText('Interne notitie, niet zichtbaar voor de klant')).toBeVisible();

    // Status and time.
    await page.getByRole('combobox', { name: 'Nieuwe status' }).selectOption({ label: 'In behandeling' });
    await page.getByRole('button', { name: 'Status wijzigen' }).click();
    await expect(page.getByText('Status gewijzigd. De klant heeft een e-mail gekregen.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Minuten', exact: true }).fill('90');
    await page.getByRole('textbox', { name: /^Omschrijving/ }).fill('Koppeling gebouwd');
    await page.getByRole('button', { name: 'Tijd schrijven' }).click();
    await expect(page.getByText('Tijd geschreven.')).toBeVisible();
    await expect(page.getByTestId('staff-time-spent')).toHaveText('1 uur en 30 minuten');
    await expectNoAxeViolationsInBeheer(page);

    // The customer's e-mails: the reply and the status, never the note.
    await expect
      .poll(async () =>
        (await mailsTo(demoCustomer.email)).some(
          (m) => m.includes(`Nieuwe reactie op opdracht #${id}`) && m.includes('De koppeling staat klaar'),
        ),
      )
      .toBe(true);
    await expect
      .poll(async () => (await mailsTo(demoCustomer.email)).some((m) => m.includes(`Opdracht #${id} is nu`)))
      .toBe(true);
    expect((await mailsTo(demoCustomer.email)).some((m) => m.includes(marker))).toBe(false);

    // The customer's portal: the reply, the status and the time; no note.
    const context = await browser.newContext({ baseURL });
    const customer = await context.newPage();
    await openPortal(customer, apiUrl, `/klantenportaal/opdrachten/${id}`);
    await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'Reacties (1)' })).toBeVisible();
    await expect(customer.getByText('De koppeling staat klaar op de testomgeving.')).toBeVisible();
    await expect(customer.getByTestId('time-spent')).toHaveText('1 uur en 30 minuten');
    await expect(customer.getByText('In behandeling').first()).toBeVisible();
    await expect(customer.locator('body')).not.toContainText(marker);
    await customer.goto('/klantenportaal/opdrachten');
    await expect(customer.getByRole('link', { name: title })).toBeVisible();
    await expect(customer.locator('body')).not.toContainText(marker);
    await context.close();
  });

  test('the queue and an order are usable at 360 px without sideways scrolling', async ({ page, apiUrl }) => {
    const id = await placeOrder(apiUrl, `Smal scherm ${Date.now()}`);
    await page.setViewportSize({ width: 360, height: 800 });
    await loginAsStaff(page, '', demoStaff.beheerder);
    await open(page, '/beheer/opdrachten');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolationsInBeheer(page);
    await open(page, `/beheer/opdrachten/${id}`);
    await expect(page.getByRole('button', { name: 'Tijd schrijven' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolationsInBeheer(page);
  });
});
