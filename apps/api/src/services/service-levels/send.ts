import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  customers,
  emergencyRequests,
  serviceLevelBreaches,
  staffMembers,
  userStories,
} from '../../db/schema.ts';
import type { MailJob } from '../mail-job.ts';
import { type BreachLine, breachMail } from './mail.ts';

const payloadSchema = z.object({ breachId: z.number().int(), staffId: z.number().int() });

/** The job of one breach mail to one beheerder: nothing when they left or the record is gone. */
export const sendBreachMail: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { breachId, staffId } = payloadSchema.parse(payload);
  const [staff] = await db
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.deactivatedAt)));
  const [breach] = await db.select().from(serviceLevelBreaches).where(eq(serviceLevelBreaches.id, breachId));
  if (!staff || !breach) return { sent: false, reason: 'gone' };
  let line: BreachLine | undefined;
  if (breach.userStoryId !== null) {
    const [order] = await db
      .select({ id: userStories.id, title: userStories.title, customerName: customers.name })
      .from(userStories)
      .innerJoin(customers, eq(customers.id, userStories.customerId))
      .where(eq(userStories.id, breach.userStoryId));
    if (order) line = { kind: 'order', ...order, target: breach.target, breachedAt: breach.breachedAt };
  } else if (breach.emergencyRequestId !== null) {
    const [call] = await db
      .select({ id: emergencyRequests.id, customerName: customers.name })
      .from(emergencyRequests)
      .innerJoin(customers, eq(customers.id, emergencyRequests.customerId))
      .where(eq(emergencyRequests.id, breach.emergencyRequestId));
    if (call)
      line = {
        kind: 'emergency_call',
        ...call,
        title: '',
        target: breach.target,
        breachedAt: breach.breachedAt,
      };
  }
  if (!line) return { sent: false, reason: 'gone' };
  await mailer.send(breachMail(staff.email, line, siteUrl));
  await db
    .update(serviceLevelBreaches)
    .set({ mailedAt: new Date() })
    .where(eq(serviceLevelBreaches.id, breachId));
  return { sent: true };
};
