import { provider } from '@maatwerk/contract/constants';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../../lib/mail-message.ts';

export interface CalendarMeeting {
  reservationId: number;
  subject: string;
  startsAt: Date;
  endsAt: Date;
  /** The page of the meeting, with the link to take part. */
  meetingPage: string;
  /** Where the site runs: its host names the event for good (UID). */
  siteUrl: string;
  attendee: { name: string | null; email: string };
  /** Higher with every change, so that a calendar takes the newest version of the event. */
  sequence: number;
  cancelled: boolean;
}

/**
 * The meeting as an iCalendar invitation (RFC 5545/5546) that mail programs offer to put in the
 * calendar: REQUEST while it stands, CANCEL once it is cancelled; one UID per reservation, so that a
 * move or cancellation replaces the event already in the calendar.
 */
export const meetingInvitation = (meeting: CalendarMeeting): MailAttachment => {
  const method = meeting.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: provider.productName, product: 'Klantenportaal', language: 'NL' },
    method,
  });
  calendar.createEvent({
    id: `reservering-${meeting.reservationId}@${new URL(meeting.siteUrl).hostname}`,
    sequence: meeting.sequence,
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary: `${meeting.subject} (${provider.productName})`,
    description: `Deelnemen via ${meeting.meetingPage}`,
    location: meeting.meetingPage,
    url: meeting.meetingPage,
    status: meeting.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: provider.productName, email: provider.email },
    attendees: [
      {
        name: meeting.attendee.name,
        email: meeting.attendee.email,
        role: ICalAttendeeRole.REQ,
      },
    ],
  });
  return {
    filename: meeting.cancelled ? 'afspraak-geannuleerd.ics' : 'afspraak.ics',
    content: Buffer.from(calendar.toString(), 'utf8'),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
};
