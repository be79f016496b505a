import type { MailMessage } from '../lib/mail-message.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A moment as the customer reads it: "23 november 2026 om 08:00", Amsterdam time. */
export const dateTimeNl = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

/** A headed list in a mail: the week mail's orders, hours and invoices. */
export interface MailList {
  heading: string;
  /** Text, or a link whose text says where it goes (an attachment in the portal). */
  items: (string | { text: string; href: string })[];
}

const itemText = (item: MailList['items'][number]) =>
  typeof item === 'string' ? item : `${item.text}: ${item.href}`;

const itemHtml = (item: MailList['items'][number]) =>
  typeof item === 'string'
    ? escapeHtml(item)
    : `<a href="${escapeHtml(item.href)}" style="color:#0b4f9c">${escapeHtml(item.text)}</a>`;

export interface MailContent {
  to: string;
  subject: string;
  paragraphs: string[];
  lists?: MailList[];
  link?: { text: string; href: string };
  after?: string[];
}

const CLOSING = ['Met vriendelijke groet,', 'Kodewerk'];

/** Under a link in HTML, for mail programs that do not follow it; the plain text shows the address itself. */
export const LINK_HINT = 'Werkt de link niet? Kopieer dan dit adres in je browser:';

const plainText = (input: MailContent) =>
  [
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.lists ?? []).flatMap((list) => [
      list.heading,
      ...list.items.map((item) => `- ${itemText(item)}`),
      '',
    ]),
    ...(input.link ? [`${input.link.text}: ${input.link.href}`, ''] : []),
    ...(input.after ?? []).flatMap((p) => [p, '']),
    ...CLOSING,
  ].join('\n');

const html = (input: MailContent) => {
  const p = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  return [
    '<!doctype html>',
    '<html lang="nl">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<main style="max-width:560px;margin:0 auto">',
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.subject)}</h1>`,
    ...input.paragraphs.map(p),
    ...(input.lists ?? []).flatMap((list) => [
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(list.heading)}</h2>`,
      '<ul style="margin:0 0 16px;padding-left:20px">',
      ...list.items.map((item) => `<li style="margin:0 0 4px">${itemHtml(item)}</li>`),
      '</ul>',
    ]),
    ...(input.link
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(input.link.href)}" style="color:#0b4f9c;font-weight:bold">${escapeHtml(input.link.text)}</a></p>`,
          p(`${LINK_HINT} ${input.link.href}`),
        ]
      : []),
    ...(input.after ?? []).map(p),
    `<p style="margin:0">${CLOSING.map(escapeHtml).join('<br>')}</p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
};

/**
 * One mail as plain text and as simple, accessible HTML from the same content: a language, a title,
 * a heading, readable contrast, lists as lists, and a link whose text says where it goes.
 */
export const composeMail = (input: MailContent): MailMessage => ({
  to: input.to,
  subject: input.subject,
  text: plainText(input),
  html: html(input),
});
