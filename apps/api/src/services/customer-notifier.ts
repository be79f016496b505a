import type { MailMessage } from '../lib/mail-message.ts';
import type { Mailer } from '../ports/mailer.ts';

/** How a staff change reaches the customer: the mail adapter, the site's address for links, a log. */
export interface CustomerNotifier {
  mailer: Mailer;
  siteUrl: string;
  log: { warn: (object: object, message: string) => void };
}

/**
 * Sent after the change is committed, so that a mail never announces something that was rolled
 * back. A failed send does not undo the change; the answer (false) says the customer was not told.
 */
export const notifyCustomer = async (
  notifier: CustomerNotifier,
  message: MailMessage | undefined,
): Promise<boolean> => {
  if (!message) return false;
  try {
    await notifier.mailer.send(message);
    return true;
  } catch (error) {
    notifier.log.warn({ err: error, subject: message.subject }, 'mail to customer not sent');
    return false;
  }
};
