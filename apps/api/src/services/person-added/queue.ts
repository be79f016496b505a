import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../jobs.ts';

export const PERSON_ADDED_QUEUE = 'person-added-mail';

/** Who added the person: the support desk, or an eigenaar of the team (who is not told of it). */
export type AddedBy = { staff: true } | { userId: number };

/**
 * Queues the mail that tells the customer's eigenaars a person was added, in the transaction that
 * adds them: no person is added without their eigenaars hearing of it.
 */
export const queuePersonAddedMail = async (tx: DbOrTx, personId: number, addedBy: AddedBy): Promise<void> => {
  await enqueueJob(tx, { queue: PERSON_ADDED_QUEUE, customerId: null, payload: { personId, ...addedBy } });
};
