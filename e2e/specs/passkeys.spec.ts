import { expect, open, test } from '../support/fixtures.ts';
import { demoCustomer, expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';

/** A passkey an earlier try of this test left (its retry starts where the customer had none). */
const removeLeftPasskeys = async (apiUrl: string, token: string) => {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const keys = (await (await fetch(`${apiUrl}/passkeys`, { headers })).json()) as { id: string }[];
  for (const { id } of keys) {
    const removed = await fetch(`${apiUrl}/passkeys/${id}/remove`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ password: demoCustomer.password }),
    });
    expect(removed.status).toBe(200);
  }
};

test('a passkey added in Mijn account logs in from the popup without a password', async ({
  page,
  apiUrl,
}) => {
  // A whole journey (add, log out, log in with the key, remove): more than one step's time.
  test.slow();
  // Chromium's virtual authenticator: the real WebAuthn ceremony, with a key that unlocks at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await removeLeftPasskeys(apiUrl, await loginToken(apiUrl));
  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/beveiliging');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toContainText('Je hebt nog geen passkeys.');
  await section.getByRole('button', { name: 'Passkey toevoegen' }).click();
  await section.getByRole('button', { name: 'Passkey aanmaken' }).click();
  await expect(section.getByText('Naam van de passkey is verplicht.')).toBeVisible();
  await expect(section.getByText('Huidig wachtwoord is verplicht.')).toBeVisible();
  await section.getByLabel('Naam van de passkey').fill('Laptop van Jan');
  await section.getByLabel('Huidig wachtwoord').fill('Welkom123!');
  await section.getByRole('button', { name: 'Passkey aanmaken' }).click();
  await expect(section.getByRole('status')).toHaveText('Passkey Laptop van Jan is toegevoegd.');
  const list = section.getByRole('list', { name: 'Je passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('nog niet gebruikt');
  await expectNoAxeViolations(page);

  await open(page, '/klantenportaal/uitloggen');
  // Logging out ends on the portal's login page: only then is the session gone here too.
  await expect(page).toHaveURL(/\/klantenportaal$/);
  await open(page, '/');
  await page.getByRole('button', { name: 'Mijn Kodewerk' }).click();
  const dialog = page.getByRole('dialog');
  // By keyboard: the button takes focus and Enter starts the ceremony.
  await dialog.getByRole('button', { name: 'Inloggen met een passkey' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/klantenportaal\/dashboard$/);

  // The passkey now has a last use; removing it asks for the password first.
  await open(page, '/klantenportaal/mijn-account/beveiliging');
  await expect(list.getByRole('listitem')).toContainText('laatst gebruikt');
  await list.getByRole('button', { name: 'Verwijderen: Laptop van Jan' }).click();
  await section.getByLabel('Huidig wachtwoord').fill('Welkom123!');
  await section.getByRole('button', { name: 'Passkey verwijderen' }).click();
  await expect(section.getByRole('status')).toHaveText('Passkey Laptop van Jan is verwijderd.');
  await expect(section).toContainText('Je hebt nog geen passkeys.');
  const events = page.getByRole('list', { name: 'Recente gebeurtenissen' });
  await expect(events).toContainText('Passkey verwijderd');
  await expect(events).toContainText('Passkey toegevoegd');
});
