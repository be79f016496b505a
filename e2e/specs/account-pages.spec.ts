import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

// The tests only read: both workers share them.
test.describe.configure({ mode: 'parallel' });

/** Mijn account's sub-pages: each its own address, title and panels. */
const subPages = [
  ['gegevens', 'Gegevens', ['Je gegevens', 'Naam en telefoon', 'Bedrijfsgegevens wijzigen']],
  ['e-mail-en-wachtwoord', 'E-mail en wachtwoord', ['E-mailadres wijzigen', 'Weekmail en wachtwoord']],
  ['beveiliging', 'Beveiliging', ['Twee-factor authenticatie', 'Passkeys', 'Beveiliging']],
  [
    'je-gegevens',
    'Je gegevens',
    ['Een kopie van je gegevens', 'Je gegevens laten verwijderen', 'Overeenkomsten'],
  ],
  ['team', 'Team', ['Team']],
  ['api-sleutels', 'API-sleutels', ['API-sleutels']],
  ['webhooks', 'Webhooks', ['Webhooks']],
] as const;

test.describe('Mijn account in sub-pages', () => {
  for (const [slug, label, panels] of subPages) {
    test(`${label} has its own address and panels, and axe finds nothing`, async ({ page, apiUrl }) => {
      await openPortal(page, apiUrl, `/klantenportaal/mijn-account/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
      await expect(page).toHaveTitle(`${label} – Mijn account | Kodewerk`);
      const tabs = page.getByRole('navigation', { name: 'Mijn account' });
      await expect(tabs.getByRole('link')).toHaveText([
        'Gegevens',
        'E-mail en wachtwoord',
        'Beveiliging',
        'Je gegevens',
        'Team',
        'API-sleutels',
        'Webhooks',
      ]);
      await expect(tabs.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('main').getByRole('region')).toHaveText(
        panels.map((panel) => new RegExp(`^${panel}`)),
      );
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('the old address opens the first sub-page, anchor and all', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/mijn-account#wijzigingsverzoek');
    await expect(page).toHaveURL(/\/klantenportaal\/mijn-account\/gegevens#wijzigingsverzoek$/);
    await expect(page.getByRole('region', { name: 'Bedrijfsgegevens wijzigen' })).toBeVisible();
  });

  test('the sub-navigation leads from one sub-page to the next', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/mijn-account');
    await expect(page).toHaveURL(/\/klantenportaal\/mijn-account\/gegevens$/);
    const tabs = page.getByRole('navigation', { name: 'Mijn account' });
    await tabs.getByRole('link', { name: 'Beveiliging' }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/mijn-account\/beveiliging$/);
    await expect(page.getByRole('region', { name: 'Passkeys' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Je gegevens' })).toHaveCount(0);
    // Mijn account stays marked in the portal's navigation on every sub-page.
    await expect(
      page.getByRole('navigation', { name: 'Klantenportaal' }).getByRole('link', { name: 'Mijn account' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
