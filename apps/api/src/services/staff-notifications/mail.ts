import { type StaffNotificationKind, staffNotificationKindLabels } from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';

/** One event as a mail or a digest line tells it. */
export interface NotificationLine {
  kind: StaffNotificationKind;
  customerName: string;
  userStoryId: number | null;
  detail: string;
  createdAt: Date;
}

/** Where staff handle it: the order in the work queue, or the reservations. */
const notificationUrl = (line: NotificationLine, siteUrl: string): string =>
  new URL(
    line.userStoryId === null ? '/beheer/tijd' : `/beheer/opdrachten/${line.userStoryId}`,
    siteUrl,
  ).toString();

const about = (line: NotificationLine) =>
  line.userStoryId === null ? line.detail : `opdracht #${line.userStoryId}: ${line.detail}`;

const sentences: Record<StaffNotificationKind, (line: NotificationLine) => string> = {
  order_created: (line) => `${line.customerName} heeft een nieuwe opdracht geplaatst: ${about(line)}.`,
  order_reply: (line) => `${line.customerName} heeft gereageerd op ${about(line)}.`,
  hours_disputed: (line) => `${line.customerName} heeft uren betwist bij ${about(line)}.`,
  order_closed: (line) => `${line.customerName} heeft ${about(line)} gesloten.`,
  order_reopened: (line) => `${line.customerName} heeft ${about(line)} heropend.`,
  meeting_booked: (line) => `${line.customerName} heeft een afspraak geboekt: ${line.detail}.`,
  meeting_moved: (line) => `${line.customerName} heeft een afspraak verzet: ${line.detail}.`,
  meeting_cancelled: (line) => `${line.customerName} heeft een afspraak geannuleerd: ${line.detail}.`,
};

const notificationSentence = (line: NotificationLine): string => sentences[line.kind](line);

/**
 * One event, mailed at once to the assignee or the desk. An event of an order carries the order's
 * reply address for the reader: a reply to the mail is their reply to the customer (decision 0063).
 */
export const notificationMail = (
  to: string,
  line: NotificationLine,
  siteUrl: string,
  replyTo?: string,
): MailMessage => ({
  ...composeMail({
    to,
    subject: `${staffNotificationKindLabels[line.kind]}: ${line.customerName}${
      line.userStoryId === null ? '' : ` (opdracht #${line.userStoryId})`
    }`,
    paragraphs: [notificationSentence(line), `Tijdstip: ${dateTimeNl(line.createdAt)}.`],
    link: {
      text:
        line.userStoryId === null
          ? 'Bekijk de reserveringen in het beheer'
          : 'Open de opdracht in het beheer',
      href: notificationUrl(line, siteUrl),
    },
    after: [
      ...(replyTo
        ? ['Antwoord je op deze e-mail, dan gaat je antwoord als reactie van Kodewerk naar de klant.']
        : []),
      'Hoe je deze berichten krijgt, stel je in het beheer in onder Mijn meldingen.',
    ],
  }),
  ...(replyTo && { replyTo }),
});

/** The day's digest of a staff member: every event since the last one, oldest first. */
export const digestMail = (
  to: string,
  input: { name: string; day: string; lines: readonly NotificationLine[] },
  siteUrl: string,
): MailMessage =>
  composeMail({
    to,
    subject: `Dagelijks overzicht: ${input.lines.length} ${input.lines.length === 1 ? 'melding' : 'meldingen'}`,
    paragraphs: [
      `Hallo ${input.name},`,
      'Dit gebeurde er sinds het vorige overzicht bij de opdrachten waarvan jij behandelaar bent.',
    ],
    lists: [
      {
        heading: 'Meldingen',
        items: input.lines.map((line) => ({
          text: `${dateTimeNl(line.createdAt)}: ${notificationSentence(line)}`,
          href: notificationUrl(line, siteUrl),
        })),
      },
    ],
    link: {
      text: 'Open de opdrachten in het beheer',
      href: new URL('/beheer/opdrachten', siteUrl).toString(),
    },
    after: ['Hoe je deze berichten krijgt, stel je in het beheer in onder Mijn meldingen.'],
  });
