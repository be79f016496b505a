import { type TeamRole, teamRoleLabels } from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail } from '../mail-layout.ts';

/** The mail to an eigenaar when a person is added to their team. */
export const personAddedMail = (input: {
  to: string;
  ownerName: string;
  company: string;
  person: { name: string; email: string; teamRole: TeamRole };
  byStaff: boolean;
  teamUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: `Nieuw teamlid bij ${input.company}: ${input.person.name}`,
    paragraphs: [
      `Beste ${input.ownerName},`,
      `${input.byStaff ? 'Onze supportdesk heeft' : 'Een eigenaar van je team heeft'} ${input.person.name} (${input.person.email}) toegevoegd aan het team van ${input.company}, met de rol ${teamRoleLabels[input.person.teamRole].toLowerCase()}.`,
      'Klopt dit niet? Verwijder deze persoon dan onder Mijn account → Team en laat het ons weten door op deze mail te antwoorden.',
    ],
    link: { text: 'Je team in het klantenportaal', href: input.teamUrl },
  });
