import { EMERGENCY_TEAM } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emergencyRequests, staffMembers, users } from '../../db/schema.ts';
import type { MailJob } from '../mail-job.ts';
import { acknowledgedMail } from './mail.ts';

const payloadSchema = z.object({ callId: z.number().int(), userId: z.number().int() });

/**
 * The job of one person's "opgepakt" mail. It reads the call and the person as they are when it
 * runs: a person removed or no longer allowed to make calls since, or a call gone, gets nothing.
 */
export const sendAcknowledgedMail: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { callId, userId } = payloadSchema.parse(payload);
  const [found] = await db
    .select({ call: emergencyRequests, staffName: staffMembers.name })
    .from(emergencyRequests)
    .leftJoin(staffMembers, eq(staffMembers.id, emergencyRequests.acknowledgedByStaffId))
    .where(eq(emergencyRequests.id, callId));
  if (!found?.call.acknowledgedAt) return { sent: false, reason: 'call gone' };
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  if (
    !person ||
    person.customerId !== found.call.customerId ||
    person.deactivatedAt !== null ||
    !EMERGENCY_TEAM.includes(person.teamRole)
  )
    return { sent: false, reason: 'person gone' };
  const [caller] = found.call.userId
    ? await db.select().from(users).where(eq(users.id, found.call.userId))
    : [];
  await mailer.send(
    acknowledgedMail({
      to: person.email,
      firstName: person.firstName,
      callId,
      ownCall: found.call.userId === person.id,
      callerName: caller ? `${caller.firstName} ${caller.lastName}` : null,
      staffName: found.staffName ?? 'Een medewerker',
      acknowledgedAt: found.call.acknowledgedAt,
      description: found.call.description,
      callsUrl: new URL('/klantenportaal/noodoproep', siteUrl).toString(),
    }),
  );
  return { sent: true };
};
