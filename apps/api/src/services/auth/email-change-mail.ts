import { EMAIL_CHANGE_HOURS } from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';
import { type OneUseLink, oneUseLinkMail } from '../one-use-link-mail.ts';

/** To the new address: the one-use link that makes it the login address. */
export const emailChangeConfirmMail = (input: OneUseLink): MailMessage =>
  oneUseLinkMail(input, {
    subject: 'Bevestig je nieuwe e-mailadres',
    request:
      'Je hebt gevraagd om dit adres voortaan te gebruiken om in te loggen op het klantenportaal van Kodewerk. Bevestig het via deze link:',
    linkText: 'Nieuw e-mailadres bevestigen',
    validFor: `${EMAIL_CHANGE_HOURS} uur`,
    note: 'Tot je bevestigt, blijft je huidige adres gelden.',
    unexpected: 'Heb je dit niet zelf gevraagd? Dan kun je deze mail negeren.',
  });

/** To the old address, once the new one is confirmed. */
export const emailChangedMail = (input: {
  to: string;
  firstName: string;
  newEmail: string;
  at: Date;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: 'Je e-mailadres is gewijzigd',
    paragraphs: [
      `Beste ${input.firstName},`,
      `Op ${dateTimeNl(input.at)} is het e-mailadres van je account voor het klantenportaal van Kodewerk gewijzigd in ${input.newEmail}. Je logt voortaan in met dat adres; dit adres ontvangt geen mail over je account meer.`,
      'Heb je dit niet zelf gedaan? Bel ons dan meteen op 030 123 45 67 of mail naar info@kodewerk.nl.',
    ],
  });
