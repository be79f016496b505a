import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../jobs.ts';

/** The job that makes an export, and the one that mails its maker once it is ready. */
export const DATA_EXPORT_QUEUE = 'data-export';
export const DATA_EXPORT_MAIL_QUEUE = 'data-export-mail';

/** Queued in the transaction that marks the export ready: no ready export without its mail. */
export const queueDataExportMail = async (tx: DbOrTx, exportId: string): Promise<void> => {
  await enqueueJob(tx, { queue: DATA_EXPORT_MAIL_QUEUE, customerId: null, payload: { exportId } });
};
