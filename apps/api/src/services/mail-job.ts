import type { Db } from '../db/client.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { QueueWork, WorkContext } from '../ports/work.ts';

/**
 * What a queued mail needs when it goes: the database, the mail transport, the site's address and
 * the key that signs the mail's unsubscribe link.
 */
export interface MailJobContext {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  linkSecret: string;
}

/**
 * The job of one queued mail: it reads what it tells as it stands when the job runs (not when it was
 * queued), sends, and answers what it did, which the job row keeps.
 */
export type MailJob = (
  context: MailJobContext,
  payload: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/** A queue whose jobs each send one mail, with the database, mailer and site address of `context`. */
export const mailQueue = (
  { db, mailer, config }: WorkContext,
  queue: string,
  job: MailJob,
  timeoutMs = 60_000,
): QueueWork => ({
  queue,
  timeoutMs,
  handler: ({ payload }) =>
    job({ db, mailer, siteUrl: config.SITE_URL, linkSecret: config.MAIL_LINK_SECRET }, payload),
  sendsMail: true,
});
