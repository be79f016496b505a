import {
  type StatusEvent,
  statusEventKindLabels,
  statusEventStateLabels,
  statusImpactLabels,
  statusServiceLabels,
} from '@maatwerk/contract';
import { type MailMessage, oneClickUnsubscribeHeaders } from '../../lib/mail-message.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';

export interface SubscriptionLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** What the subscriber gets mail about, in the words of the mails. */
const scopeText = (own: boolean) =>
  own
    ? 'storingen die de servers, hostingpakketten of domeinnamen van je organisatie raken'
    : 'alle storingen en al het onderhoud van Kodewerk';

/** Under every status mail: the way out, also offered by mail programs (List-Unsubscribe). */
const unsubscribeLine = (url: string) => `Geen statusmeldingen meer ontvangen? Meld je af via ${url}`;

const switchable = (mail: MailMessage, unsubscribeUrl: string): MailMessage => ({
  ...mail,
  headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
});

/** The double opt-in mail: confirm, or ignore it when someone else entered the address. */
export const confirmationMail = (
  to: string,
  { confirmUrl, unsubscribeUrl }: SubscriptionLinks,
  days: number,
  own: boolean,
): MailMessage =>
  switchable(
    composeMail({
      to,
      subject: 'Bevestig je aanmelding voor statusmeldingen van Kodewerk',
      paragraphs: [
        'Hallo,',
        `Iemand heeft dit e-mailadres aangemeld voor statusmeldingen van Kodewerk: een mail bij ${scopeText(own)}, en bij elke nieuwe update daarvan. Was jij dat? Bevestig je aanmelding dan met de link hieronder.`,
        `De link is ${days} dagen geldig en werkt één keer. Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging sturen we je niets.`,
      ],
      link: { text: 'Aanmelding voor statusmeldingen bevestigen', href: confirmUrl },
      after: [unsubscribeLine(unsubscribeUrl)],
    }),
    unsubscribeUrl,
  );

/** An address that was already subscribed signed up again: say so, with a fresh way out. */
export const alreadySubscribedMail = (to: string, unsubscribeUrl: string, own: boolean): MailMessage =>
  switchable(
    composeMail({
      to,
      subject: 'Je bent al aangemeld voor statusmeldingen van Kodewerk',
      paragraphs: [
        'Hallo,',
        `Dit e-mailadres is opnieuw aangemeld voor statusmeldingen over ${scopeText(own)}. Je bent al aangemeld, dus er verandert niets.`,
      ],
      after: [unsubscribeLine(unsubscribeUrl)],
    }),
    unsubscribeUrl,
  );

export interface UpdateMailInput {
  to: string;
  event: Omit<StatusEvent, 'updates'>;
  update: { state: StatusEvent['state']; message: string; created_at: string };
  /** The first update of the event: it is new. */
  first: boolean;
  statusUrl: string;
  unsubscribeUrl: string;
}

/** A new incident or maintenance, or an update of one, to a confirmed subscriber. */
export const statusUpdateMail = ({
  to,
  event,
  update,
  first,
  statusUrl,
  unsubscribeUrl,
}: UpdateMailInput): MailMessage => {
  const kind = statusEventKindLabels[event.kind];
  const state = statusEventStateLabels[update.state];
  const subject = first ? `${kind}: ${event.title}` : `${kind} (${state.toLowerCase()}): ${event.title}`;
  const intro = first
    ? event.kind === 'storing'
      ? 'Er is een nieuwe storing gemeld op de statuspagina van Kodewerk.'
      : 'Er is nieuw onderhoud aangekondigd op de statuspagina van Kodewerk.'
    : `Er is een nieuwe update over deze ${kind.toLowerCase()} op de statuspagina van Kodewerk.`;
  const facts = [
    `Status: ${state}`,
    `Diensten: ${event.services.map((service) => statusServiceLabels[service]).join(', ')}`,
    `Gevolgen: ${statusImpactLabels[event.impact]}`,
    `${event.kind === 'onderhoud' ? 'Gepland vanaf' : 'Begonnen'}: ${dateTimeNl(new Date(event.starts_at))}`,
    ...(event.planned_end_at ? [`Verwacht einde: ${dateTimeNl(new Date(event.planned_end_at))}`] : []),
    `Update van: ${dateTimeNl(new Date(update.created_at))}`,
  ];
  return switchable(
    composeMail({
      to,
      subject,
      paragraphs: ['Hallo,', intro, update.message],
      lists: [{ heading: 'Details', items: facts }],
      link: { text: 'Bekijk de statuspagina', href: statusUrl },
      after: [
        `Je krijgt deze mail omdat je je hebt aangemeld voor statusmeldingen. ${unsubscribeLine(unsubscribeUrl)}`,
      ],
    }),
    unsubscribeUrl,
  );
};
