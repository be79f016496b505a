import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../jobs.ts';

/** The job that makes an export, and the one that mails its maker once it is ready. */
export const DATA_EXPORT_QUEUE = 'data-export';
export const DATA_EXPORT_MAIL_QUEUE = 'data-export-mail';

/** Times an export is started at most: again after an instance died while building it. */
export const DATA_EXPORT_ATTEMPTS = 3;

/** Queued in the transaction that marks the export ready: no ready export without its mail. */
export const queueDataExportMail = async (tx: DbOrTx, exportId: string): Promise<void> => {
  await enqueueJob(tx, { queue: DATA_EXPORT_MAIL_QUEUE, customerId: null, payload: { exportId } });
};
