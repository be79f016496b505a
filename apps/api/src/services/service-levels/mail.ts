import { type ServiceTarget, serviceTargetLabels } from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';

/** A breach as the beheerders' mail tells it. */
export interface BreachLine {
  kind: 'order' | 'emergency_call';
  id: number;
  title: string;
  customerName: string;
  target: ServiceTarget;
  breachedAt: Date;
}

const what = (line: BreachLine) =>
  line.kind === 'order' ? `opdracht #${line.id} (${line.title})` : `noodoproep #${line.id}`;

/** To one beheerder: which target of which order or call was passed, and where to handle it. */
export const breachMail = (to: string, line: BreachLine, siteUrl: string): MailMessage =>
  composeMail({
    to,
    // Short enough that mail programs show it whole; the customer is in the first sentence.
    subject: `Servicedoel gemist: ${line.kind === 'order' ? 'opdracht' : 'noodoproep'} #${line.id} (${serviceTargetLabels[
      line.target
    ].toLowerCase()})`,
    paragraphs: [
      `De tijd voor de ${serviceTargetLabels[line.target].toLowerCase()} op ${what(line)} van ${line.customerName} is om.`,
      `Gezien: ${dateTimeNl(line.breachedAt)}. Je krijgt over dit doel van deze ${
        line.kind === 'order' ? 'opdracht' : 'noodoproep'
      } geen tweede bericht.`,
    ],
    link: {
      text: line.kind === 'order' ? 'Open de opdracht in het beheer' : 'Open de noodoproepen in het beheer',
      href: new URL(
        line.kind === 'order' ? `/beheer/opdrachten/${line.id}` : '/beheer/noodoproepen',
        siteUrl,
      ).toString(),
    },
    after: ['De kantooruren en doelen per prioriteit stel je in het beheer in onder Serviceniveaus.'],
  });
