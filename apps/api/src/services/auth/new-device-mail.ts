import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';

/** To the person's own address after a login from a device their account had not seen before. */
export const newDeviceMail = (input: {
  to: string;
  firstName: string;
  device: string;
  address: string | null;
  at: Date;
  accountUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: 'Nieuwe login op je account bij Kodewerk',
    paragraphs: [
      `Beste ${input.firstName},`,
      `Op ${dateTimeNl(input.at)} is ingelogd op je account voor het klantenportaal van Kodewerk vanaf een apparaat dat we nog niet kenden: ${input.device}${input.address ? `, vanaf adres ${input.address}` : ''}.`,
      'Was jij dit? Dan hoef je niets te doen.',
      'Was jij dit niet? Meld die login dan meteen af onder Mijn account → Beveiliging en kies een nieuw wachtwoord:',
    ],
    link: { text: 'Naar Mijn account', href: input.accountUrl },
    after: ['Twijfel je? Bel ons op 030 123 45 67 of mail naar info@kodewerk.nl.'],
  });
