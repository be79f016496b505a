import { expect, open, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';

const colleague = (email: string) => ({ email, password: 'Welkom123!', name: email });

test('the eigenaar invites a team member with a role under Mijn account → Team', async ({ page, apiUrl }) => {
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/team');
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByRole('listitem').filter({ hasText: 'financieel@voorbeeld.nl' })).toContainText(
    'Fatima El Amrani',
  );

  // The only eigenaar cannot leave the team, so the page offers no button that would be refused;
  // other tests may have added an eigenaar to this customer, and then the button is there.
  const members = (await (
    await fetch(`${apiUrl}/me/team`, { headers: { authorization: `Bearer ${await loginToken(apiUrl)}` } })
  ).json()) as { team_role: string; deactivated_at: string | null }[];
  const owners = members.filter((member) => member.team_role === 'eigenaar' && !member.deactivated_at);
  const me = team.getByRole('listitem').filter({ hasText: '(jij)' });
  await expect(me).toContainText('Eigenaar');
  await expect(me.getByRole('button', { name: /^Verwijderen/ })).toHaveCount(owners.length > 1 ? 1 : 0);
  await expect(
    team
      .getByRole('listitem')
      .filter({ hasText: 'financieel@voorbeeld.nl' })
      .getByRole('button', {
        name: /^Verwijderen/,
      }),
  ).toHaveCount(1);

  await team.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(team.getByText('Voornaam is verplicht.')).toBeVisible();

  const email = `boekhouder-${Date.now()}@voorbeeld.nl`;
  await team.getByRole('textbox', { name: 'Voornaam' }).fill('Bram');
  await team.getByRole('textbox', { name: 'Achternaam' }).fill('Boekhouder');
  await team.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await team.getByRole('combobox', { name: 'Rol' }).last().selectOption('financieel');
  await team.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(team.getByRole('status')).toContainText('De uitnodiging is verwerkt.');
  await expect(team.getByRole('listitem').filter({ hasText: email })).toContainText(
    'Financieel · uitgenodigd, nog geen wachtwoord',
  );
  await expectNoAxeViolations(page);
});

test('a financieel member sees only billing in the portal, and no team', async ({ page, apiUrl }) => {
  await openPortal(page, apiUrl, '/klantenportaal/dashboard', colleague('financieel@voorbeeld.nl'));
  const nav = page.getByRole('navigation', { name: 'Klantenportaal' });
  await expect(nav.getByRole('link', { name: 'Facturen' })).toBeVisible();
  for (const hidden of ['Opdrachten', 'Webhosting', 'Tijd reserveren', 'Noodoproep']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Mijn account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Naam en telefoon' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team' })).toHaveCount(0);
  const sections = page.getByRole('navigation', { name: 'Mijn account' });
  await expect(sections.getByRole('link', { name: 'Beveiliging' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'API-sleutels' })).toHaveCount(0);
  await open(page, '/klantenportaal/mijn-account/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
});
