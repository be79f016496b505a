import type { MailMessage } from '../lib/mail-message.ts';

/** What sends mail, for the services that send it. Implemented by plugins/mail.ts (SMTP or .eml files). */
export interface Mailer {
  send: (message: MailMessage) => Promise<{ messageId: string }>;
  /** Where mail goes: 'smtp' or the folder the .eml files are written to. */
  destination: string;
  /** The address mails are sent from (of MAIL_FROM): an invitation names it as sent on the organiser's behalf. */
  sender: string;
}
