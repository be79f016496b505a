import { expect, open, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mail.ts';
import { demoCustomer, expectNoAxeViolations, openPortal } from '../support/portal-session.ts';
import { expectNoAxeViolationsInBeheer, loginAsStaff } from '../support/staff.ts';

test.describe('offertes: from the back office to signed work', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff draft and send an offerte, the customer accepts it, and its lines are orders', async ({
    page,
    browser,
    baseURL,
    apiUrl,
  }) => {
    const suffix = Date.now().toString(36);
    const title = `Koppeling met de kassa ${suffix}`;
    const build = `Bouw van de kassakoppeling ${suffix}`;
    const test_ = `Testen met de winkel ${suffix}`;

    // Staff: a concept with a fixed price and an hours estimate, then sent.
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAsStaff(page);
    await open(page, '/beheer/offertes/nieuw');
    const form = page.getByRole('form', { name: 'Nieuwe offerte' });
    await form.getByRole('combobox', { name: 'Klant' }).selectOption({ label: 'Voorbeeld B.V.' });
    await form.getByRole('textbox', { name: 'Titel' }).fill(title);
    const first = form.getByRole('group', { name: 'Regel 1', exact: true });
    await first.getByRole('textbox', { name: 'Omschrijving' }).fill(build);
    await first.getByRole('textbox', { name: /^Prijs/ }).fill('1.250,00');
    await form.getByRole('button', { name: 'Regel toevoegen' }).click();
    const second = form.getByRole('group', { name: 'Regel 2', exact: true });
    await second.getByRole('combobox', { name: 'Soort regel' }).selectOption('uren');
    await second.getByRole('textbox', { name: 'Omschrijving' }).fill(test_);
    await second.getByRole('textbox', { name: 'Geschatte uren' }).fill('6');
    await form.getByRole('button', { name: 'Concept opslaan' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Concept-offerte: ${title}`);
    const id = Number(/\/beheer\/offertes\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: 'Offerte verzenden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is verzonden' })).toContainText(
      /^Offerte O\d{4}-\d{4} is verzonden/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/^Offerte O\d{4}-\d{4}:/);
    const number = (await page.getByRole('heading', { level: 1 }).textContent())?.match(/O\d{4}-\d{4}/)?.[0];
    expect(number).toBeTruthy();
    await expectNoAxeViolationsInBeheer(page);

    // The customer: the total of € 1.250,00 and 6 hours at € 95,00, then accepted.
    const customerContext = await browser.newContext({
      baseURL,
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
      viewport: { width: 1440, height: 900 },
    });
    const portal = await customerContext.newPage();
    await openPortal(portal, apiUrl, `/klantenportaal/offertes/${id}`);
    await expect(portal.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(portal.getByText(/^€\s1\.820,00$/)).toBeVisible();
    await expectNoAxeViolations(portal);
    const accept = portal.getByRole('form', { name: 'Accepteren' });
    await accept.getByRole('textbox', { name: 'Je naam' }).fill(demoCustomer.name);
    await accept.getByRole('textbox', { name: 'Je functie' }).fill('Directeur');
    await accept.getByRole('checkbox').check();
    await accept.getByRole('button', { name: 'Offerte accepteren' }).click();
    await expect(portal.getByRole('status').filter({ hasText: 'Geaccepteerd door' })).toContainText(
      `Geaccepteerd door ${demoCustomer.name} (Directeur)`,
    );

    // Its lines are orders now, and the signed PDF went out.
    await portal.getByRole('link', { name: 'Opdrachten', exact: true }).last().click();
    await expect(portal.getByRole('link', { name: build })).toBeVisible();
    await expect(portal.getByRole('link', { name: test_ })).toBeVisible();
    const mail = await waitForMail(demoCustomer.email, 10_000, new RegExp(`Offerte ${number} geaccepteerd`));
    expect(mail).toContain(`offerte-${number}-getekend.pdf`);
    await customerContext.close();
  });
});
