import {
  type StatusEvent,
  statusEventKindLabels,
  statusEventStateLabels,
  statusImpactLabels,
  statusServiceLabels,
} from '@maatwerk/contract';
import { type MailMessage, oneClickUnsubscribeHeaders } from '../../lib/mail-message.ts';

export interface SubscriptionLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

/** What the subscriber gets mail about, in the words of the mails. */
const scopeText = (own: boolean) =>
  own
    ? 'storingen die de servers, hostingpakketten of domeinnamen van je organisatie raken'
    : 'alle storingen en al het onderhoud van Kodewerk';

const signature = ['Met vriendelijke groet,', 'Kodewerk B.V.'];

/** A simple, accessible HTML mail: language, title, one heading, paragraphs, real links. */
const layout = (
  subject: string,
  body: string,
  button: { href: string; label: string } | null,
  unsubscribeUrl: string,
) => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5fa;font-family:Arial,Helvetica,sans-serif;color:#14213d">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:10px;padding:32px">
<p style="font-weight:bold;font-size:20px;color:#0b4f8a;margin:0 0 24px">Kodewerk</p>
${body}
${
  button
    ? `<p style="margin:28px 0"><a href="${escapeHtml(button.href)}" style="background:#0b4f8a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(button.label)}</a></p>
<p style="font-size:14px;color:#4a5568">Werkt de knop niet? Kopieer dan deze link in je browser:<br>${escapeHtml(button.href)}</p>`
    : ''
}
<p style="line-height:1.6">${signature.map(escapeHtml).join('<br>')}</p>
<hr style="border:0;border-top:1px solid #d9e2ec;margin:28px 0">
<p style="font-size:13px;color:#4a5568">Geen statusmeldingen meer ontvangen? <a href="${escapeHtml(unsubscribeUrl)}" style="color:#0b4f8a">Afmelden voor statusmeldingen</a>.</p>
</div></body></html>`;

const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs.map((text) => `<p style="line-height:1.6">${escapeHtml(text)}</p>`).join('\n');

/** The double opt-in mail: confirm, or ignore it when someone else entered the address. */
export const confirmationMail = (
  to: string,
  { confirmUrl, unsubscribeUrl }: SubscriptionLinks,
  days: number,
  own: boolean,
): MailMessage => {
  const subject = 'Bevestig je aanmelding voor statusmeldingen van Kodewerk';
  const paragraphs = [
    'Hallo,',
    `Iemand heeft dit e-mailadres aangemeld voor statusmeldingen van Kodewerk: een mail bij ${scopeText(own)}, en bij elke nieuwe update daarvan. Was jij dat? Bevestig je aanmelding dan met de knop hieronder.`,
    `De link is ${days} dagen geldig en werkt één keer. Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging sturen we je niets.`,
  ];
  return {
    to,
    subject,
    text: [
      ...paragraphs.slice(0, 2),
      `Bevestigen: ${confirmUrl}`,
      paragraphs[2],
      signature.join('\n'),
      `Afmelden: ${unsubscribeUrl}`,
    ].join('\n\n'),
    html: layout(
      subject,
      paragraphsHtml(paragraphs),
      { href: confirmUrl, label: 'Aanmelding bevestigen' },
      unsubscribeUrl,
    ),
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
};

/** An address that was already subscribed signed up again: say so, with a fresh way out. */
export const alreadySubscribedMail = (to: string, unsubscribeUrl: string, own: boolean): MailMessage => {
  const subject = 'Je bent al aangemeld voor statusmeldingen van Kodewerk';
  const paragraphs = [
    'Hallo,',
    `Dit e-mailadres is opnieuw aangemeld voor statusmeldingen over ${scopeText(own)}. Je bent al aangemeld, dus er verandert niets.`,
    'Wil je geen statusmeldingen meer ontvangen? Meld je dan af met de link onderaan deze mail.',
  ];
  return {
    to,
    subject,
    text: [...paragraphs, signature.join('\n'), `Afmelden: ${unsubscribeUrl}`].join('\n\n'),
    html: layout(subject, paragraphsHtml(paragraphs), null, unsubscribeUrl),
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
};

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
  const facts: [string, string][] = [
    ['Status', state],
    ['Diensten', event.services.map((service) => statusServiceLabels[service]).join(', ')],
    ['Gevolgen', statusImpactLabels[event.impact]],
    [event.kind === 'onderhoud' ? 'Gepland vanaf' : 'Begonnen', dateTime(event.starts_at)],
    ...(event.planned_end_at ? [['Verwacht einde', dateTime(event.planned_end_at)] as [string, string]] : []),
    ['Update van', dateTime(update.created_at)],
  ];
  const text = [
    'Hallo,',
    intro,
    event.title,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Toelichting:\n${update.message}`,
    `Volg het op de statuspagina:\n${statusUrl}`,
    signature.join('\n'),
    `Je krijgt deze mail omdat je je hebt aangemeld voor statusmeldingen. Afmelden: ${unsubscribeUrl}`,
  ].join('\n\n');
  const body = `<p style="line-height:1.6">Hallo,</p>
<p style="line-height:1.6">${escapeHtml(intro)}</p>
<h1 style="font-size:20px;line-height:1.4;margin:24px 0 12px">${escapeHtml(event.title)}</h1>
<ul style="line-height:1.6;padding-left:20px">
${facts.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join('\n')}
</ul>
<h2 style="font-size:16px;margin:24px 0 8px">Toelichting</h2>
<p style="line-height:1.6;white-space:pre-line">${escapeHtml(update.message)}</p>`;
  return {
    to,
    subject,
    text,
    html: layout(subject, body, { href: statusUrl, label: 'Bekijk de statuspagina' }, unsubscribeUrl),
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
};
