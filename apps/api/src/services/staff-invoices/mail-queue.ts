import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../jobs.ts';

/** The queue of the mails of sent invoices and credit notes, each to the billing address. */
export const INVOICE_MAIL_QUEUE = 'invoice-mail';

/**
 * Queues the mail of a document in the transaction that sends it: it goes when that commits (a
 * crash after the commit leaves the job waiting, not the mail forgotten), and the job runs once.
 */
export const queueInvoiceMail = async (tx: DbOrTx, invoiceId: number): Promise<void> => {
  await enqueueJob(tx, { queue: INVOICE_MAIL_QUEUE, customerId: null, payload: { invoiceId } });
};
