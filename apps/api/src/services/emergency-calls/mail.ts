import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail, dateTimeNl } from '../mail-layout.ts';

/** Tells a person of the company that staff took up an emergency call (theirs or a colleague's). */
export const acknowledgedMail = (input: {
  to: string;
  firstName: string;
  callId: number;
  ownCall: boolean;
  callerName: string | null;
  staffName: string;
  acknowledgedAt: Date;
  description: string;
  callsUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: `Noodoproep #${input.callId} is opgepakt`,
    paragraphs: [
      `Hallo ${input.firstName},`,
      `${input.staffName} van Kodewerk heeft ${
        input.ownCall
          ? 'je noodoproep'
          : input.callerName
            ? `de noodoproep van ${input.callerName}`
            : 'een noodoproep van je team'
      } op ${dateTimeNl(input.acknowledgedAt)} opgepakt en gaat ermee aan de slag. We nemen zo snel mogelijk contact op.`,
      'De melding:',
      input.description,
    ],
    link: { text: 'De noodoproepen in het klantenportaal', href: input.callsUrl },
  });
