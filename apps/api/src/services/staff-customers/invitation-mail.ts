import { INVITATION_DAYS } from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';

/** The mail with the one-use link to set a password for the klantenportaal. */
export const invitationMail = (input: {
  to: string;
  firstName: string;
  company: string;
  link: string;
  expiresAt: Date;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: 'Je uitnodiging voor het klantenportaal van Kodewerk',
    paragraphs: [
      `Beste ${input.firstName},`,
      `Je bent uitgenodigd om in te loggen op het klantenportaal van Kodewerk${input.company ? ` voor ${input.company}` : ''}. Kies via deze link je wachtwoord:`,
    ],
    link: { text: 'Wachtwoord kiezen', href: input.link },
    after: [
      `De link werkt één keer en is ${INVITATION_DAYS} dagen geldig, tot ${dateTimeNl(input.expiresAt)}. Daarna log je in met je e-mailadres en je wachtwoord.`,
      'Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.',
    ],
  });
