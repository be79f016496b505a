import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { mailSentInvoice } from './mail-job.ts';
import { INVOICE_MAIL_QUEUE } from './mail-queue.ts';

/** The mail of every sent invoice and credit note, whoever or whatever sent it. */
export const staffInvoiceWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, INVOICE_MAIL_QUEUE, mailSentInvoice)],
});
