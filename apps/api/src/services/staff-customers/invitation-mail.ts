import { INVITATION_DAYS } from '@maatwerk/contract';
import type { MailMessage } from '../../plugins/mail.ts';

export const dateTimeNl = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

/** The mail with the one-use link to set a password for the klantenportaal. */
export const invitationMail = (input: {
  to: string;
  firstName: string;
  company: string;
  link: string;
  expiresAt: Date;
}): MailMessage => ({
  to: input.to,
  subject: 'Je uitnodiging voor het klantenportaal van Kodewerk',
  text: [
    `Beste ${input.firstName},`,
    '',
    `Je bent uitgenodigd om in te loggen op het klantenportaal van Kodewerk${input.company ? ` voor ${input.company}` : ''}.`,
    'Kies via deze link je wachtwoord:',
    '',
    input.link,
    '',
    `De link werkt één keer en is ${INVITATION_DAYS} dagen geldig, tot ${dateTimeNl(input.expiresAt)}.`,
    'Daarna log je in met je e-mailadres en je wachtwoord.',
    '',
    'Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.',
    '',
    'Met vriendelijke groet,',
    'Kodewerk',
  ].join('\n'),
});
