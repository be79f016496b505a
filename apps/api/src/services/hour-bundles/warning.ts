import { formatMinutes } from '@maatwerk/contract/constants';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customers, hourBundles } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { composeMail } from '../mail-layout.ts';

const payloadSchema = z.object({ bundleId: z.number().int() });

/** The mail to the billing address when a bundle is nearly used up. */
export const hourBundleWarningMail = (input: {
  to: string;
  company: string;
  description: string;
  totalMinutes: number;
  remainingMinutes: number;
  invoicesUrl: string;
}): MailMessage =>
  composeMail({
    to: input.to,
    subject: `Je strippenkaart is bijna op: nog ${formatMinutes(input.remainingMinutes)}`,
    paragraphs: [
      `Beste ${input.company},`,
      `Van je strippenkaart "${input.description}" van ${formatMinutes(input.totalMinutes)} is nog ${formatMinutes(input.remainingMinutes)} over.`,
      'Goedgekeurde uren die niet meer op de strippenkaart passen, zetten we op je volgende factuur. Wil je een nieuwe strippenkaart? Antwoord dan op deze mail.',
    ],
    link: { text: 'Je strippenkaart in het klantenportaal', href: input.invoicesUrl },
  });

/** The job of one warning: to the billing address, with the figures as they stand when it goes. */
export const sendHourBundleWarning = async (
  db: Db,
  mailer: Mailer,
  siteUrl: string,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
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
