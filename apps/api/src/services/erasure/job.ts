import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { erasureRequests, users } from '../../db/schema.ts';
import { erasureBlockedReason } from './last-owner.ts';
import { erasePerson } from './run.ts';

/**
 * Erases the person of a confirmed request, in one transaction with marking it done: a crash
 * before the commit leaves the request confirmed and the data untouched, and the job's next
 * attempt does it all. A request already done (a second run of the same job) does nothing.
 * Should the person have become the last eigenaar of a company with others since the
 * confirmation, the request goes back to waiting, with nothing erased.
 */
export const runErasure = async (
  db: Db,
  requestId: string,
  now = new Date(),
): Promise<Record<string, unknown>> =>
  db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, requestId))
      .for('update');
    if (request?.status !== 'confirmed') return { skipped: request?.status ?? 'missing' };
    const blocked = await erasureBlockedReason(tx, request.userId);
    if (blocked) {
      await tx
        .update(erasureRequests)
        .set({ status: 'requested', confirmedAt: null, confirmedByStaffId: null, jobId: null })
        .where(eq(erasureRequests.id, request.id));
      return { skipped: 'last owner' };
    }
    const [person] = await tx
      .select({ email: users.email, customerId: users.customerId })
      .from(users)
      .where(eq(users.id, request.userId));
    const counts = await erasePerson(tx, {
      userId: request.userId,
      customerId: person!.customerId,
      email: person!.email,
    });
    await tx
      .update(erasureRequests)
      .set({ status: 'done', doneAt: now })
      .where(eq(erasureRequests.id, request.id));
    return { erased: counts };
  });
