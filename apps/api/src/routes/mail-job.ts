import type { FastifyInstance } from 'fastify';
import type { MailJob } from '../services/mail-job.ts';

/** Makes this instance send the mails of a queue, each with this app's database, mailer and address. */
export const handleMailJobs = (
  app: FastifyInstance,
  queue: string,
  job: MailJob,
  options: { timeoutMs: number },
) =>
  app.jobs.handle(
    queue,
    ({ payload }) => job({ db: app.db, mailer: app.mailer, siteUrl: app.config.SITE_URL }, payload),
    { ...options, sendsMail: true },
  );
