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
