import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { customers, users, weekMails } from '../../db/schema.ts';
import type { MailJob } from '../mail-job.ts';
import { isEmptyWeek, weekContents } from './contents.ts';
import { weekMail } from './mail.ts';
import { weekMailUnsubscribeUrl } from './unsubscribe.ts';
import { reportedWeek } from './week.ts';

const payloadSchema = z.object({ userId: z.number().int(), weekStart: z.iso.date() });

/**
 * The job of one week mail: gathers the week of the person's customer and mails it to their week
 * mail address as it is now; a week in which nothing happened sends nothing.
 */
export const sendWeekMail: MailJob = async ({ db, mailer, siteUrl, linkSecret }, payload) => {
  const { userId, weekStart } = payloadSchema.parse(payload);
  const [person] = await db
    .select({
      address: users.weekMailAddress,
      firstName: users.firstName,
      customerId: users.customerId,
      company: customers.name,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  const record = (empty: boolean) =>
    db
      .update(weekMails)
      .set({ empty, sentAt: empty ? null : new Date() })
      .where(and(eq(weekMails.userId, userId), eq(weekMails.weekStart, weekStart)));
  if (!person?.address || person.deactivatedAt) {
    await record(true);
    return { sent: false, reason: 'no address' };
  }
  const week = reportedWeek(weekStart);
  const contents = await weekContents(db, person.customerId, week);
  if (isEmptyWeek(contents)) {
    await record(true);
    return { sent: false, reason: 'nothing happened' };
  }
  await mailer.send(
    weekMail({
      to: person.address,
      firstName: person.firstName,
      company: person.company,
      week,
      contents,
      portalUrl: new URL('/klantenportaal/dashboard', siteUrl).toString(),
      unsubscribeUrl: weekMailUnsubscribeUrl(siteUrl, linkSecret, userId),
    }),
  );
  await record(false);
  return { sent: true };
};
