import { expect, test } from '../support/fixtures.ts';
import { overflowOf } from '../support/overflow.ts';
import { currentToken, expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

/** A real PNG of 48 × 32 pixels, as a screenshot would arrive. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAYAAABU1PscAAAAS0lEQVR4AdXBAQEAIAyAME4RIxrcED4H25z7PmESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESJ3ESt6cIArgwLtxAAAAAAElFTkSuQmCC',
  'base64',
);

test.describe('attachments', () => {
  test('attach an image to a reply and see it in the thread with its thumbnail, at 1440 and 360 px', async ({
    page,
    apiUrl,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten');
    const token = await currentToken(page);
    const created = await page.request.post(`${apiUrl}/user-stories`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Knop valt weg op mobiel ${Date.now()}`,
        description_html: '<p>Zie de schermafbeelding.</p>',
      },
    });
    expect(created.status()).toBe(201);
    const order = (await created.json()) as { id: number };
    await page.goto(`/klantenportaal/opdrachten/${order.id}`);

    const replies = page.getByRole('region', { name: /^Reacties/ });
    const picker = replies.getByRole('group', { name: 'Bijlagen' });
    await expect(picker.getByRole('button', { name: 'Bestanden kiezen' })).toBeVisible();
    await picker.locator('input[type="file"]').setInputFiles({
      name: 'schermafbeelding.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const picked = picker.getByRole('list', { name: 'Gekozen bijlagen' });
    await expect(picked.getByText('Geüpload')).toBeVisible();
    await expect(picked).toContainText('schermafbeelding.png');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Jouw reactie' }).click();
    await page.keyboard.type('Hier gaat het mis.');
    await page.getByRole('button', { name: 'Reactie plaatsen' }).click();
    await expect(page.getByRole('heading', { name: 'Reacties (1)' })).toBeVisible();

    const files = replies.getByRole('article').getByRole('list', { name: 'Bijlagen' });
    await expect(files.getByRole('button', { name: 'schermafbeelding.png' })).toBeVisible();
    await expect(files).toContainText(`PNG-afbeelding, ${PNG.length} bytes`);
    // The thumbnail the API made, fetched with the login.
    const thumbnail = files.locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    // The picker is empty again for the next reply.
    await expect(picker.getByRole('list', { name: 'Gekozen bijlagen' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(files.getByRole('button', { name: 'schermafbeelding.png' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await overflowOf(page)).scroll).toBe(0);
  });
});
