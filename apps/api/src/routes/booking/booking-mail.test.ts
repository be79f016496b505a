import { Reservation } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, amsterdamTime, today } from '../../db/factories/index.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { calendarsIn, mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

/** "donderdag 17 december 2026 om 10:00", as the mails name a moment. */
const dutch = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

/** TZID=Europe/Amsterdam:20261217T100000, as the invitation writes a moment: Amsterdam's wall clock. */
const ical = (date: Date) =>
  `TZID=Europe/Amsterdam:${date
    .toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' })
    .replace(/[-:]/g, '')
    .replace(' ', 'T')}`;

describe('the mails of a reservation, with two API instances on one database', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await startTwoInstances({ SITE_URL: 'https://www.kodewerk.nl' });
  });
  afterAll(() => two.close());

  const call = (app: FastifyInstance, who: LoggedInCustomer, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

  it('tell the booker once of booking, moving and cancelling, with an invitation that updates their calendar', async () => {
    const { a, b, db, dataDir, jobsEnded } = two;
    const sam = await loggedInCustomer(db);
    const from = amsterdamTime(addWorkingDays(today(), 14), 10);
    const to = amsterdamTime(addWorkingDays(today(), 15), 14);
    const booking = await call(a, sam, '/booking', {
      starts_at: from.toISOString(),
      subject: 'Kennismaking app',
    });
    const booked = Reservation.parse(booking.json());
    await jobsEnded();
    expect(
      (await call(b, sam, `/booking/${booked.id}/move`, { starts_at: to.toISOString() })).statusCode,
    ).toBe(200);
    await jobsEnded();
    expect((await call(a, sam, `/booking/${booked.id}/cancel`)).statusCode).toBe(200);
    // The booker's three mails and the desk's three notifications.
    expect(await jobsEnded()).toEqual(Array.from({ length: 6 }, () => ({ status: 'finished' })));

    const mails = await mailsTo(dataDir, sam.user.email);
    expect(mails.map((mail) => mail.match(/^Subject: (.*)$/m)?.[1])).toEqual([
      `Je afspraak met Kodewerk op ${dutch(from)}`,
      `Je afspraak is verzet naar ${dutch(to)}`,
      `Je afspraak van ${dutch(to)} is geannuleerd`,
    ]);
    const meetingPage = `https://www.kodewerk.nl/meet?id=${booked.meeting_id}`;
    expect(mails[0]).toContain(
      `Je afspraak "Kennismaking app" staat vast: ${dutch(from).replace(' om ', ' van ')} tot `,
    );
    expect(mails[0]).toContain(`Naar de afspraak: ${meetingPage}`);
    expect(mails[1]).toContain(`is verzet van ${dutch(from)} naar`);
    expect(mails[1]).toContain(`Naar de afspraak: ${meetingPage}`);
    expect(mails[2]).toContain(
      'Een nieuw moment kiezen: https://www.kodewerk.nl/klantenportaal/tijd-reserveren',
    );
    for (const mail of mails) expect(mail).toContain('<html lang="nl">');

    // One event, replaced in the calendar by each later version, and taken out by the last.
    const [first, moved, cancelled] = mails.map((mail) => {
      const calendars = calendarsIn(mail);
      expect(calendars).toHaveLength(1);
      // The event's own fields, not those of the time zone's rules before it.
      const event = calendars[0]!.replace(/^BEGIN:VTIMEZONE[\s\S]*?^END:VTIMEZONE$/m, '');
      const field = (name: string) => event.match(new RegExp(`^${name}[;:](.*)$`, 'm'))?.[1];
      return {
        method: field('METHOD'),
        uid: field('UID'),
        sequence: Number(field('SEQUENCE')),
        start: field('DTSTART'),
        status: field('STATUS'),
        location: field('LOCATION'),
        attendee: field('ATTENDEE'),
      };
    });
    expect(first).toMatchObject({
      method: 'REQUEST',
      uid: `reservering-${booked.id}@www.kodewerk.nl`,
      start: ical(from),
      status: 'CONFIRMED',
      location: meetingPage,
    });
    expect(first!.attendee).toContain(`MAILTO:${sam.user.email}`);
    expect(moved).toMatchObject({ method: 'REQUEST', uid: first!.uid, start: ical(to), status: 'CONFIRMED' });
    expect(cancelled).toMatchObject({
      method: 'CANCEL',
      uid: first!.uid,
      start: ical(to),
      status: 'CANCELLED',
    });
    expect(moved!.sequence).toBeGreaterThanOrEqual(first!.sequence);

    // What a calendar program reads: a VTIMEZONE that puts the start at the booked instant, the
    // sender acting for the organiser, and the booker asked to answer.
    const vcalendar = new ICAL.Component(ICAL.parse(calendarsIn(mails[0]!)[0]!));
    const zone = vcalendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Amsterdam');
    const vevent = vcalendar.getFirstSubcomponent('vevent')!;
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    start.zone = new ICAL.Timezone(zone);
    expect(start.toJSDate().getTime()).toBe(from.getTime());
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:info@kodewerk.nl');
    expect(organizer.getParameter('sent-by')).toBe('mailto:noreply@kodewerk.nl');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(mails[0]).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mails[0]).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST$/m);
    expect(mails[2]).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=CANCEL$/m);
    expect(cancelled!.sequence).toBeGreaterThanOrEqual(moved!.sequence);
  });
});
