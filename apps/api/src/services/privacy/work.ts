import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { buildDataExport } from './build-export.ts';
import { removeUsedExports } from './exports.ts';
import { sendDataExportMail } from './mail.ts';
import { DATA_EXPORT_MAIL_QUEUE, DATA_EXPORT_QUEUE } from './queue.ts';

/** The longest an export may take (a large company with many files). */
const BUILD_TIMEOUT_MS = 15 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Copies of a customer's data (AVG): made by a job, mailed when ready, their bytes removed once used. */
export const privacyWork: ServiceWork = (context) => ({
  jobs: [
    {
      queue: DATA_EXPORT_QUEUE,
      timeoutMs: BUILD_TIMEOUT_MS,
      handler: ({ payload, signal }) => buildDataExport(context.db, String(payload.exportId), signal),
    },
    mailQueue(context, DATA_EXPORT_MAIL_QUEUE, sendDataExportMail),
  ],
  scheduled: [
    countingTask('data-exports-cleanup', CLEANUP_EVERY_MS, ['removed', 'used data exports removed'], (now) =>
      removeUsedExports(context.db, now),
    ),
  ],
});
