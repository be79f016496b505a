import { formatMinutes } from '@maatwerk/contract/constants';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail } from '../mail-layout.ts';

/** The mail to the billing address when a bundle is nearly used up. */
export const hourBundleWarningMail = (input: {
  to: string;
  company: string;
  description: string;
  totalMinutes: number;
  remainingMinutes: number;
  invoicesUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: `Je strippenkaart is bijna op: nog ${formatMinutes(input.remainingMinutes)}`,
    paragraphs: [
      `Beste ${input.company},`,
      `Van je strippenkaart "${input.description}" van ${formatMinutes(input.totalMinutes)} is nog ${formatMinutes(input.remainingMinutes)} over.`,
      'Goedgekeurde uren die niet meer op de strippenkaart passen, zetten we op je volgende factuur. Wil je een nieuwe strippenkaart? Antwoord dan op deze mail.',
    ],
    link: { text: 'Je strippenkaart in het klantenportaal', href: input.invoicesUrl },
  });
