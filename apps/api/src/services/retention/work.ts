import type { ServiceWork } from '../../ports/work.ts';
import { removeExpiredRecords } from './remove-expired.ts';

/** Every hour an instance removes what is past its retention period (see remove-expired.ts). */
export const retentionWork: ServiceWork = ({ db }) => ({
  scheduled: [
    {
      name: 'retention',
      everyMs: 60 * 60 * 1000,
      task: async ({ now, log }) => {
        const removed = await removeExpiredRecords(db, now);
        if (Object.values(removed).some((n) => n > 0))
          log.info({ removed }, 'records past their retention removed');
      },
    },
  ],
});
