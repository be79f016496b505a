import { expect, test } from '../support/fixtures.ts';
import { currentToken, demoCustomer, expectNoAxeViolations, openPortal } from '../support/portal-session.ts';

test.describe('orders (opdrachten)', () => {
  // The first test walks an order through its whole life: longer than one page's default.
  test.describe.configure({ timeout: 120_000 });
  test('create an order with formatted text, see it in the list and detail, reply, change priority and close it', async ({
    page,
    apiUrl,
  }) => {
    const title = `Zoekfunctie in het bestelportaal ${Date.now()}`;
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten/nieuw');
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Submitting empty shows the messages of the fields.
    await page.getByRole('button', { name: 'Opdracht aanmaken' }).click();
    await expect(page.getByText('Titel is verplicht.')).toBeVisible();
    await expect(page.getByText('Omschrijving is verplicht.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Titel' }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Omschrijving' });
    await editor.click();
    await page.keyboard.type('Klanten moeten ');
    // Type on only once the editor has taken the toggle back with its focus, as a person would.
    const bold = page.getByRole('button', { name: 'Vet' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await page.keyboard.type('op artikelnummer');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(editor).toBeFocused();
    await page.keyboard.type(' kunnen zoeken.');
    await page.keyboard.press('Enter');
    const bulletList = page.getByRole('button', { name: 'Lijst met opsommingstekens' });
    await bulletList.click();
    await expect(bulletList).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await page.keyboard.type('Ook op EAN-code');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Resultaten binnen een seconde');
    await page.getByRole('combobox', { name: 'Prioriteit' }).selectOption('2');
    await page.getByRole('button', { name: 'Opdracht aanmaken' }).click();

    await expect(page).toHaveURL(/\/klantenportaal\/opdrachten\/aangemaakt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Opdracht aangemaakt' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: title })).toContainText(title);
    await expectNoAxeViolations(page);

    // In the list, with its status and priority.
    await page.getByRole('link', { name: 'Naar alle opdrachten' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row).toContainText('Nieuw');
    await expect(row).toContainText('2 – Hoog');

    // In the detail, with the formatting kept.
    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const description = page.getByRole('region', { name: 'Omschrijving' });
    await expect(description.locator('strong')).toHaveText('op artikelnummer');
    await expect(description.locator('ul > li')).toHaveText([
      'Ook op EAN-code',
      'Resultaten binnen een seconde',
    ]);
    await expectNoAxeViolations(page);

    // Reply.
    const replies = page.getByRole('region', { name: /^Reacties/ });
    await expect(replies.getByText('Er zijn nog geen reacties.')).toBeVisible();
    const replyText = page.getByRole('textbox', { name: 'Jouw reactie' });
    await replyText.click();
    await page.keyboard.type('Het mag ook ');
    // As above: type on once the editor has the toggle and its focus back.
    const italic = page.getByRole('button', { name: 'Cursief' });
    await italic.click();
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(replyText).toBeFocused();
    await page.keyboard.type('fuzzy');
    await page.getByRole('button', { name: 'Reactie plaatsen' }).click();
    await expect(page.getByRole('heading', { name: 'Reacties (1)' })).toBeVisible();
    const reply = replies.getByRole('article');
    await expect(reply).toContainText(demoCustomer.name);
    await expect(reply.locator('em')).toHaveText('fuzzy');
    await expect(page.getByRole('textbox', { name: 'Jouw reactie' })).toHaveText('');

    // Priority.
    await page.getByRole('combobox', { name: 'Prioriteit' }).selectOption('1');
    await page.getByRole('button', { name: 'Prioriteit opslaan' }).click();
    await expect(page.getByText('Prioriteit opgeslagen.')).toBeVisible();
    await expect(page.getByText('Prioriteit 1 – Hoogste')).toBeVisible();

    // Invoice reference.
    await page.getByRole('textbox', { name: 'Factuurreferentie' }).fill('PO-2025-042');
    await page.getByRole('button', { name: 'Referentie opslaan' }).click();
    await expect(page.getByText('Referentie PO-2025-042')).toBeVisible();

    // Close it: the time spent stays in view, the reply box goes.
    const panel = page.getByRole('region', { name: 'Status en tijd' });
    await expect(panel.getByText('Tijd besteed')).toBeVisible();
    await panel.getByRole('button', { name: 'Opdracht sluiten' }).click();
    await panel.getByRole('button', { name: 'Ja, sluiten' }).click();
    await expect(panel.getByText('Gesloten', { exact: true })).toBeVisible();
    await expect(panel.getByText('Gesloten op')).toBeVisible();
    await expect(panel.getByTestId('time-spent')).toHaveText('0 minuten');
    await expect(page.getByText('Deze opdracht is gesloten. Heropen hem om te reageren.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Jouw reactie' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Opdracht heropenen' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The list shows the change: gone from the open orders, there among all of them.
    await page
      .getByRole('navigation', { name: 'Klantenportaal' })
      .getByRole('link', { name: 'Opdrachten' })
      .click();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('alle');
    const closedRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(closedRow).toContainText('Gesloten');
    await expect(closedRow).toContainText('1 – Hoogste');
  });

  test('a session ended elsewhere: to the login, and back to the form with the text still there', async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten/nieuw');
    await page.getByRole('textbox', { name: 'Titel' }).fill('Koppeling met de boekhouding');
    const editor = page.getByRole('textbox', { name: 'Omschrijving' });
    await editor.click();
    await page.keyboard.type('Facturen moeten elke nacht naar het boekhoudpakket.');
    // Logged out on another device: this token is refused from now on.
    const logout = await fetch(`${apiUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await currentToken(page)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    await page.getByRole('button', { name: 'Opdracht aanmaken' }).click();
    // The refused call ends the login here too: to the login page, which comes back to the form.
    await expect(page).toHaveURL(/\/klantenportaal\?terug=%2Fklantenportaal%2Fopdrachten%2Fnieuw$/);
    const panel = page.getByRole('region', { name: 'Inloggen' });
    await panel.getByLabel('E-mailadres').fill(demoCustomer.email);
    await panel.getByLabel('Wachtwoord').fill(demoCustomer.password);
    await panel.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/klantenportaal\/opdrachten\/nieuw$/, { timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('Koppeling met de boekhouding');
    await expect(editor).toHaveText('Facturen moeten elke nacht naar het boekhoudpakket.');
    await page.getByRole('button', { name: 'Opdracht aanmaken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Opdracht aangemaakt' })).toBeVisible();

    // Sent, the draft is gone.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('');
    await expect(editor).toHaveText('');
  });

  test('the formatting toolbar is one Tab stop, with the arrow keys between its buttons', async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten/nieuw');
    const toolbar = page.getByRole('toolbar', { name: 'Opmaak' });
    await expect(toolbar.getByRole('button', { name: 'Vet' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Titel' }).focus();
    await page.keyboard.press('Tab');
    await expect(toolbar.getByRole('button', { name: 'Vet' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Cursief' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Vet' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();
    // Tab leaves the toolbar for the writing area; Shift+Tab comes back to the button used last.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Omschrijving' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();
  });

  test('the link tool takes web and mail addresses only, as the sanitiser keeps them', async ({
    page,
    apiUrl,
  }) => {
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten/nieuw');
    const description = page.getByRole('textbox', { name: 'Omschrijving' });
    await description.click();
    await page.keyboard.type('Zie de tarieven');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('toolbar', { name: 'Opmaak' }).getByRole('button', { name: 'Link' }).click();
    const address = page.getByRole('textbox', { name: 'Adres van de link' });
    const apply = page.getByRole('button', { name: 'Link toepassen' });
    for (const refused of ['javascript:alert(1)', '//kodewerk.nl', 'https://kodewerk.nl/een pad']) {
      await address.fill(refused);
      await expect(apply).toBeDisabled();
      await expect(address).toHaveAttribute('aria-invalid', 'true');
    }
    await address.fill('https://kodewerk.nl/tarieven');
    await apply.click();
    await expect(description.getByRole('link', { name: 'Zie de tarieven' })).toHaveAttribute(
      'href',
      'https://kodewerk.nl/tarieven',
    );
  });

  test('sorts and filters the list, and keeps the view in the address', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Prioriteit' }).click();
    await expect(page.getByRole('columnheader', { name: 'Prioriteit' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page).toHaveURL(/sort=priority/);
    const priorities = await table.locator('tbody tr td[data-label="Prioriteit"]').allTextContents();
    expect(priorities.map((text) => Number(text[0]))).toEqual(
      [...priorities.map((text) => Number(text[0]))].sort(),
    );

    await page.getByRole('button', { name: 'Prioriteit' }).click();
    await expect(page.getByRole('columnheader', { name: 'Prioriteit' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('exact online');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table).toContainText('Koppeling met Exact Online voor verkooporders');

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('exact online');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('bestaat-echt-niet');
    await expect(page.getByText('Geen opdrachten gevonden met deze filters.')).toBeVisible();
  });

  test('shows rich text from the API without running any of it', async ({ page, apiUrl }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten');
    const token = await currentToken(page);
    const response = await fetch(`${apiUrl}/user-stories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Opdracht met een verrassing',
        description_html:
          '<p>Veilige tekst</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
          '<a href="javascript:alert(3)">klik</a><p style="position:fixed;inset:0">groot</p>',
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    await page.goto(`/klantenportaal/opdrachten/${id}`);
    const description = page.getByRole('region', { name: 'Omschrijving' });
    await expect(description.getByText('Veilige tekst')).toBeVisible();
    await description.getByText('klik').click();
    await expect(description.locator('img, script, [style], [onerror]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('answers an order that is not the customer’s as not found', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/opdrachten');
    const token = await currentToken(page);
    const own = (await (
      await fetch(`${apiUrl}/user-stories`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[];
    const ownIds = new Set(own.map((order) => order.id));
    // The demo data gives the other demo customer orders too: the first id that is not Jan's.
    const foreignId = Array.from({ length: 100 }, (_, index) => index + 1).find((id) => !ownIds.has(id));
    await page.goto(`/klantenportaal/opdrachten/${foreignId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Opdracht niet gevonden' })).toBeVisible();
    await expect(page.getByText('Deze opdracht bestaat niet, of is niet van jou.')).toBeVisible();
  });
});
