import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';

interface Slot {
  starts_at: string;
  ends_at: string;
}

const authorised = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

const freeSlots = async (apiUrl: string, token: string, date: string): Promise<Slot[]> => {
  const response = await fetch(`${apiUrl}/booking/availability?date=${date}`, { headers: authorised(token) });
  return ((await response.json()) as { slots: Slot[] }).slots;
};

/** A weekday with at least three free slots, `days` or more ahead. */
const dayWithRoom = async (apiUrl: string, token: string, days: number) => {
  for (let extra = 0; extra < 20; extra++) {
    const date = new Date(Date.now() + (days + extra) * 86_400_000).toISOString().slice(0, 10);
    const slots = await freeSlots(apiUrl, token, date);
    if (slots.length >= 3) return { date, slots };
  }
  throw new Error('no day with free slots');
};

const book = async (apiUrl: string, token: string, startsAt: string, subject: string) => {
  const response = await fetch(`${apiUrl}/booking`, {
    method: 'POST',
    headers: authorised(token),
    body: JSON.stringify({ starts_at: startsAt, subject }),
  });
  expect(response.status).toBe(201);
};

test.describe('changing a reservation', () => {
  test.describe.configure({ timeout: 60_000 });

  test('cancels one after a confirmation, with the rule beside the button; the slot is free at once', async ({
    page,
    apiUrl,
  }) => {
    const token = await loginToken(apiUrl);
    const { date, slots } = await dayWithRoom(apiUrl, token, 40);
    const subject = `Annuleren in de browser ${Date.now()}`;
    const slot = slots[1] as Slot;
    await book(apiUrl, token, slot.starts_at, subject);

    await openPortal(page, apiUrl, '/klantenportaal/tijd-reserveren');
    const item = page.getByRole('listitem').filter({ hasText: subject });
    await expect(item.getByText('Verzetten of annuleren kan tot 24 uur voor het begin.')).toBeVisible();
    await item.getByRole('button', { name: `Annuleren ${subject}` }).click();
    await expect(item.getByText('Weet je zeker dat je deze reservering wilt annuleren?')).toBeVisible();
    await expect(item.getByRole('button', { name: `Ja, annuleren ${subject}` })).toBeFocused();
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: `Ja, annuleren ${subject}` }).click();
    const list = page.getByRole('region', { name: 'Je reserveringen' });
    await expect(list.getByText(subject)).toHaveCount(0);
    // Said where the row was, with focus on it rather than on the page.
    const cancelled = list
      .getByRole('status')
      .filter({ hasText: /^De reservering van .* is geannuleerd\.$/ });
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toBeFocused();
    // Free for anyone who asks now.
    expect((await freeSlots(apiUrl, token, date)).map((free) => free.starts_at)).toContain(slot.starts_at);
  });

  test('moves one to another free slot of the day', async ({ page, apiUrl }) => {
    const token = await loginToken(apiUrl);
    const { date, slots } = await dayWithRoom(apiUrl, token, 45);
    const subject = `Verzetten in de browser ${Date.now()}`;
    const from = slots[0] as Slot;

    // Booked in the form: its notice stands until the reservation is moved.
    await openPortal(page, apiUrl, '/klantenportaal/tijd-reserveren');
    await page.getByLabel('Datum').fill(date);
    await page
      .getByRole('group', { name: /^Vrije tijden op / })
      .locator(`input[value="${from.starts_at}"]`)
      .check();
    await page.getByRole('textbox', { name: 'Onderwerp' }).fill(subject);
    await page.getByRole('button', { name: 'Reserveren' }).click();
    const booked = page.getByRole('status').filter({ hasText: 'Gereserveerd:' });
    await expect(booked).toContainText(subject);
    const item = page.getByRole('listitem').filter({ hasText: subject });
    await item.getByRole('button', { name: `Verzetten ${subject}` }).click();
    const form = item.getByRole('form', { name: 'Verzetten naar' });
    await expect(form.getByLabel('Nieuwe datum')).toHaveValue(date);
    const target = form
      .getByRole('group', { name: /^Vrije tijden op / })
      .getByRole('radio')
      .last();
    const to = await target.getAttribute('value');
    await target.check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Verzetten' }).click();
    const moved = page.getByRole('status').filter({ hasText: /^Verzet naar / });
    await expect(moved).toBeVisible();
    await expect(moved).toBeFocused();
    await expect(booked).toHaveCount(0);
    const free = (await freeSlots(apiUrl, token, date)).map((slot) => slot.starts_at);
    expect(free).toContain(from.starts_at);
    expect(free).not.toContain(to);
  });
});
