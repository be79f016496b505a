import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { HOUR_BUNDLE_WARNING_QUEUE } from './draw.ts';
import { sendHourBundleWarning } from './warning.ts';

/** The warning mail when a prepaid hour bundle runs low. */
export const hourBundleWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, HOUR_BUNDLE_WARNING_QUEUE, sendHourBundleWarning)],
});
