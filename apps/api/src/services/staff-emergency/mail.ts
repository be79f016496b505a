import type { StaffEmergencyCall } from '@maatwerk/contract';
import type { MailMessage } from '../../lib/mail-message.ts';
import { composeMail } from '../mail-layout.ts';

/** Tells the caller that staff took the call up. */
export const acknowledgedMail = (call: StaffEmergencyCall, staffName: string): MailMessage | undefined =>
  call.caller
    ? composeMail({
        to: call.caller.email,
        subject: `Je noodoproep #${call.id} is in behandeling`,
        paragraphs: [
          `Hallo ${call.caller.name},`,
          `${staffName} van Kodewerk heeft je noodoproep ontvangen en gaat ermee aan de slag. We nemen zo snel mogelijk contact met je op.`,
          'Je melding:',
          call.description,
        ],
      })
    : undefined;
