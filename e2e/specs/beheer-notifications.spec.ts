import { expect, open, test } from '../support/fixtures.ts';
import { loginToken } from '../support/portal-session.ts';
import {
  demoStaff,
  expectNoAxeViolationsInBeheer,
  expectNoHorizontalScroll,
  loginAsStaff,
} from '../support/staff.ts';

/** Calls the API as the demo customer, as the portal does. */
const asCustomer = async (apiUrl: string, path: string, body: object) => {
  const token = await loginToken(apiUrl);
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
};

test.describe('back office: unread replies and notification choices', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a customer reply shows as unread in the work queue and the mark goes once the order is opened', async ({
    page,
    apiUrl,
  }) => {
    const title = `Vraag over de koppeling ${Date.now()}`;
    const { id } = await asCustomer(apiUrl, '/user-stories', {
      title,
      description_html: '<p>Werkt de koppeling ook met ons CRM?</p>',
      priority: 3,
    });
    await asCustomer(apiUrl, '/user-story-replies', {
      user_story_id: id,
      body_html: '<p>Nog een detail.</p>',
    });

    await loginAsStaff(page, '', demoStaff.beheerder);
    await open(page, '/beheer/opdrachten');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row).toContainText('Nieuwe reactie');
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolationsInBeheer(page);
      await expectNoHorizontalScroll(page);
    }

    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(row.getByRole('link', { name: title })).toBeVisible();
    await expect(row).not.toContainText('Nieuwe reactie');
  });

  test('Overzicht counts what waits; Mijn account keeps the choice per kind', async ({ page }) => {
    await loginAsStaff(page, '', demoStaff.beheerder);
    await open(page, '/beheer/overzicht');
    const counts = page.getByRole('list', { name: 'Wat er wacht' });
    for (const label of [
      'Open opdrachten',
      'Onbeantwoorde reacties',
      'Noodoproepen',
      'Betwiste uren',
      'Domeinbestellingen te doen',
    ]) {
      await expect(counts.getByRole('link', { name: new RegExp(`^\\d+ ${label}$`) })).toBeVisible();
    }
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolationsInBeheer(page);
      await expectNoHorizontalScroll(page);
    }

    await page.getByRole('link', { name: demoStaff.beheerder.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
    const reply = page.getByRole('group', { name: 'Reactie van de klant' });
    await expect(reply.getByRole('radio', { name: 'Direct een mail' })).toBeChecked();
    await reply.getByRole('radio', { name: 'In het dagelijkse overzicht' }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Je keuzes zijn opgeslagen.' })).toBeVisible();
    await page.reload();
    await expect(reply.getByRole('radio', { name: 'In het dagelijkse overzicht' })).toBeChecked();
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolationsInBeheer(page);
      await expectNoHorizontalScroll(page);
    }
    // Back as it was, for the other tests of the demo staff member.
    await reply.getByRole('radio', { name: 'Direct een mail' }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Je keuzes zijn opgeslagen.' })).toBeVisible();
  });
});
