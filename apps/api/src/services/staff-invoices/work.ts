import type { ServiceWork } from '../../ports/work.ts';
import { directDebitProviderFromEnv } from '../direct-debit/provider.ts';
import { mailQueue } from '../mail-job.ts';
import { mailSentInvoice } from './mail-job.ts';
import { INVOICE_MAIL_QUEUE } from './mail-queue.ts';

/** The mail of every sent invoice and credit note, whoever or whatever sent it. */
export const staffInvoiceWork: ServiceWork = (context) => {
  // The pre-notification of a collection only where direct debit is offered at all.
  const creditorId = directDebitProviderFromEnv(context.config)?.creditorId;
  return {
    jobs: [
      mailQueue(context, INVOICE_MAIL_QUEUE, (jobContext, payload) =>
        mailSentInvoice(jobContext, payload, creditorId),
      ),
    ],
  };
};
