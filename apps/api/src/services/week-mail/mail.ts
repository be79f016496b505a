import { userStoryStatusLabels } from '@maatwerk/contract';
import { endSentence, formatMinutes } from '@maatwerk/contract/constants';
import { type MailMessage, oneClickUnsubscribeHeaders } from '../../lib/mail-message.ts';
import { composeMail, type MailList } from '../mail-layout.ts';
import type { WeekContents } from './contents.ts';
import type { ReportedWeek } from './week.ts';

const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const day = (isoDate: string) => dayMonth.format(new Date(`${isoDate}T00:00:00Z`));

/** The Monday mail to the week mail address: what changed for the customer in the past week. */
export const weekMail = (input: {
  to: string;
  firstName: string;
  company: string;
  week: ReportedWeek;
  contents: WeekContents;
  portalUrl: string;
  unsubscribeUrl: string;
}): MailMessage => {
  const { contents, week } = input;
  const lists: MailList[] = [];
  if (contents.orders.length > 0)
    lists.push({
      heading: 'Opdrachten die zijn bijgewerkt',
      items: contents.orders.map(
        (order) => `${order.title} (${userStoryStatusLabels[order.status].toLowerCase()})`,
      ),
    });
  if (contents.hours.length > 0)
    lists.push({
      heading: 'Gewerkte uren',
      items: contents.hours.map((entry) => `${entry.title}: ${formatMinutes(entry.minutes)}`),
    });
  if (contents.invoices.length > 0)
    lists.push({
      heading: 'Verzonden facturen',
      items: contents.invoices.map((invoice) => `${invoice.number} ${invoice.description}`.trim()),
    });
  const mail = composeMail({
    to: input.to,
    subject: `Je week bij Kodewerk: ${day(week.weekStart)} tot en met ${day(week.weekEnd)}`,
    paragraphs: [
      `Beste ${input.firstName},`,
      endSentence(
        `Dit is wat er van ${day(week.weekStart)} tot en met ${day(week.weekEnd)} is gebeurd voor ${input.company}`,
      ),
    ],
    lists,
    link: { text: 'Naar het klantenportaal', href: input.portalUrl },
    after: [
      'Je krijgt deze mail elke maandag op het weekmailadres in Mijn account. Laat je dat veld leeg, dan stopt de weekmail.',
      `Geen weekmail meer ontvangen? Afmelden kan zonder in te loggen: ${input.unsubscribeUrl}`,
    ],
  });
  return { ...mail, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
};
