import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { removeUnattachedUploads } from './cleanup.ts';

/** How often an instance removes uploads no message took. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export const attachmentWork: ServiceWork = (context) => ({
  scheduled: [
    countingTask('attachments-cleanup', CLEANUP_EVERY_MS, ['removed', 'unattached uploads removed'], (now) =>
      removeUnattachedUploads(context.db, now),
    ),
  ],
});
