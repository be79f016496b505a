import type { Db } from '../db/client.ts';
import type { Mailer } from '../ports/mailer.ts';

/** What a queued mail needs when it goes: the database, the mail transport and the site's address. */
export interface MailJobContext {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
}

/**
 * The job of one queued mail: it reads what it tells as it stands when the job runs (not when it was
 * queued), sends, and answers what it did, which the job row keeps.
 */
export type MailJob = (
  context: MailJobContext,
  payload: Record<string, unknown>,
) => Promise<Record<string, unknown>>;
