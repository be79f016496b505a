import { Availability, MeetingUrl, RESERVATION_TOO_LATE_MESSAGE, Reservation } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, amsterdamTime, createReservation, today } from '../../db/factories/index.ts';
import { reservations } from '../../db/schema.ts';
import { availability, isSlotTaken } from '../../services/booking.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { hoursOf } from '../../test/slot-hours.ts';

describe('time reservations', () => {
  const t = testAppPerBlock({ MEETING_URL_TEMPLATE: 'https://video.example/kamer-{id}' });
  const jan = customerPerBlock(t);
  const petra = customerPerBlock(t);

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
    // A slot that begins at this very moment has begun.
    const atTwelve = await availability(t.db, day, amsterdamTime(day, 12));
    expect(hoursOf(atTwelve.slots)).toEqual(['13:00', '16:00']);

    expect(await availability(t.db, '2026-06-06', now)).toMatchObject({
      slots: [],
      closed_reason: 'Op zaterdag zijn er geen tijden te reserveren.',
    });
    // Whit Monday 2026.
    const whitMonday = await availability(t.db, '2026-05-25', new Date('2026-05-20T08:00:00Z'));
    expect(whitMonday.closed_reason).toBe('Op feestdagen zijn we gesloten.');
    expect((await availability(t.db, '2026-06-02', now)).closed_reason).toBe('Deze dag is al voorbij.');
    // 17:10 in Amsterdam: the day's last slot has begun, nothing is booked, and none is left.
    expect(await availability(t.db, day, new Date('2026-06-03T15:10:00Z'))).toMatchObject({
      slots: [],
      closed_reason: 'De tijden van vandaag zijn al voorbij. Kies een andere dag.',
    });
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

  it('holds one customer to 10 reservations still to come, also when 50 are booked at once', async () => {
    const sam = await loggedInCustomer(t.db);
    const starts: Date[] = [];
    // Days of their own (40 to 46 working days ahead): which 10 win the race differs per database.
    for (let day = 40; starts.length < 50; day++) {
      const date = addWorkingDays(today(), day);
      for (let hour = 9; hour < 17 && starts.length < 50; hour++) starts.push(amsterdamTime(date, hour));
    }
    const answers = await Promise.all(starts.map((startsAt) => book(sam, startsAt, 'Alles')));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(
      codes.filter((code) => code === 409),
      JSON.stringify(
        answers.filter((a) => a.statusCode !== 409 && a.statusCode !== 201).map((a) => a.json()),
      ),
    ).toHaveLength(40);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      error: 'conflict',
      message: 'Je hebt al 10 afspraken staan. Zeg er eerst een af of wacht tot er een voorbij is.',
    });
    const rows = (await t.db.select().from(reservations)).filter(
      (row) => row.customerId === sam.customer.id && !row.cancelledAt,
    );
    expect(rows).toHaveLength(10);
    // Another customer books on.
    expect((await book(petra, amsterdamTime(addWorkingDays(today(), 30), 9))).statusCode).toBe(201);
  });

  it('refuses a time that is not a free slot', async () => {
    const day = addWorkingDays(today(), 4);
    const cases: [Date, string][] = [
      [amsterdamTime(day, 10, 30), 'Kies een tijdstip uit de vrije tijden tussen 9:00 en 17:00.'],
      [amsterdamTime(day, 8), 'Kies een tijdstip uit de vrije tijden tussen 9:00 en 17:00.'],
      [amsterdamTime(day, 17), 'Kies een tijdstip uit de vrije tijden tussen 9:00 en 17:00.'],
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

  describe('cancelling and moving', () => {
    const cancel = (who: LoggedInCustomer, id: number) =>
      t.app.inject({ method: 'POST', url: `/booking/${id}/cancel`, headers: who.headers });
    const move = (who: LoggedInCustomer, id: number, startsAt: Date) =>
      t.app.inject({
        method: 'POST',
        url: `/booking/${id}/move`,
        headers: who.headers,
        payload: { starts_at: startsAt.toISOString() },
      });
    const freeSlots = async (date: string) =>
      Availability.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/booking/availability?date=${date}`,
            headers: petra.headers,
          })
        ).json(),
      ).slots.map((slot) => slot.starts_at);

    it('cancels a reservation and frees its slot for someone else at once', async () => {
      const day = addWorkingDays(today(), 8);
      const startsAt = amsterdamTime(day, 13);
      const booked = Reservation.parse((await book(jan, startsAt, 'Annuleren')).json());
      expect(await freeSlots(day)).not.toContain(startsAt.toISOString());

      const response = await cancel(jan, booked.id);
      expect(response.statusCode).toBe(200);
      expect(await freeSlots(day)).toContain(startsAt.toISOString());
      const list = Reservation.array().parse(
        (await t.app.inject({ method: 'GET', url: '/booking', headers: jan.headers })).json(),
      );
      expect(list.map((r) => r.id)).not.toContain(booked.id);
      expect((await book(petra, startsAt, 'Nu van Petra')).statusCode).toBe(201);
      expect((await cancel(jan, booked.id)).statusCode).toBe(404);
    });

    it('moves a reservation to a free slot: the old one is free, the new one taken', async () => {
      const day = addWorkingDays(today(), 9);
      const from = amsterdamTime(day, 9);
      const to = amsterdamTime(day, 15);
      const booked = Reservation.parse((await book(jan, from, 'Verzetten')).json());
      const response = await move(jan, booked.id, to);
      expect(response.statusCode).toBe(200);
      expect(Reservation.parse(response.json())).toMatchObject({
        id: booked.id,
        starts_at: to.toISOString(),
        meeting_id: booked.meeting_id,
        subject: 'Verzetten',
      });
      const free = await freeSlots(day);
      expect(free).toContain(from.toISOString());
      expect(free).not.toContain(to.toISOString());
    });

    it('refuses a move onto a taken slot, and to a time outside the hours', async () => {
      const day = addWorkingDays(today(), 10);
      const mine = Reservation.parse((await book(jan, amsterdamTime(day, 10), 'Mijn')).json());
      await book(petra, amsterdamTime(day, 11), 'Van Petra');
      const taken = await move(jan, mine.id, amsterdamTime(day, 11));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(
        'Dit tijdstip is net door iemand anders gereserveerd. Kies een ander moment.',
      );
      const evening = await move(jan, mine.id, amsterdamTime(day, 20));
      expect(evening.statusCode).toBe(422);
      expect(evening.json().fields.starts_at).toBe(
        'Kies een tijdstip uit de vrije tijden tussen 9:00 en 17:00.',
      );
    });

    it('refuses within 24 hours of the start, with the rule as the reason', async () => {
      const soon = new Date(Date.now() + 20 * 60 * 60 * 1000);
      soon.setUTCMinutes(0, 0, 0);
      const row = await createReservation(t.db, { customerId: jan.customer.id, startsAt: soon });
      const refused = await cancel(jan, row.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(RESERVATION_TOO_LATE_MESSAGE);
      const notMoved = await move(jan, row.id, amsterdamTime(addWorkingDays(today(), 12), 9));
      expect(notMoved.statusCode).toBe(409);
      const [still] = await t.db.select().from(reservations).where(eq(reservations.id, row.id));
      expect(still?.cancelledAt).toBeNull();
      expect(still?.startsAt.getTime()).toBe(soon.getTime());
    });

    it("does not let a customer touch someone else's reservation", async () => {
      const day = addWorkingDays(today(), 11);
      const theirs = Reservation.parse((await book(petra, amsterdamTime(day, 14), 'Van Petra')).json());
      expect((await cancel(jan, theirs.id)).statusCode).toBe(404);
      expect((await move(jan, theirs.id, amsterdamTime(day, 15))).statusCode).toBe(404);
      expect(await freeSlots(day)).not.toContain(amsterdamTime(day, 14).toISOString());
    });
  });

  it('needs a login for everything but the meeting link', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/booking' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/booking/availability?date=${today()}` })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/booking', payload: {} })).statusCode).toBe(401);
  });
});
