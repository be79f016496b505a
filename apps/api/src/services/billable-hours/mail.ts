import {
  formatCalendarDate,
  formatMinutes,
  HOURS_APPROVAL_DAYS,
  hoursDeadlineSentence,
} from '@maatwerk/contract/constants';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail } from '../mail-layout.ts';

/** The mail of a submission: the order's entries to approve, and what happens without an answer. */
export const hoursSubmittedMail = (input: {
  to: string;
  company: string;
  orderTitle: string;
  entries: { workedOn: string; staffName: string; minutes: number; note: string }[];
  hoursUrl: string;
}): MailMessage => {
  const total = input.entries.reduce((sum, entry) => sum + entry.minutes, 0);
  return composeMail({
    to: input.to,
    subject: `Uren ter goedkeuring: ${input.orderTitle}`,
    paragraphs: [
      `Beste ${input.company},`,
      `Voor de opdracht "${input.orderTitle}" hebben we ${formatMinutes(total)} gewerkt. Wil je deze uren in het klantenportaal goedkeuren, of betwisten als er iets niet klopt? Pas goedgekeurde uren zetten we op een factuur.`,
      hoursDeadlineSentence(HOURS_APPROVAL_DAYS),
    ],
    lists: [
      {
        heading: 'De uren',
        items: input.entries.map(
          (entry) =>
            `${formatCalendarDate(entry.workedOn)}, ${entry.staffName}: ${formatMinutes(entry.minutes)}${entry.note ? ` (${entry.note})` : ''}`,
        ),
      },
    ],
    link: { text: 'Uren bekijken in het klantenportaal', href: input.hoursUrl },
  });
};
