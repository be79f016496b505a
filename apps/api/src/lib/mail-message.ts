/** One outgoing mail: what the templates compose and the mailer (plugins/mail.ts) sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent along, such as an invoice's PDF. */
  attachments?: MailAttachment[];
  /**
   * A calendar invitation, sent as the `text/calendar; method=…` part of the mail that mail
   * programs act on (accept, update, remove), and as an .ics file beside it (nodemailer's icalEvent).
   */
  icalEvent?: MailCalendarEvent;
}

export interface MailCalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

/**
 * The headers of a mail a person can switch off (RFC 2369 and RFC 8058): mail programs show an
 * "unsubscribe" button that posts `List-Unsubscribe=One-Click` to the link, without a login.
 */
export const oneClickUnsubscribeHeaders = (unsubscribeUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}
