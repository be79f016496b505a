import { expect, open, test } from '../support/fixtures.ts';
import { mailsTo } from '../support/mail.ts';
import { overflowOf } from '../support/overflow.ts';
import { demoCustomer, loginToken } from '../support/portal-session.ts';
import { demoStaff, expectNoAxeViolationsInBeheer, loginAsStaff } from '../support/staff.ts';

test.describe('back office: emergency calls', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an open call is shown first with its age; acknowledging it tells the customer', async ({
    page,
    apiUrl,
  }) => {
    const description = `De webshop is onbereikbaar sinds ${Date.now()}.`;
    const token = await loginToken(apiUrl);
    const response = await fetch(`${apiUrl}/emergency-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ description, costs_confirmed: true }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    await loginAsStaff(page, '', demoStaff.ontwikkelaar);
    await open(page, '/beheer/noodoproepen');
    await expect(page.getByRole('heading', { level: 1, name: 'Noodoproepen' })).toBeVisible();
    const openCalls = page.getByRole('region', { name: /^Open/ });
    const call = openCalls.getByRole('article', { name: new RegExp(`Noodoproep #${id} `) });
    await expect(call).toContainText(description);
    await expect(call).toContainText(/Open, wacht (minder dan een minuut|\d+ minu)/);
    await expectNoAxeViolationsInBeheer(page);

    await call.getByRole('button', { name: /Oppakken en klant informeren/ }).click();
    const acknowledged = page.getByText(
      new RegExp(
        `^Noodoproep #${id} opgepakt\\. (De klant krijgt|\\d+ mensen van de klant krijgen) een e-mail\\.$`,
      ),
    );
    await expect(acknowledged).toBeVisible();
    // The call moved to the other group: focus is on what became of it.
    await expect(acknowledged).toBeFocused();
    const handled = page
      .getByRole('region', { name: 'Opgepakt' })
      .getByRole('article', { name: new RegExp(`Noodoproep #${id} `) });
    await expect(handled).toContainText('door Daan Visser');
    await handled.getByRole('button', { name: `Afronden (noodoproep #${id})` }).click();
    await expect(handled.getByRole('term').filter({ hasText: 'Afgerond' })).toBeVisible();
    await expect(openCalls.getByRole('article', { name: new RegExp(`Noodoproep #${id} `) })).toHaveCount(0);

    await expect
      .poll(async () =>
        (await mailsTo(demoCustomer.email)).some((mail) => mail.includes(`Noodoproep #${id} is opgepakt`)),
      )
      .toBe(true);
    await expectNoAxeViolationsInBeheer(page);
  });

  test('usable at 360 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await loginAsStaff(page, '', demoStaff.ontwikkelaar);
    await open(page, '/beheer/noodoproepen');
    await expect(page.getByRole('region', { name: /^Open/ })).toBeVisible();
    // Nothing sticks out sideways: the names of what does say where to look.
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    await expectNoAxeViolationsInBeheer(page);
  });
});
