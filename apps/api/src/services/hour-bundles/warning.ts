import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { customers, hourBundles } from '../../db/schema.ts';
import type { MailJob } from '../mail-job.ts';
import { hourBundleWarningMail } from './mail.ts';

const payloadSchema = z.object({ bundleId: z.number().int() });

/** The job of one warning: to the billing address, with the figures as they stand when it goes. */
export const sendHourBundleWarning: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { bundleId } = payloadSchema.parse(payload);
  const [found] = await db
    .select({ bundle: hourBundles, customer: customers })
    .from(hourBundles)
    .innerJoin(customers, eq(customers.id, hourBundles.customerId))
    .where(eq(hourBundles.id, bundleId));
  if (!found) return { sent: false, reason: 'gone' };
  const to = found.customer.billingEmail;
  if (!to) return { sent: false, reason: 'no address' };
  await mailer.send(
    hourBundleWarningMail({
      to,
      company: found.customer.name,
      description: found.bundle.description,
      totalMinutes: found.bundle.totalMinutes,
      remainingMinutes: found.bundle.totalMinutes - found.bundle.usedMinutes,
      invoicesUrl: new URL('/klantenportaal/facturen', siteUrl).toString(),
    }),
  );
  return { sent: true };
};
