import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

test('an eigenaar makes an API key, sees it once, reads the orders with it and revokes it', async ({
  page,
  apiUrl,
}) => {
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/api-sleutels');
  const section = page.getByRole('region', { name: 'API-sleutels' });
  const name = `Boekhouding ${Date.now()}`;
  await section.getByLabel('Naam').fill(name);
  await section.getByLabel('Rol').selectOption('opdrachten');
  await section.getByRole('button', { name: 'Sleutel maken' }).click();

  const shown = section.getByTestId('nieuwe-api-sleutel');
  await expect(shown).toHaveText(/^kw_live_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent()) ?? '';
  const row = section.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Opdrachten');
  await expect(row).not.toContainText(key);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const orders = () => fetch(`${apiUrl}/user-stories`, { headers: { authorization: `Bearer ${key}` } });
  expect((await orders()).status).toBe(200);

  // Shown once: after a reload only the list remains, without the key.
  await page.reload();
  await expect(section.getByTestId('nieuwe-api-sleutel')).toHaveCount(0);
  await expect(row).toBeVisible();

  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: `Intrekken ${name}` }).click();
  await expect(section.getByRole('status').first()).toHaveText(
    `De API-sleutel ${name} is ingetrokken en werkt niet meer.`,
  );
  await expect(row).toHaveCount(0);
  expect((await orders()).status).toBe(401);
});
