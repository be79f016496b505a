import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { customers, users } from '../../db/schema.ts';
import type { MailJob } from '../mail-job.ts';
import { personAddedMail } from './mail.ts';

const payloadSchema = z.object({
  personId: z.number().int(),
  staff: z.literal(true).optional(),
  userId: z.number().int().optional(),
});

/**
 * The job of one added person: a mail to each active eigenaar of the customer but the person
 * themselves and the eigenaar who added them.
 */
export const sendPersonAddedMails: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { personId, staff, userId } = payloadSchema.parse(payload);
  const [found] = await db
    .select({ person: users, customer: customers })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, personId));
  if (!found) return { sent: 0, reason: 'gone' };
  const owners = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.customerId, found.customer.id),
        eq(users.teamRole, 'eigenaar'),
        isNull(users.deactivatedAt),
        ne(users.id, personId),
      ),
    );
  const teamUrl = new URL('/klantenportaal/mijn-account', siteUrl).toString();
  let sent = 0;
  for (const owner of owners.filter((row) => row.id !== userId)) {
    await mailer.send(
      personAddedMail({
        to: owner.email,
        ownerName: owner.firstName,
        company: found.customer.name,
        person: {
          name: `${found.person.firstName} ${found.person.lastName}`,
          email: found.person.email,
          teamRole: found.person.teamRole,
        },
        byStaff: staff === true,
        teamUrl,
      }),
    );
    sent++;
  }
  return { sent };
};
