import type { MailMessage } from '../lib/mail-message.ts';
import { composeMail, dateTimeNl } from './mail-layout.ts';

/** To whom a one-use link goes, the link itself and the moment it stops working. */
export interface OneUseLink {
  to: string;
  firstName: string;
  link: string;
  expiresAt: Date;
}

/** What one kind of one-use-link mail says around the link. */
export interface OneUseLinkText {
  subject: string;
  /** Why the link comes, ending in a colon before the link. */
  request: string;
  linkText: string;
  /** How long the link works, such as "2 uur". */
  validFor: string;
  /** Said right after how long the link works: what using it does, or what holds until then. */
  note: string;
  /** What to do with the mail when it was not expected. */
  unexpected: string;
}

/** A mail with a link that works once and for a while: to confirm an address, set a password and the like. */
export const oneUseLinkMail = (input: OneUseLink, text: OneUseLinkText): MailMessage =>
  composeMail({
    to: input.to,
    subject: text.subject,
    paragraphs: [`Beste ${input.firstName},`, text.request],
    link: { text: text.linkText, href: input.link },
    after: [
      `De link werkt één keer en is ${text.validFor} geldig, tot ${dateTimeNl(input.expiresAt)}. ${text.note}`,
      text.unexpected,
    ],
  });
