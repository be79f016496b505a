import { axe, axeFindings } from '../support/axe.ts';
import { expect, open, test } from '../support/fixtures.ts';
import { demoStaff, expectNoAxeViolationsInBeheer, loginAsStaff, staffToken } from '../support/staff.ts';

const setAvailable = async (apiUrl: string, available: boolean) => {
  const token = await staffToken(demoStaff.ontwikkelaar);
  const response = await fetch(`${apiUrl}/staff/me/chat-availability`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ available }),
  });
  expect(response.status).toBe(200);
};

const keptChat = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const { state } = JSON.parse(localStorage.getItem('kodewerk') ?? '{}') as {
      state?: { chatId?: string; sessionId?: string };
    };
    return { chatId: state?.chatId ?? null, sessionId: state?.sessionId ?? null };
  });

test.describe('live chat', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ apiUrl }) => setAvailable(apiUrl, false));

  test('a visitor chats with staff in /beheer/chat, and a reload continues the same chat', async ({
    page,
    browser,
    apiUrl,
  }) => {
    await setAvailable(apiUrl, true);
    const visitorName = `Bezoeker ${Date.now()}`;

    await open(page, '/contact');
    await page.getByRole('button', { name: 'Heeft u hulp nodig?' }).click();
    await page
      .getByRole('dialog', { name: 'Hoe kunnen we je helpen?' })
      .getByRole('button', { name: /Chat met ons/ })
      .click();
    const panel = page.getByRole('complementary', { name: 'Chat met Kodewerk' });
    await panel.getByLabel('Je naam (niet verplicht)').fill(visitorName);
    await panel.getByRole('button', { name: 'Start de chat' }).click();
    await panel.getByLabel('Je bericht').fill('Mijn site ligt eruit, kunnen jullie kijken?');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('listitem').filter({ hasText: 'Mijn site ligt eruit' })).toContainText(
      'Afgeleverd',
    );
    const kept = await keptChat(page);
    expect(kept.chatId).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await axeFindings(axe(page).include('aside'))).toEqual([]);

    const staffContext = await browser.newContext();
    const desk = await staffContext.newPage();
    await loginAsStaff(desk, '', demoStaff.ontwikkelaar);
    await open(desk, '/beheer/chat');
    await desk.getByRole('button', { name: visitorName }).click();
    const chat = desk.getByRole('region', { name: `Chat met ${visitorName}` });
    await expect(chat).toContainText('Mijn site ligt eruit');
    await chat.getByLabel('Antwoord').fill('We kijken er meteen naar.');
    await chat.getByRole('button', { name: 'Versturen' }).click();
    await expectNoAxeViolationsInBeheer(desk);

    await expect(panel.getByRole('listitem').filter({ hasText: 'We kijken er meteen naar.' })).toContainText(
      'Daan',
    );
    await expect(panel.getByText(/^Nieuw bericht van Daan: We kijken er meteen naar\.$/)).toBeAttached();

    await page.reload();
    await expect(panel.getByText('We kijken er meteen naar.')).toBeVisible();
    await expect(panel.getByText('Mijn site ligt eruit, kunnen jullie kijken?')).toBeVisible();
    expect(await keptChat(page)).toEqual(kept);

    // The open panel tells staff which pages the visitor goes to.
    await open(page, '/veelgestelde-vragen');
    await expect(chat.getByRole('region', { name: "Bekeken pagina's in dit bezoek" })).toContainText(
      '/veelgestelde-vragen',
    );

    // At the end the visitor may have the transcript mailed.
    await panel.getByRole('button', { name: 'Chat beëindigen' }).click();
    await panel.getByLabel('Verslag van deze chat mailen naar').fill('bezoeker@voorbeeld.nl');
    await panel.getByRole('button', { name: 'Verslag mailen' }).click();
    await expect(
      panel.getByText('Het verslag van deze chat is onderweg naar bezoeker@voorbeeld.nl.'),
    ).toBeVisible();
    await staffContext.close();
  });
});
