import { expect, open, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';
import { demoStaff, expectNoAxeViolationsInBeheer, loginAsStaff } from '../support/staff.ts';

interface Hour {
  id: number;
  order: { id: number; title: string };
  worked_on: string;
  approval: { state: string };
}

/** The order whose hours the customer answered, for the staff side after it. */
let answered: { id: number; title: string } | undefined;

test.describe('hours approved before they are billed', () => {
  test.describe.configure({ mode: 'serial' });

  test('the customer disputes one entry with a comment and approves the rest of an order', async ({
    page,
    apiUrl,
  }) => {
    const token = await loginToken(apiUrl);
    const response = await fetch(`${apiUrl}/hours`, { headers: { authorization: `Bearer ${token}` } });
    const hours = (await response.json()) as Hour[];
    const waiting = hours.filter((hour) => hour.approval.state === 'ingediend');
    expect(waiting.length).toBeGreaterThan(1);
    const order = waiting[0]!.order;
    const ofOrder = waiting.filter((hour) => hour.order.id === order.id);
    answered = order;

    // The dashboard says what waits, and leads to the month of the oldest entry.
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');
    const card = page.getByRole('region', { name: 'Nog te factureren' });
    await expect(card.getByText(`(${waiting.length} tijdregels) wacht op je goedkeuring.`)).toBeVisible();
    await card.getByRole('link', { name: 'Uren goedkeuren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uren ter goedkeuring' })).toBeVisible();
    await expect(page.getByLabel('Maand')).toHaveValue(waiting.at(-1)!.worked_on.slice(0, 7));

    await openPortal(page, apiUrl, `/klantenportaal/opdrachten/${order.id}`);
    const section = page.getByRole('region', { name: 'Uren' });
    await expect(section.getByText(/gelden als goedgekeurd/)).toBeVisible();
    const list = section.getByRole('list', { name: 'Uren' });
    await expect(list.getByRole('listitem')).toHaveCount(ofOrder.length);
    await expectNoAxeViolations(page);

    // Disputing needs a comment.
    const first = list.getByRole('listitem').first();
    await first.getByRole('button', { name: /^Betwisten\s*:/ }).click();
    const form = first.getByRole('form', { name: /betwisten$/ });
    await form.getByRole('button', { name: 'Betwisten' }).click();
    await expect(form.getByText('Toelichting is verplicht.')).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Wat klopt er niet?').fill('Dit was korter, ongeveer een half uur.');
    await form.getByRole('button', { name: 'Betwisten' }).click();
    await expect(section.getByRole('status')).toHaveText(/betwist/);
    await expect(section.getByRole('status')).toBeFocused();
    await expect(first.getByText('Betwist', { exact: true })).toBeVisible();
    await expect(first.getByText(/Jouw toelichting: Dit was korter/)).toBeVisible();

    // The rest at once.
    await section.getByRole('button', { name: /^(Alle \d+|De tijdregel) goedkeuren$/ }).click();
    await expect(section.getByRole('status')).toHaveText(/goedgekeurd/);
    await expect(section.getByRole('status')).toBeFocused();
    await expect(list.getByText('Goedgekeurd', { exact: true })).toHaveCount(ofOrder.length - 1);
    await expect(section.getByRole('button', { name: /goedkeuren/i })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Voorbeeld B.V. holds a strippenkaart: the approved hours are drawn from it before anything is billed.
    await page
      .getByRole('navigation', { name: 'Klantenportaal' })
      .getByRole('link', { name: 'Facturen' })
      .click();
    const bundle = page.getByRole('region', { name: 'Strippenkaart' });
    await bundle.getByText(/^Afgeschreven uren \(\d+\)$/).click();
    await expect(bundle.getByRole('listitem').filter({ hasText: order.title }).first()).toBeVisible();

    // The month overview under Facturen.
    await page.getByRole('link', { name: 'Uren ter goedkeuring' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uren ter goedkeuring' })).toBeVisible();
    await page.getByLabel('Maand').selectOption(ofOrder[0]!.worked_on.slice(0, 7));
    await expect(page.getByRole('list', { name: 'Uren' }).getByText(order.title).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('staff see the dispute, correct and resubmit the entry, and take the approved hours into a concept', async ({
    page,
  }) => {
    expect(answered).toBeDefined();
    const order = answered!;
    await loginAsStaff(page, '', demoStaff.beheerder);
    await open(page, `/beheer/opdrachten/${order.id}`);
    const entries = page.getByRole('list', { name: 'Tijdregels' });
    const disputed = entries.getByRole('listitem').filter({ hasText: 'Betwist' });
    await expect(disputed).toHaveCount(1);
    await expect(disputed).toContainText('Dit was korter, ongeveer een half uur.');
    await expect(entries.getByText('Goedgekeurd').first()).toBeVisible();
    // A submitted or approved entry cannot be taken back.
    await expect(entries.getByRole('button', { name: /^Verwijderen/ })).toHaveCount(1);
    await expectNoAxeViolationsInBeheer(page);

    // The correction is judged by the contract's rule for minutes before anything is sent.
    let corrections = 0;
    await page.route(/\/staff\/orders\/\d+\/time-entries\/\d+$/, (route) => {
      if (route.request().method() === 'PUT') corrections += 1;
      return route.continue();
    });
    await disputed.getByRole('button', { name: /^Corrigeren/ }).click();
    await disputed.getByLabel('Minuten').fill('0');
    await disputed.getByRole('button', { name: 'Correctie opslaan' }).click();
    await expect(disputed.getByText('Minuten moet minimaal 1 zijn.')).toBeVisible();
    await expectNoAxeViolationsInBeheer(page);
    expect(corrections).toBe(0);
    await disputed.getByLabel('Minuten').fill('30');
    await disputed.getByRole('button', { name: 'Correctie opslaan' }).click();
    await expect(disputed.getByRole('form')).toHaveCount(0);
    expect(corrections).toBe(1);
    await page.getByRole('button', { name: 'Ter goedkeuring indienen (1)' }).click();
    await expect(
      page.getByText(/^1 tijdregel ter goedkeuring ingediend; de klant krijgt een mail\.$/),
    ).toBeVisible();
    await expect(entries.getByText('Ter goedkeuring')).toHaveCount(1);
    await expectNoAxeViolationsInBeheer(page);

    await open(page, '/beheer/facturen/nieuw');
    const takeover = page.getByRole('form', { name: 'Pro-forma overnemen' });
    await takeover.getByRole('button', { name: 'Pro-forma overnemen' }).click();
    await expect(takeover.getByText('Klant is verplicht.')).toBeVisible();
    // Jansen Webdesign's lines: Voorbeeld B.V.'s pro-forma list stays for the specs that read it.
    await takeover.getByLabel('Klant').selectOption({ label: 'Jansen Webdesign' });
    await expectNoAxeViolationsInBeheer(page);
    await takeover.getByRole('button', { name: 'Pro-forma overnemen' }).click();
    await expect(page).toHaveURL(/\/beheer\/facturen\/\d+$/);
    // The concept's lines are open to edit: the open pro-forma lines are among them.
    const lines = page.getByRole('textbox', { name: /^Omschrijving regel \d+$/ });
    // Read until the concept's form stands: it is drawn again once the concept's data arrive.
    await expect
      .poll(() => lines.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
      .toContain('Afsprakenmodule: annuleren via e-maillink');
  });
});
