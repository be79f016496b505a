import { expect, open, test } from '../support/fixtures.ts';
import { overflowOf } from '../support/overflow.ts';
import { currentToken, expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';

/** The other device: a phone, so its row in the list is told apart from this browser's. */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('Beveiliging ends the login on another device: it is logged out on its next step', async ({
  page,
  browser,
  request,
  apiUrl,
}) => {
  // Two browsers, three logins and the end of one of them: more than one step's time.
  test.slow();
  const phone = await browser.newContext({
    userAgent: PHONE,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const other = await phone.newPage();
  await openPortal(other, apiUrl, '/klantenportaal/opdrachten');
  const otherToken = await currentToken(other);

  await openPortal(page, apiUrl, '/klantenportaal/mijn-account/beveiliging');
  const section = page.getByRole('region', { name: 'Beveiliging' });
  const sessions = section.getByRole('list', { name: 'Waar je bent ingelogd' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'Dit apparaat' })).toContainText(
    'Chrome op Linux',
  );
  const endPhone = sessions.getByRole('button', { name: 'Afmelden: Safari op iOS, 127.0.0.1' });
  await expect(endPhone.first()).toBeVisible();
  const events = section.getByRole('list', { name: 'Recente gebeurtenissen' });
  await expect(events.getByRole('listitem').first()).toContainText('Ingelogd');
  await expectNoAxeViolations(page);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
  }

  // By keyboard: the button takes focus and Enter ends that login.
  // One at a time: the next button is taken only once the list no longer shows the ended login.
  for (let left = await endPhone.count(); left > 0; left -= 1) {
    await endPhone.first().focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toContainText('Afgemeld: Safari op iOS, 127.0.0.1.');
    // The ended login's button is gone: focus is on what was done, not on the page.
    await expect(section.getByRole('status')).toBeFocused();
    await expect(endPhone).toHaveCount(left - 1);
  }
  await expect(endPhone).toHaveCount(0);
  await expect(events.getByRole('listitem').first()).toContainText('Afgemeld op een ander apparaat');
  const refused = await request.get(`${apiUrl}/me`, { headers: { authorization: `Bearer ${otherToken}` } });
  expect(refused.status()).toBe(401);

  // The phone's next step finds its login gone and shows the login again.
  await other.reload();
  await expect(other).toHaveURL(/\/klantenportaal\?terug=%2Fklantenportaal%2Fopdrachten$/);
  await expect(other.getByRole('button', { name: 'Mijn Kodewerk' })).toBeVisible();
  await phone.close();

  // Another login, ended with every other one; focus again on what was done.
  await loginToken(apiUrl);
  await page.reload();
  await section.getByRole('button', { name: 'Overal afmelden' }).click();
  const endedAll = section.getByRole('status');
  await expect(endedAll).toHaveText('Je bent op alle andere apparaten afgemeld.');
  await expect(endedAll).toBeFocused();

  // This browser stays logged in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
});

test('a confirmation link for a new e-mail address that does not work says so', async ({ page }) => {
  await open(page, '/klantenportaal/e-mailadres-bevestigen?token=onbekend-maar-lang-genoeg');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mailadres bevestigen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Deze link om je e-mailadres te bevestigen is niet (meer) geldig',
  );
  await expectNoAxeViolations(page);
});
