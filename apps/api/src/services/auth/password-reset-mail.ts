import { PASSWORD_RESET_HOURS } from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';
import { type OneUseLink, oneUseLinkMail } from '../one-use-link-mail.ts';

/** The mail with the one-use link to choose a new password. */
export const passwordResetMail = (input: OneUseLink): MailMessage =>
  oneUseLinkMail(input, {
    subject: 'Kies een nieuw wachtwoord voor het klantenportaal',
    request:
      'Je hebt gevraagd om een nieuw wachtwoord voor het klantenportaal van Kodewerk. Kies via deze link een nieuw wachtwoord:',
    linkText: 'Nieuw wachtwoord kiezen',
    validFor: `${PASSWORD_RESET_HOURS} uur`,
    note: 'Als je een nieuw wachtwoord kiest, word je op al je apparaten uitgelogd.',
    unexpected:
      'Heb je dit niet zelf gevraagd? Dan kun je deze mail negeren: je wachtwoord blijft zoals het was.',
  });

/** The notice after the password was changed with a reset link. */
export const passwordChangedMail = (input: { to: string; firstName: string; at: Date }): MailMessage =>
  composeMail({
    to: input.to,
    subject: 'Je wachtwoord is gewijzigd',
    paragraphs: [
      `Beste ${input.firstName},`,
      `Het wachtwoord van je account voor het klantenportaal van Kodewerk is gewijzigd op ${dateTimeNl(input.at)}. Je bent op al je apparaten uitgelogd; log opnieuw in met je nieuwe wachtwoord.`,
      'Heb je dit niet zelf gedaan? Bel ons dan meteen op 030 123 45 67 of mail naar info@kodewerk.nl.',
    ],
  });
