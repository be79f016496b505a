import { PASSWORD_RESET_HOURS } from '@maatwerk/contract';
import type { MailMessage } from '../../plugins/mail.ts';
import { dateTimeNl } from '../staff-customers/invitation-mail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One mail as plain text and as simple, accessible HTML from the same paragraphs: a language,
 * a title, a heading, readable contrast, and a link whose text says where it goes.
 */
export const customerMail = (input: {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: { text: string; href: string };
  after?: string[];
}): MailMessage => {
  const closing = ['Met vriendelijke groet,', 'Kodewerk'];
  const text = [
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.link ? [input.link.href, ''] : []),
    ...(input.after ?? []).flatMap((p) => [p, '']),
    ...closing,
  ].join('\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="nl">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<main style="max-width:560px;margin:0 auto">',
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.subject)}</h1>`,
    ...input.paragraphs.map(p),
    ...(input.link
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(input.link.href)}" style="color:#0b4f9c;font-weight:bold">${escapeHtml(input.link.text)}</a></p>`,
          p(`Werkt de link niet? Kopieer dan dit adres in je browser: ${input.link.href}`),
        ]
      : []),
    ...(input.after ?? []).map(p),
    `<p style="margin:0">${closing.map(escapeHtml).join('<br>')}</p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html };
};

/** The mail with the one-use link to choose a new password. */
export const passwordResetMail = (input: {
  to: string;
  firstName: string;
  link: string;
  expiresAt: Date;
}): MailMessage =>
  customerMail({
    to: input.to,
    subject: 'Kies een nieuw wachtwoord voor het klantenportaal',
    paragraphs: [
      `Beste ${input.firstName},`,
      'Je hebt gevraagd om een nieuw wachtwoord voor het klantenportaal van Kodewerk. Kies via deze link een nieuw wachtwoord:',
    ],
    link: { text: 'Nieuw wachtwoord kiezen', href: input.link },
    after: [
      `De link werkt één keer en is ${PASSWORD_RESET_HOURS} uur geldig, tot ${dateTimeNl(input.expiresAt)}. Als je een nieuw wachtwoord kiest, word je op al je apparaten uitgelogd.`,
      'Heb je dit niet zelf gevraagd? Dan kun je deze mail negeren: je wachtwoord blijft zoals het was.',
    ],
  });

/** The notice after the password was changed with a reset link. */
export const passwordChangedMail = (input: { to: string; firstName: string; at: Date }): MailMessage =>
  customerMail({
    to: input.to,
    subject: 'Je wachtwoord is gewijzigd',
    paragraphs: [
      `Beste ${input.firstName},`,
      `Het wachtwoord van je account voor het klantenportaal van Kodewerk is gewijzigd op ${dateTimeNl(input.at)}. Je bent op al je apparaten uitgelogd; log opnieuw in met je nieuwe wachtwoord.`,
      'Heb je dit niet zelf gedaan? Bel ons dan meteen op 030 123 45 67 of mail naar info@kodewerk.nl.',
    ],
  });
