import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { deliverWebhook, WEBHOOK_DISABLED_MAIL_QUEUE } from './deliver.ts';
import { sendWebhookDisabledMails } from './disabled-mail.ts';
import { WEBHOOK_QUEUE } from './emit.ts';

/** Room beyond the request's own time limit for reading and recording the attempt. */
const MARGIN_MS = 5_000;

/**
 * Webhook deliveries (decision 0052): one job per (event, endpoint), tried again by the same job
 * with backoff for a day; and the mail that an endpoint was switched off.
 */
export const webhookWork: ServiceWork = (context) => {
  const { db, config } = context;
  const delivery = {
    db,
    policy: { allowedPrivateHosts: config.WEBHOOK_ALLOWED_PRIVATE_HOSTS },
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
  };
  return {
    jobs: [
      {
        queue: WEBHOOK_QUEUE,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS + MARGIN_MS,
        handler: (job) => deliverWebhook(delivery, job),
      },
      mailQueue(context, WEBHOOK_DISABLED_MAIL_QUEUE, sendWebhookDisabledMails),
    ],
  };
};
