import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { mollieWebhookUrl } from '../online-payments/mollie.ts';
import { collectDirectDebit, DIRECT_DEBIT_QUEUE, queueDueCollections } from './collect.ts';
import { sendCollectionFailedMail } from './mails.ts';
import { DIRECT_DEBIT_FAILED_QUEUE } from './outcome.ts';
import { directDebitProviderFromEnv } from './provider.ts';

const EVERY_QUARTER_HOUR = 15 * 60 * 1000;

/**
 * Direct debit (decision 0069): every instance looks every 15 minutes for announced collections
 * whose day has come and queues each once; a job offers it to Mollie; a failure's mail is a job.
 */
export const directDebitWork: ServiceWork = (context) => {
  const { db, config } = context;
  const provider = directDebitProviderFromEnv(config);
  const settings = {
    maxRetries: config.DIRECT_DEBIT_MAX_RETRIES,
    webhookUrl: mollieWebhookUrl(config.API_PUBLIC_URL),
  };
  return {
    jobs: [
      {
        queue: DIRECT_DEBIT_QUEUE,
        timeoutMs: 60_000,
        handler: ({ job, payload }) => collectDirectDebit(db, provider, settings, payload, job.attempts),
      },
      mailQueue(context, DIRECT_DEBIT_FAILED_QUEUE, sendCollectionFailedMail(config.SEPA_CREDITOR_ID)),
    ],
    scheduled: [
      countingTask('direct-debit-collection', EVERY_QUARTER_HOUR, ['queued', 'direct debits queued'], (now) =>
        queueDueCollections(db, now),
      ),
    ],
  };
};
