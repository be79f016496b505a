import { expect, open, test } from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { demoCustomer, expectNoAxeViolations, loginToken, openPortal } from '../support/portal-session.ts';

/** A weekday some weeks ahead, clear of the demo bookings, in Amsterdam's calendar. */
const weekdayAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const slots = (apiUrl: string, token: string, date: string) =>
  fetch(`${apiUrl}/booking/availability?date=${date}`, {
    headers: { authorization: `Bearer ${token}` },
  }).then(
    async (response) =>
      (await response.json()) as { slots: { starts_at: string }[]; closed_reason: string | null },
  );

test.describe('time reservations', () => {
  test('books a free slot, which then is gone from the free ones', async ({ page, apiUrl }) => {
    const token = await loginToken(apiUrl);
    // A day with free slots (a holiday has none): the first weekday from three weeks ahead that has them.
    let date = weekdayAhead(21);
    for (let tries = 0; (await slots(apiUrl, token, date)).slots.length < 2 && tries < 10; tries++)
      date = weekdayAhead(22 + tries);

    await openPortal(page, apiUrl, '/klantenportaal/tijd-reserveren');
    await expect(page.getByRole('heading', { level: 1, name: 'Tijd reserveren' })).toBeVisible();
    await page.getByLabel('Datum').fill(date);
    const free = page.getByRole('group', { name: /^Vrije tijden op / });
    await expect(free.getByRole('radio').first()).toBeVisible();
    const first = free.getByRole('radio').first();
    const label = ((await free.locator('label').first().textContent()) ?? '').trim();
    const startsAt = await first.getAttribute('value');
    expect(label).toMatch(/^\d{2}:\d{2} – \d{2}:\d{2}$/);
    await expectNoAxeViolations(page);

    // Without a choice and a subject: the messages of both.
    await page.getByRole('button', { name: 'Reserveren' }).click();
    await expect(page.getByText('Tijdstip is verplicht.')).toBeVisible();
    await expect(page.getByText('Onderwerp is verplicht.')).toBeVisible();

    await first.check();
    await page.getByRole('textbox', { name: 'Onderwerp' }).fill('Demo van de nieuwe app');
    await page.getByRole('button', { name: 'Reserveren' }).click();
    const booked = page.getByRole('status').filter({ hasText: 'Gereserveerd:' });
    await expect(booked).toContainText(label);
    await expect(booked).toContainText('Je krijgt een bevestiging per mail, met de afspraak voor je agenda.');
    await expect(free.getByRole('radio', { name: label })).toHaveCount(0);
    await expect(free.getByRole('radio').first()).toBeVisible();

    const list = page.getByRole('region', { name: 'Je reserveringen' });
    await expect(list.getByRole('paragraph').filter({ hasText: /^Demo van de nieuwe app$/ })).toBeVisible();

    // Also for anyone else who asks the API.
    const after = await slots(apiUrl, token, date);
    expect(startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(after.slots.map((slot) => slot.starts_at)).not.toContain(startsAt);

    // The booker is mailed; the mail's link opens the meeting's page.
    const mail = await waitForMail(
      demoCustomer.email,
      30_000,
      /Je afspraak "Demo van de nieuwe app" staat vast/,
    );
    expect(mail).toContain('Content-Type: text/calendar');
    const meetingPage = new URL(linkIn(mail, '/meet?id='));
    await open(page, meetingPage.pathname + meetingPage.search);
    await expect(page.getByRole('heading', { level: 2, name: 'Demo van de nieuwe app' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Deelnemen aan het videogesprek/ })).toBeVisible();
  });

  test('tells the customer when someone else took the slot first', async ({ page, apiUrl }) => {
    const token = await loginToken(apiUrl);
    let date = weekdayAhead(35);
    for (let tries = 0; (await slots(apiUrl, token, date)).slots.length < 2 && tries < 10; tries++)
      date = weekdayAhead(36 + tries);
    await openPortal(page, apiUrl, '/klantenportaal/tijd-reserveren');
    await page.getByLabel('Datum').fill(date);
    const free = page.getByRole('group', { name: /^Vrije tijden op / });
    const first = free.getByRole('radio').first();
    await first.check();
    const startsAt = await first.getAttribute('value');

    // Someone books the same slot through the API while the page still offers it.
    const taken = await fetch(`${apiUrl}/booking`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ starts_at: startsAt, subject: 'Snel genomen' }),
    });
    expect(taken.status).toBe(201);

    await page.getByRole('textbox', { name: 'Onderwerp' }).fill('Te laat');
    await page.getByRole('button', { name: 'Reserveren' }).click();
    await expect(
      page.getByText('Dit tijdstip is net door iemand anders gereserveerd. Kies een ander moment.'),
    ).toBeVisible();
    await expect(free.locator(`input[value="${startsAt}"]`)).toHaveCount(0);
  });

  test('says why a weekend day has no slots', async ({ page, apiUrl }) => {
    await openPortal(page, apiUrl, '/klantenportaal/tijd-reserveren');
    const saturday = new Date(Date.now() + 14 * 86_400_000);
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    await page.getByLabel('Datum').fill(saturday.toISOString().slice(0, 10));
    await expect(page.getByText('Op zaterdag zijn er geen tijden te reserveren.')).toBeVisible();
  });
});

test.describe('the meet page', () => {
  test('shows the contact options', async ({ page }) => {
    await open(page, '/meet');
    await expect(page.getByRole('heading', { level: 1, name: 'Afspraak maken' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '030 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+31301234567',
    );
    await expect(main.getByRole('link', { name: 'info@kodewerk.nl' })).toHaveAttribute(
      'href',
      'mailto:info@kodewerk.nl',
    );
    await expect(main.getByText('Catharijnesingel 52')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Tijd reserveren' })).toHaveAttribute(
      'href',
      '/klantenportaal/tijd-reserveren',
    );
    await expectNoAxeViolations(page);
  });

  test('shows the meeting link of a reservation without a login, and a clear message for an unknown one', async ({
    page,
    request,
    apiUrl,
  }) => {
    const token = await loginToken(apiUrl);
    const reservations = (await (
      await fetch(`${apiUrl}/booking`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { meeting_id: string; subject: string; starts_at: string }[];
    const upcoming = reservations.find((reservation) => Date.parse(reservation.starts_at) > Date.now());
    if (!upcoming) throw new Error('The demo data has an upcoming reservation');

    await open(page, `/meet?id=${encodeURIComponent(upcoming.meeting_id)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Je afspraak' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: upcoming.subject })).toBeVisible();
    await expect(page.getByRole('link', { name: /Deelnemen aan het videogesprek/ })).toHaveAttribute(
      'href',
      `https://meet.jit.si/kodewerk-${encodeURIComponent(upcoming.meeting_id)}`,
    );
    await expectNoAxeViolations(page);

    const unknown = await request.get('/meet?id=bestaat-niet-bestaat-niet');
    expect(unknown.status()).toBe(404);
    await open(page, '/meet?id=bestaat-niet-bestaat-niet');
    await expect(page.getByRole('alert')).toContainText('Deze afspraak bestaat niet (meer).');
    await expect(page.getByRole('main').getByRole('link', { name: '030 123 45 67' })).toBeVisible();
  });
});
