import { Availability, BookingSchedule, StaffReservation } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, amsterdamTime, createReservation, isoWeekday, today } from '../../db/factories/index.ts';
import { bookingDaysOff, bookingHours, reservations, users } from '../../db/schema.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { auditEntries } from '../../test/audit-entries.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';
import { calendarsIn, mailsTo } from '../../test/mailbox.ts';
import { hoursOf } from '../../test/slot-hours.ts';
import type { LoggedInStaff } from '../../test/staff-login.ts';

/** The first date with this ISO weekday at least a week from now, away from today's past hours. */
const next = (weekday: number) => {
  let date = addDays(today(), 7);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
};

describe('bookable hours and reservations in the back office', () => {
  const t = testAppPerBlock();
  const developer = staffPerBlock(t, 'ontwikkelaar');
  const finance = staffPerBlock(t, 'financieel');
  const jan = customerPerBlock(t);

  const availabilityOn = async (date: string) =>
    Availability.parse(
      (
        await t.app.inject({ method: 'GET', url: `/booking/availability?date=${date}`, headers: jan.headers })
      ).json(),
    );

  const putWeekly = (ranges: unknown, who: LoggedInStaff = developer) =>
    t.app.inject({
      method: 'PUT',
      url: '/staff/booking-schedule/weekly',
      headers: who.headers,
      payload: { ranges },
    });

  it('starts from Monday to Friday, 09:00 to 17:00, as the hours were before', async () => {
    const schedule = BookingSchedule.parse(
      (
        await t.app.inject({ method: 'GET', url: '/staff/booking-schedule', headers: finance.headers })
      ).json(),
    );
    expect(schedule.ranges).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts_at: '09:00', ends_at: '17:00' })),
    );
    expect(hoursOf((await availabilityOn(next(3))).slots)).toHaveLength(8);
  });

  it('answers availability from the weekly pattern the staff set', async () => {
    const response = await putWeekly([
      { weekday: 1, starts_at: '10:00', ends_at: '12:00' },
      { weekday: 1, starts_at: '13:30', ends_at: '16:00' },
      { weekday: 6, starts_at: '09:00', ends_at: '10:00' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(BookingSchedule.parse(response.json()).ranges).toHaveLength(3);

    const monday = await availabilityOn(next(1));
    expect(hoursOf(monday.slots)).toEqual(['10:00', '11:00', '13:30', '14:30']);
    expect(hoursOf((await availabilityOn(next(6))).slots)).toEqual(['09:00']);
    expect(await availabilityOn(next(2))).toMatchObject({
      slots: [],
      closed_reason: 'Op dinsdag zijn er geen tijden te reserveren.',
    });

    // Booking follows the same hours: 13:30 can be booked, 09:00 no longer.
    const book = (startsAt: Date) =>
      t.app.inject({
        method: 'POST',
        url: '/booking',
        headers: jan.headers,
        payload: { starts_at: startsAt.toISOString(), subject: 'Overleg' },
      });
    expect((await book(amsterdamTime(next(1), 9))).json().fields).toEqual({
      starts_at: 'Kies een tijdstip uit de vrije tijden tussen 10:00 en 12:00 of 13:30 en 16:00.',
    });
    expect((await book(amsterdamTime(next(1), 13, 30))).statusCode).toBe(201);

    const audit = (await auditEntries(t.db)).filter((entry) => entry.action === 'booking_hours.update');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: developer.staffId, entity: 'booking_hours' });
    expect(audit[0]!.before).toHaveLength(5);
    expect(audit[0]!.after).toHaveLength(3);
  });

  it('closes days off with their reason, and opens them again when removed', async () => {
    const monday = next(1);
    const added = await t.app.inject({
      method: 'POST',
      url: '/staff/booking-schedule/days-off',
      headers: developer.headers,
      payload: { starts_on: addDays(monday, -2), ends_on: monday, reason: 'Teamdag' },
    });
    expect(added.statusCode).toBe(201);
    const dayOff = BookingSchedule.parse(added.json()).days_off[0]!;
    expect(dayOff).toMatchObject({ ends_on: monday, reason: 'Teamdag' });
    expect(await availabilityOn(monday)).toMatchObject({
      slots: [],
      closed_reason: 'Deze dag zijn we gesloten: Teamdag',
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/staff/booking-schedule/days-off/${dayOff.id}`,
      headers: developer.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await availabilityOn(monday)).slots.length).toBeGreaterThan(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/staff/booking-schedule/days-off/${dayOff.id}`,
      headers: developer.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'not_found', message: 'Deze vrije dag bestaat niet.' });
    const actions = (await auditEntries(t.db)).map((entry) => entry.action);
    expect(actions).toContain('day_off.create');
    expect(actions).toContain('day_off.delete');
  });

  it('refuses a bad pattern or day off with the messages per field, and writes nothing', async () => {
    const before = await t.db.select().from(bookingHours);
    const cases: [unknown, Record<string, string>][] = [
      [
        [
          { weekday: 2, starts_at: '09:00', ends_at: '12:00' },
          { weekday: 2, starts_at: '11:00', ends_at: '13:00' },
        ],
        { 'ranges.1.starts_at': 'Dit tijdvak overlapt een ander tijdvak op dinsdag.' },
      ],
      [
        [{ weekday: 3, starts_at: '12:00', ends_at: '09:00' }],
        { 'ranges.0.ends_at': 'Eindtijd moet na de begintijd liggen, zoals 09:00-12:00.' },
      ],
      [
        [{ weekday: 8, starts_at: '9:00', ends_at: '10:10' }],
        {
          'ranges.0.weekday': 'Kies een dag van de week.',
          'ranges.0.starts_at': 'Begintijd van een tijdvak moet op het kwartier vallen, zoals 09:00-12:00.',
          'ranges.0.ends_at': 'Eindtijd van een tijdvak moet op het kwartier vallen, zoals 09:00-12:00.',
        },
      ],
    ];
    for (const [ranges, fields] of cases) {
      const response = await putWeekly(ranges);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    const dayOff = await t.app.inject({
      method: 'POST',
      url: '/staff/booking-schedule/days-off',
      headers: developer.headers,
      payload: { starts_on: '2030-05-10', ends_on: '2030-05-01', reason: ' ' },
    });
    expect(dayOff.statusCode).toBe(422);
    expect(dayOff.json().fields).toEqual({
      ends_on: 'Tot en met mag niet voor Vanaf liggen.',
      reason: 'Reden is verplicht.',
    });
    expect(await t.db.select().from(bookingHours)).toEqual(before);
    expect(await t.db.select().from(bookingDaysOff)).toEqual([]);
    // Reading is for every staff role, changing for operations only.
    expect((await putWeekly([], finance)).statusCode).toBe(403);
  });

  it('lists the reservations of every customer and cancels one: the customer is mailed, the slot is free again', async () => {
    const petra = await loggedInCustomer(t.db);
    const day = next(1);
    const mine = await createReservation(t.db, {
      customerId: jan.customer.id,
      userId: jan.user.id,
      startsAt: amsterdamTime(day, 10),
      subject: 'Kick-off webshop',
    });
    await createReservation(t.db, {
      customerId: petra.customer.id,
      userId: petra.user.id,
      startsAt: amsterdamTime(day, 11),
    });
    const list = StaffReservation.array().parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/staff/reservations?from=${day}`,
          headers: finance.headers,
        })
      ).json(),
    );
    expect(list.map((row) => row.customer_id)).toEqual(
      expect.arrayContaining([jan.customer.id, petra.customer.id]),
    );
    expect(list.find((row) => row.id === mine.id)).toMatchObject({
      customer_name: jan.customer.name,
      person_email: jan.user.email,
      subject: 'Kick-off webshop',
      cancelled_at: null,
    });
    expect(hoursOf((await availabilityOn(day)).slots)).not.toContain('10:00');

    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/staff/reservations/${mine.id}/cancel`,
        headers: developer.headers,
        payload: { reason: 'De ontwikkelaar is ziek.' },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(StaffReservation.parse(cancelled.json()).cancelled_at).not.toBeNull();
    expect(hoursOf((await availabilityOn(day)).slots)).toContain('10:00');
    // The booking's own confirmation went before, from the work queue.
    const mail = (await mailsTo(t.env.dataDir, jan.user.email)).find((sent) =>
      /^Subject: Je afspraak van .* is geannuleerd$/m.test(sent),
    );
    expect(mail).toContain('Je afspraak "Kick-off webshop" op ');
    expect(mail).toContain('gaat helaas niet door.');
    expect(mail).toContain('Reden: De ontwikkelaar is ziek.');
    expect(calendarsIn(mail!)[0]).toMatch(/^METHOD:CANCEL$/m);

    expect((await cancel()).statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/staff/reservations/999999/cancel',
      headers: developer.headers,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const open = StaffReservation.array().parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/staff/reservations?from=${day}`,
          headers: finance.headers,
        })
      ).json(),
    );
    expect(open.map((row) => row.id)).not.toContain(mine.id);
    const [row] = (await t.db.select().from(reservations)).filter((r) => r.id === mine.id);
    expect(row!.cancelledAt).not.toBeNull();
    expect((await auditEntries(t.db)).find((entry) => entry.action === 'reservation.cancel')).toMatchObject({
      entityId: String(mine.id),
      staffId: developer.staffId,
    });
  });

  it('mails a cancellation to the billing address when the booker can no longer log in', async () => {
    const gone = await loggedInCustomer(t.db, { billingEmail: 'administratie@vertrokken.nl' });
    const booked = await createReservation(t.db, {
      customerId: gone.customer.id,
      userId: gone.user.id,
      startsAt: amsterdamTime(next(2), 14),
      subject: 'Overdracht beheer',
    });
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.user.id));

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/staff/reservations/${booked.id}/cancel`,
      headers: developer.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await mailsTo(t.env.dataDir, gone.user.email)).toEqual([]);
    const [mail] = await mailsTo(t.env.dataDir, 'administratie@vertrokken.nl');
    expect(mail).toMatch(/^Subject: Je afspraak van .* is geannuleerd$/m);
    expect(mail).toContain('Je afspraak "Overdracht beheer" op ');
    expect(mail).toContain('Beste klant,');
  });
});
