import { formatCalendarDate, formatEuro, provider } from '@maatwerk/contract/constants';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail } from '../mail-layout.ts';

/** The first (level 1) or second (level 2) reminder of an invoice with something left to pay. */
export const reminderMail = (input: {
  to: string;
  company: string;
  level: 1 | 2;
  number: string;
  issuedOn: string;
  dueOn: string;
  balanceCents: number;
  invoicesUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: `${input.level === 1 ? 'Herinnering' : 'Tweede herinnering'}: factuur ${input.number} staat nog open`,
    paragraphs: [
      `Beste ${input.company},`,
      `Van factuur ${input.number} van ${formatCalendarDate(input.issuedOn)} staat nog ${formatEuro(input.balanceCents)} open. De vervaldatum was ${formatCalendarDate(input.dueOn)}.`,
      input.level === 1
        ? `Wil je het bedrag overmaken op ${provider.iban} ten name van ${provider.name}, onder vermelding van ${input.number}?`
        : `Dit is onze tweede herinnering. Maak het bedrag binnen 7 dagen over op ${provider.iban} ten name van ${provider.name}, onder vermelding van ${input.number}, of neem contact met ons op als er iets niet klopt.`,
      'Heb je al betaald? Dan hebben onze berichten elkaar gekruist en kun je deze mail negeren.',
    ],
    link: { text: 'Je facturen in het klantenportaal', href: input.invoicesUrl },
  });
