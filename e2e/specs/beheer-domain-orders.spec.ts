import { expect, open, test } from '../support/fixtures.ts';
import { overflowOf } from '../support/overflow.ts';
import { expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';
import { demoStaff, expectNoAxeViolationsInBeheer, loginAsStaff } from '../support/staff.ts';

test.describe('back office: domain orders', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff move an ordered name to registered; the customer sees each state', async ({
    page,
    apiUrl,
    browser,
    baseURL,
  }) => {
    const sld = `bakkerij${Date.now().toString(36)}`;
    const token = await loginToken(apiUrl);
    const placed = await fetch(`${apiUrl}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ cart: { items: [{ sld, tld: 'nl', years: 1 }], value_pack: null } }),
    });
    expect(placed.status).toBe(201);
    const name = `${sld}.nl`;

    await loginAsStaff(page, '', demoStaff.beheerder);
    await open(page, '/beheer/domeinbestellingen');
    await expect(page.getByRole('heading', { level: 1, name: 'Domeinbestellingen' })).toBeVisible();
    const order = page.getByRole('article', { name });
    await expect(order).toContainText('Aangevraagd');
    await expect(order).toContainText('Voorbeeld B.V.');
    await expectNoAxeViolationsInBeheer(page);

    await order.getByRole('button', { name: /In behandeling nemen/ }).click();
    await expect(page.getByRole('status')).toHaveText(`${name} staat nu op in behandeling.`);
    await expect(order).toContainText('In behandeling');

    const context = await browser.newContext({ baseURL });
    const customer = await context.newPage();
    await openPortal(customer, apiUrl, '/klantenportaal/webhosting');
    const ordered = customer.getByRole('region', { name: 'Bestelde domeinnamen' });
    await expect(ordered.getByRole('row').filter({ hasText: name })).toContainText('In behandeling');

    await order.getByRole('button', { name: /Geregistreerd/ }).click();
    await expect(page.getByRole('status')).toHaveText(`${name} staat nu op geregistreerd.`);
    // Done: it leaves the list of names to handle.
    await expect(page.getByRole('article', { name })).toHaveCount(0);

    await customer.reload();
    await expect(
      customer
        .getByRole('region', { name: 'Bestelde domeinnamen' })
        .getByRole('row')
        .filter({ hasText: name }),
    ).toContainText('Geregistreerd');
    await expectNoAxeViolations(customer);
    await context.close();
  });

  test('usable at 360 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await loginAsStaff(page, '', demoStaff.beheerder);
    await open(page, '/beheer/domeinbestellingen');
    await expect(page.getByRole('heading', { level: 1, name: 'Domeinbestellingen' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Nothing sticks out sideways: the names of what does say where to look.
    expect(await overflowOf(page)).toEqual({ scroll: 0, outside: [] });
    await expectNoAxeViolationsInBeheer(page);
  });
});
