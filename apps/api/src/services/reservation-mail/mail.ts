import { RESERVATION_CHANGE_RULE } from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail } from '../mail-layout.ts';
import { meetingInvitation } from './calendar.ts';

/** What happened to a reservation that its booker is told about. */
export type ReservationMailKind = 'booked' | 'moved' | 'cancelled';

export interface ReservationMailInput {
  kind: ReservationMailKind;
  to: string;
  firstName: string | null;
  name: string | null;
  reservationId: number;
  meetingId: string;
  subject: string;
  startsAt: Date;
  endsAt: Date;
  /** Where a moved reservation was before. */
  movedFrom?: Date;
  /** Why staff cancelled it; cancelled by the customer's team there is none. */
  staffReason?: string | null;
  cancelledByStaff?: boolean;
  siteUrl: string;
  /** The address the mail goes out from. */
  sender: string;
  sequence: number;
}

const amsterdam = { timeZone: 'Europe/Amsterdam' } as const;
const day = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', { ...amsterdam, dateStyle: 'full' }).format(date);
const time = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', { ...amsterdam, timeStyle: 'short' }).format(date);

/** "woensdag 3 juni 2026 van 09:00 tot 10:00", Amsterdam time. */
export const meetingTimeNl = (startsAt: Date, endsAt: Date) =>
  `${day(startsAt)} van ${time(startsAt)} tot ${time(endsAt)}`;

/** "woensdag 3 juni 2026 om 09:00": the start alone, for a subject line. */
export const meetingStartNl = (startsAt: Date) => `${day(startsAt)} om ${time(startsAt)}`;

const PORTAL_PATH = '/klantenportaal/tijd-reserveren';

/**
 * The mail to the person who booked a meeting when it is booked, moved or cancelled: when it is,
 * the link to its page, and the invitation that puts it in (or takes it out of) their calendar.
 */
export const reservationMail = (input: ReservationMailInput): MailMessage => {
  const when = meetingTimeNl(input.startsAt, input.endsAt);
  const meetingPage = new URL(`/meet?id=${encodeURIComponent(input.meetingId)}`, input.siteUrl).toString();
  const greeting = input.firstName ? `Beste ${input.firstName},` : 'Beste klant,';
  const cancelled = input.kind === 'cancelled';
  const changeRule = `${RESERVATION_CHANGE_RULE} Dat kan in het klantenportaal onder Tijd reserveren.`;
  const content = (() => {
    switch (input.kind) {
      case 'booked':
        return {
          subject: `Je afspraak met Kodewerk op ${meetingStartNl(input.startsAt)}`,
          paragraphs: [
            greeting,
            `Je afspraak "${input.subject}" staat vast: ${when}.`,
            'We spreken elkaar online. Op de pagina van de afspraak staat de link om deel te nemen:',
          ],
          link: { text: 'Naar de afspraak', href: meetingPage },
          after: ['Met de uitnodiging in deze mail zet je de afspraak in je agenda.', changeRule],
        };
      case 'moved':
        return {
          subject: `Je afspraak is verzet naar ${meetingStartNl(input.startsAt)}`,
          paragraphs: [
            greeting,
            `Je afspraak "${input.subject}" is verzet${input.movedFrom ? ` van ${meetingStartNl(input.movedFrom)}` : ''} naar ${when}.`,
            'De link om deel te nemen blijft dezelfde:',
          ],
          link: { text: 'Naar de afspraak', href: meetingPage },
          after: ['Met de uitnodiging in deze mail verschuift de afspraak ook in je agenda.', changeRule],
        };
      case 'cancelled':
        return {
          subject: `Je afspraak van ${meetingStartNl(input.startsAt)} is geannuleerd`,
          paragraphs: [
            greeting,
            input.cancelledByStaff
              ? `Je afspraak "${input.subject}" op ${when} gaat helaas niet door.`
              : `Je afspraak "${input.subject}" op ${when} is geannuleerd.`,
            ...(input.staffReason ? [`Reden: ${input.staffReason}`] : []),
            'Je kunt een nieuw moment kiezen in het klantenportaal:',
          ],
          link: { text: 'Een nieuw moment kiezen', href: new URL(PORTAL_PATH, input.siteUrl).toString() },
          after: ['Met deze mail verdwijnt de afspraak ook uit je agenda.'],
        };
    }
  })();
  const mail = composeMail({ to: input.to, ...content });
  return {
    ...mail,
    icalEvent: meetingInvitation({
      reservationId: input.reservationId,
      subject: input.subject,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      meetingPage,
      siteUrl: input.siteUrl,
      sender: input.sender,
      attendee: { name: input.name, email: input.to },
      sequence: input.sequence,
      cancelled,
    }),
  };
};
