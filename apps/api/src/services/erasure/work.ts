import type { ServiceWork } from '../../ports/work.ts';
import { runErasure } from './job.ts';
import { ERASURE_QUEUE } from './queue.ts';

const ERASURE_TIMEOUT_MS = 5 * 60 * 1000;

/** Erasure of a person's data (AVG), once a beheerder confirmed it. */
export const erasureWork: ServiceWork = ({ db }) => ({
  jobs: [
    {
      queue: ERASURE_QUEUE,
      timeoutMs: ERASURE_TIMEOUT_MS,
      handler: ({ payload }) => runErasure(db, String(payload.requestId)),
    },
  ],
});
