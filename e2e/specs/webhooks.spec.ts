import { expect, test } from '../support/fixtures.ts';
import { expectNoOverflow, resizeTo } from '../support/overflow.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

test('an eigenaar adds a webhook, sees its secret once, sends a test message and reads the log', async ({
  page,
  apiUrl,
}) => {
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/webhooks');
  const section = page.getByRole('region', { name: 'Webhooks' });

  // Without events the form says so by the field, as the API would.
  const url = `https://93.184.215.14/webhooks/${Date.now()}`;
  await section.getByLabel('Adres').fill(url);
  await section.getByRole('button', { name: 'Webhook toevoegen' }).click();
  await expect(section.getByText('Kies minstens één gebeurtenis.')).toBeVisible();

  await section.getByRole('group', { name: 'Gebeurtenissen' }).getByLabel('Opdracht geplaatst').check();
  await section.getByRole('group', { name: 'Gebeurtenissen' }).getByLabel('Factuur betaald').check();
  await section.getByRole('button', { name: 'Webhook toevoegen' }).click();
  const secret = section.getByTestId('nieuw-webhookgeheim');
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const row = section.getByRole('listitem').filter({ hasText: url });
  await expect(row).toContainText('Opdracht geplaatst, Factuur betaald');
  await expect(row).not.toContainText((await secret.textContent()) ?? '');

  await row.getByRole('button', { name: `Testbericht versturen ${url}` }).click();
  await expect(section.getByRole('status').first()).toHaveText(
    `Er is een testbericht verstuurd naar ${url}.`,
  );
  await row.getByText('Afleveringen').click();
  await expect(row.getByRole('listitem').filter({ hasText: 'Testbericht' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Opnieuw versturen Testbericht/ })).toBeVisible();

  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [360, 1440]) {
    await resizeTo(page, width);
    await expectNoOverflow(page, `Webhooks at ${width} px`);
  }

  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: `Verwijderen ${url}` }).click();
  await expect(row).toHaveCount(0);
});
