import { EMERGENCY_TEAM } from '@maatwerk/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { enqueueJob } from '../jobs.ts';

export const EMERGENCY_ACKNOWLEDGED_QUEUE = 'emergency-acknowledged-mail';

/**
 * Queues the "opgepakt" mail to each active person of the company who may make an emergency call
 * (the caller among them), one job per person, in the transaction that acknowledges the call: the
 * mail goes once the acknowledgement stands, and a crash never sends one person's mail twice.
 * Answers how many mails were queued.
 */
export const queueAcknowledgedMails = async (
  tx: DbOrTx,
  call: { id: number; customerId: number },
): Promise<number> => {
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.customerId, call.customerId),
        inArray(users.teamRole, [...EMERGENCY_TEAM]),
        isNull(users.deactivatedAt),
      ),
    );
  for (const person of people) {
    await enqueueJob(tx, {
      queue: EMERGENCY_ACKNOWLEDGED_QUEUE,
      customerId: null,
      payload: { callId: call.id, userId: person.id },
    });
  }
  return people.length;
};
