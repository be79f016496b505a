import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { securityEvents, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { enqueueJob } from '../jobs.ts';
import type { MailJob } from '../mail-job.ts';
import { describeDevice } from '../security-log.ts';
import { newDeviceMail } from './new-device-mail.ts';

export const NEW_DEVICE_MAIL_QUEUE = 'new-device-mail';

/** How many earlier logins are compared: a device not seen in these counts as new. */
const LOGINS_COMPARED = 200;

const payloadSchema = z.object({
  userId: z.number().int(),
  device: z.string(),
  address: z.string().nullable(),
  at: z.iso.datetime(),
});

/**
 * Before a login is logged: when the person has logged in before, but never from a device like
 * this one, the notice mail goes on the work queue in the login's own transaction, so it is sent
 * once and not lost. The very first login of an account sends nothing.
 */
export const queueNewDeviceMail = async (
  db: DbOrTx,
  userId: number,
  client: Client | undefined,
  now: Date,
): Promise<void> => {
  const earlier = await db
    .select({ userAgent: securityEvents.userAgent })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, 'login')))
    .orderBy(desc(securityEvents.createdAt))
    .limit(LOGINS_COMPARED);
  if (earlier.length === 0) return;
  const device = describeDevice(client?.userAgent);
  if (earlier.some((login) => describeDevice(login.userAgent) === device)) return;
  await enqueueJob(db, {
    queue: NEW_DEVICE_MAIL_QUEUE,
    customerId: null,
    payload: { userId, device, address: client?.address ?? null, at: now.toISOString() },
  });
};

/** The job: the notice to the person's login address as it is now. */
export const sendNewDeviceMail: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { userId, device, address, at } = payloadSchema.parse(payload);
  const [person] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return { sent: false };
  await mailer.send(
    newDeviceMail({
      to: person.email,
      firstName: person.firstName,
      device,
      address,
      at: new Date(at),
      accountUrl: new URL('/klantenportaal/mijn-account/beveiliging', siteUrl).toString(),
    }),
  );
  return { sent: true };
};
