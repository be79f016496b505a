import type { MailMessage } from '../lib/mail-message.ts';

/**
 * Whom a reply address belongs to: a customer's person, a staff member, or the desk (a staff
 * notification mailed to the desk address, which any active staff member may answer).
 */
export type ReplyPerson = { userId: number } | { staffId: number } | 'desk';

/** What sends mail, for the services that send it. Implemented by plugins/mail.ts (SMTP or .eml files). */
export interface Mailer {
  send: (message: MailMessage) => Promise<{ messageId: string }>;
  /** Where mail goes: 'smtp' or the folder the .eml files are written to. */
  destination: string;
  /** The address mails are sent from (of MAIL_FROM): an invitation names it as sent on the organiser's behalf. */
  sender: string;
  /**
   * The Reply-To of a mail about an order to one person (a customer's person, a staff member or the
   * desk): signed, so that a reply to it lands in the order's thread as that person's (decision 0063).
   */
  replyAddress: (orderId: number, person: ReplyPerson) => string;
}
