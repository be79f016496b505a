import { type MailMessage, oneClickUnsubscribeHeaders } from '../../lib/mail-message.ts';

export interface NewsletterLinks {
  confirmUrl?: string;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const layout = (
  paragraphs: string[],
  button: { href: string; label: string } | null,
  unsubscribeUrl: string,
) => `<!doctype html>
<html lang="nl"><body style="margin:0;padding:24px;background:#f1f5fa;font-family:Arial,Helvetica,sans-serif;color:#14213d">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:10px;padding:32px">
<p style="font-weight:bold;font-size:20px;color:#0b4f8a;margin:0 0 24px">Kodewerk</p>
${paragraphs.map((text) => `<p style="line-height:1.6">${escapeHtml(text)}</p>`).join('\n')}
${
  button
    ? `<p style="margin:28px 0"><a href="${escapeHtml(button.href)}" style="background:#0b4f8a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(button.label)}</a></p>
<p style="font-size:14px;color:#4a5568">Werkt de knop niet? Kopieer dan deze link in je browser:<br>${escapeHtml(button.href)}</p>`
    : ''
}
<hr style="border:0;border-top:1px solid #d9e2ec;margin:28px 0">
<p style="font-size:13px;color:#4a5568">Geen mail meer van ons ontvangen? <a href="${escapeHtml(unsubscribeUrl)}" style="color:#0b4f8a">Afmelden voor de nieuwsbrief</a>.</p>
</div></body></html>`;

/** The double opt-in mail: confirm, or ignore it (or unsubscribe) when someone else signed you up. */
export const confirmationMail = (
  to: string,
  { confirmUrl, unsubscribeUrl }: Required<NewsletterLinks>,
  days: number,
): MailMessage => {
  const paragraphs = [
    'Hallo,',
    'Iemand heeft dit e-mailadres aangemeld voor de nieuwsbrief van Kodewerk. Was jij dat? Bevestig je inschrijving dan met de knop hieronder. Pas daarna sturen we je de nieuwsbrief.',
    `De link is ${days} dagen geldig. Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging ontvang je geen nieuwsbrief.`,
  ];
  return {
    to,
    subject: 'Bevestig je inschrijving voor de nieuwsbrief van Kodewerk',
    text: [
      ...paragraphs.slice(0, 2),
      `Bevestigen: ${confirmUrl}`,
      paragraphs[2],
      `Afmelden: ${unsubscribeUrl}`,
      '',
      'Met vriendelijke groet,',
      'Kodewerk B.V.',
    ].join('\n\n'),
    html: layout(paragraphs, { href: confirmUrl, label: 'Inschrijving bevestigen' }, unsubscribeUrl),
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
};

/** An address that was already subscribed signed up again: say so, and give a fresh way out. */
export const alreadySubscribedMail = (to: string, { unsubscribeUrl }: NewsletterLinks): MailMessage => {
  const paragraphs = [
    'Hallo,',
    'Dit e-mailadres is opnieuw aangemeld voor de nieuwsbrief van Kodewerk. Je bent al ingeschreven, dus er verandert niets: je blijft de nieuwsbrief gewoon ontvangen.',
    'Wil je de nieuwsbrief niet meer ontvangen? Meld je dan af met de link onderaan deze mail.',
  ];
  return {
    to,
    subject: 'Je bent al ingeschreven voor de nieuwsbrief van Kodewerk',
    text: [...paragraphs, `Afmelden: ${unsubscribeUrl}`, '', 'Met vriendelijke groet,', 'Kodewerk B.V.'].join(
      '\n\n',
    ),
    html: layout(paragraphs, null, unsubscribeUrl),
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
};
