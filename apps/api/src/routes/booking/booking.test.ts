import { Availability, MeetingUrl, Reservation } from '@maatwerk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, amsterdamTime, createReservation, today } from '../../db/factories/index.ts';
import { reservations } from '../../db/schema.ts';
import { availability, isSlotTaken } from '../../services/booking.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';

const hoursOf = (slots: { starts_at: string }[]) =>
  slots.map((slot) =>
    new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(slot.starts_at)),
  );

describe('time reservations', () => {
  let t: TestApp;
  let jan: LoggedInCustomer;
  let petra: LoggedInCustomer;
  beforeAll(async () => {
    t = await buildTestApp({ MEETING_URL_TEMPLATE: 'https://video.example/kamer-{id}' });
    jan = await loggedInCustomer(t.db);
    petra = await loggedInCustomer(t.db);
  });
  afterAll(() => t.close());

  const book = (who: LoggedInCustomer, startsAt: Date, subject = 'Overleg') =>
    t.app.inject({
      method: 'POST',
      url: '/booking',
      headers: who.headers,
      payload: { starts_at: startsAt.toISOString(), subject },
    });

  it('offers the working hours of a weekday, 09:00 to 17:00 in Amsterdam, in summer and winter time', async () => {
    // A Wednesday in summer time (UTC+2) and one in winter time (UTC+1), seen from before either.
    const now = new Date('2026-06-01T06:00:00Z');
    const summer = await availability(t.db, '2026-06-03', now);
    expect(hoursOf(summer.slots)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(summer.slots[0]).toEqual({
      starts_at: '2026-06-03T07:00:00.000Z',
      ends_at: '2026-06-03T08:00:00.000Z',
    });
    const december = await availability(t.db, '2026-01-07', new Date('2026-01-01T00:00:00Z'));
    expect(december.slots[0]?.starts_at).toBe('2026-01-07T08:00:00.000Z');
  });

  it('leaves out past slots, booked slots and closed days', async () => {
    const day = '2026-06-03';
    // 11:20 in Amsterdam: 09:00, 10:00 and 11:00 have begun.
    const now = new Date('2026-06-03T09:20:00Z');
    await createReservation(t.db, {
      customerId: petra.customer.id,
      startsAt: amsterdamTime(day, 14),
      endsAt: amsterdamTime(day, 15, 30),
    });
    await createReservation(t.db, {
      customerId: petra.customer.id,
      startsAt: amsterdamTime(day, 12),
      cancelledAt: new Date(),
    });
    const free = await availability(t.db, day, now);
    expect(hoursOf(free.slots)).toEqual(['12:00', '13:00', '16:00']);
    expect(free.closed_reason).toBeNull();

    expect(await availability(t.db, '2026-06-06', now)).toMatchObject({
      slots: [],
      closed_reason: 'Op zaterdag en zondag zijn we gesloten.',
    });
    // Whit Monday 2026.
    const whitMonday = await availability(t.db, '2026-05-25', new Date('2026-05-20T08:00:00Z'));
    expect(whitMonday.closed_reason).toBe('Op feestdagen zijn we gesloten.');
    expect((await availability(t.db, '2026-06-02', now)).closed_reason).toBe('Deze dag is al voorbij.');
    expect((await availability(t.db, '2026-12-01', now)).closed_reason).toBe(
      'Je kunt tot 90 dagen vooruit reserveren.',
    );
  });

  it('books a free slot and no longer offers it', async () => {
    const day = addWorkingDays(today(), 3);
    const before = Availability.parse(
      (
        await t.app.inject({ method: 'GET', url: `/booking/availability?date=${day}`, headers: jan.headers })
      ).json(),
    );
    const slot = before.slots[2]!;
    const response = await book(jan, new Date(slot.starts_at), 'Demo van de app');
    expect(response.statusCode).toBe(201);
    const reservation = Reservation.parse(response.json());
    expect(reservation).toMatchObject({
      starts_at: slot.starts_at,
      ends_at: slot.ends_at,
      subject: 'Demo van de app',
    });
    expect(reservation.meeting_id.length).toBeGreaterThanOrEqual(32);

    const after = Availability.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/booking/availability?date=${day}`,
          headers: petra.headers,
        })
      ).json(),
    );
    expect(after.slots.map((s) => s.starts_at)).not.toContain(slot.starts_at);
    expect(after.slots).toHaveLength(before.slots.length - 1);

    const list = Reservation.array().parse(
      (await t.app.inject({ method: 'GET', url: '/booking', headers: jan.headers })).json(),
    );
    expect(list.map((r) => r.id)).toContain(reservation.id);
    const theirs = Reservation.array().parse(
      (await t.app.inject({ method: 'GET', url: '/booking', headers: petra.headers })).json(),
    );
    expect(theirs.map((r) => r.id)).not.toContain(reservation.id);
  });

  it('lets exactly one of two customers who book the same slot at the same moment have it', async () => {
    const startsAt = amsterdamTime(addWorkingDays(today(), 5), 10);
    const answers = await Promise.all([book(jan, startsAt, 'Jan'), book(petra, startsAt, 'Petra')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(lost.json()).toMatchObject({
      error: 'conflict',
      message: 'Dit tijdstip is net door iemand anders gereserveerd. Kies een ander moment.',
    });
    const rows = (await t.db.select().from(reservations)).filter(
      (row) => row.startsAt.getTime() === startsAt.getTime(),
    );
    expect(rows).toHaveLength(1);
  });

  it('lets the database decide when the check before the insert is passed by both', async () => {
    // What two instances can do on PostgreSQL: both saw the slot free, both insert.
    const startsAt = amsterdamTime(addWorkingDays(today(), 6), 11);
    await createReservation(t.db, { customerId: petra.customer.id, startsAt });
    const refused = await createReservation(t.db, { customerId: jan.customer.id, startsAt }).catch(
      (error) => error,
    );
    expect(isSlotTaken(refused)).toBe(true);
    expect(isSlotTaken(new Error('something else'))).toBe(false);
  });

  it('refuses a time that is not a free slot', async () => {
    const day = addWorkingDays(today(), 4);
    const cases: [Date, string][] = [
      [amsterdamTime(day, 10, 30), 'Kies een heel uur tussen 9:00 en 17:00.'],
      [amsterdamTime(day, 8), 'Kies een heel uur tussen 9:00 en 17:00.'],
      [amsterdamTime(day, 17), 'Kies een heel uur tussen 9:00 en 17:00.'],
      [amsterdamTime(addWorkingDays(today(), -2), 10), 'Deze dag is al voorbij.'],
    ];
    for (const [startsAt, message] of cases) {
      const response = await book(jan, startsAt);
      expect(response.statusCode, startsAt.toISOString()).toBe(422);
      expect(response.json().fields).toEqual({ starts_at: message });
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/booking',
      headers: jan.headers,
      payload: { starts_at: amsterdamTime(day, 10).toISOString(), subject: '  ' },
    });
    expect(empty.json().fields).toEqual({ subject: 'Onderwerp is verplicht.' });
  });

  it('gives the meeting link to whoever has the id, without a login', async () => {
    const reservation = await createReservation(t.db, { customerId: jan.customer.id, subject: 'Kick-off' });
    const response = await t.app.inject({ method: 'GET', url: `/meeting-url?id=${reservation.meetingId}` });
    expect(response.statusCode).toBe(200);
    expect(MeetingUrl.parse(response.json())).toEqual({
      url: `https://video.example/kamer-${reservation.meetingId}`,
      subject: 'Kick-off',
      starts_at: reservation.startsAt.toISOString(),
      ends_at: reservation.endsAt.toISOString(),
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/meeting-url?id=onbekend-onbekend-onbekend' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('bestaat niet');
  });

  it('needs a login for everything but the meeting link', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/booking' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/booking/availability?date=${today()}` })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/booking', payload: {} })).statusCode).toBe(401);
  });
});
