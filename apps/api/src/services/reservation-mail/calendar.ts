import { TZDate } from '@date-fns/tz';
import { BOOKING_TIME_ZONE, provider } from '@maatwerk/contract/constants';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { MailCalendarEvent } from '../../lib/mail-message.ts';

export interface CalendarMeeting {
  reservationId: number;
  subject: string;
  startsAt: Date;
  endsAt: Date;
  /** The page of the meeting, with the link to take part. */
  meetingPage: string;
  /** Where the site runs: its host names the event for good (UID). */
  siteUrl: string;
  /** The address the mail is sent from: it sends the invitation for the organiser (SENT-BY). */
  sender: string;
  attendee: { name: string | null; email: string };
  /** Higher with every change, so that a calendar takes the newest version of the event. */
  sequence: number;
  cancelled: boolean;
}

/**
 * The meeting as an iCalendar invitation (RFC 5545/5546) that mail programs act on: REQUEST while
 * it stands, CANCEL once it is cancelled; one UID per reservation, so that a move or cancellation
 * replaces the event already in the calendar. Times are Amsterdam wall-clock times with their
 * VTIMEZONE, so Outlook and Apple Calendar show the hour that was booked.
 */
export const meetingInvitation = (meeting: CalendarMeeting): MailCalendarEvent => {
  const method = meeting.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: provider.productName, product: 'Klantenportaal', language: 'NL' },
    method,
    timezone: { name: BOOKING_TIME_ZONE, generator: getVtimezoneComponent },
  });
  const sentBy = meeting.sender.toLowerCase() === provider.email.toLowerCase() ? undefined : meeting.sender;
  calendar.createEvent({
    id: `reservering-${meeting.reservationId}@${new URL(meeting.siteUrl).hostname}`,
    sequence: meeting.sequence,
    // A TZDate is written as the wall-clock time of its zone; a plain Date as the server's local time.
    start: new TZDate(meeting.startsAt, BOOKING_TIME_ZONE),
    end: new TZDate(meeting.endsAt, BOOKING_TIME_ZONE),
    timezone: BOOKING_TIME_ZONE,
    summary: `${meeting.subject} (${provider.productName})`,
    description: `Deelnemen via ${meeting.meetingPage}`,
    location: meeting.meetingPage,
    url: meeting.meetingPage,
    status: meeting.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: provider.productName, email: provider.email, ...(sentBy && { sentBy }) },
    attendees: [
      {
        name: meeting.attendee.name,
        email: meeting.attendee.email,
        role: ICalAttendeeRole.REQ,
        rsvp: !meeting.cancelled,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return {
    method,
    filename: meeting.cancelled ? 'afspraak-geannuleerd.ics' : 'afspraak.ics',
    content: calendar.toString(),
  };
};
