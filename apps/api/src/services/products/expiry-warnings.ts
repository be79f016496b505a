import { EXPIRY_WARNING_DAYS } from '@maatwerk/contract';
import { formatCalendarDate } from '@maatwerk/contract/constants';
import { and, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customers, products, serviceExpiryWarnings, services } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { enqueueJob } from '../jobs.ts';
import type { MailJob } from '../mail-job.ts';
import { composeMail } from '../mail-layout.ts';
import { emitDomainExpiring } from '../webhooks/events.ts';

export const EXPIRY_WARNING_QUEUE = 'service-expiry-warning';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Services that end at the end of their paid time: cancelled (once their last period is billed),
 * or not renewed automatically.
 */
const endingWithoutRenewal = or(
  and(eq(services.status, 'opgezegd'), sql`${services.endsOn} < ${services.paidUntil}`),
  and(eq(services.status, 'actief'), eq(services.autoRenew, false)),
);

/**
 * Queues the warning of each service that ends without renewal within the warning days: the
 * nearest of 60, 30 and 7 days it has reached, once per service and end date (the primary key of
 * service_expiry_warnings, written in the transaction that queues the mail). A warning whose day
 * passed while nothing ran is not sent late; the next one is.
 */
export const queueExpiryWarnings = async (db: Db, now: Date): Promise<number> => {
  const day = today(now);
  const farthest = Math.max(...EXPIRY_WARNING_DAYS);
  const ending = await db
    .select({
      id: services.id,
      customerId: services.customerId,
      description: services.description,
      paidUntil: services.paidUntil,
      group: products.group,
    })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .where(
      and(
        endingWithoutRenewal,
        isNotNull(services.paidUntil),
        gt(services.paidUntil, day),
        lte(services.paidUntil, addDays(day, farthest + 1)),
      ),
    );
  let queued = 0;
  for (const service of ending) {
    const endsOn = addDays(service.paidUntil!, -1);
    const left = daysBetween(day, endsOn);
    const daysBefore = [...EXPIRY_WARNING_DAYS].sort((a, b) => a - b).find((days) => left <= days);
    if (daysBefore === undefined) continue;
    const made = await db.transaction(async (tx) => {
      const [warning] = await tx
        .insert(serviceExpiryWarnings)
        .values({ serviceId: service.id, endsOn, daysBefore })
        .onConflictDoNothing()
        .returning({ serviceId: serviceExpiryWarnings.serviceId });
      if (!warning) return false;
      await enqueueJob(tx, {
        queue: EXPIRY_WARNING_QUEUE,
        customerId: null,
        payload: { serviceId: service.id, endsOn },
      });
      if (service.group === 'domein') await emitDomainExpiring(tx, service, endsOn, daysBefore);
      return true;
    });
    if (made) queued++;
  }
  return queued;
};

const payloadSchema = z.object({ serviceId: z.number().int(), endsOn: z.iso.date() });

/** The warning mail, to the billing address, unless the service was renewed or ended meanwhile. */
export const sendExpiryWarning: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const { serviceId, endsOn } = payloadSchema.parse(payload);
  const [row] = await db
    .select({
      service: services,
      product: products.name,
      company: customers.name,
      to: customers.billingEmail,
    })
    .from(services)
    .innerJoin(products, eq(products.id, services.productId))
    .innerJoin(customers, eq(customers.id, services.customerId))
    .where(and(eq(services.id, serviceId), endingWithoutRenewal));
  if (!row || row.service.paidUntil !== addDays(endsOn, 1))
    return { sent: false, reason: 'renewed or ended' };
  if (!row.to) return { sent: false, reason: 'no address' };
  await mailer.send(
    composeMail({
      to: row.to,
      subject: `${row.service.description} loopt af op ${formatCalendarDate(endsOn)}`,
      paragraphs: [
        `Beste ${row.company},`,
        `Je dienst ${row.service.description} (${row.product}) wordt niet verlengd en stopt na ${formatCalendarDate(endsOn)}.`,
        'Wil je hem houden? Zet automatisch verlengen weer aan of neem contact met ons op, dan verlengen we hem voor je.',
      ],
      link: {
        text: 'Je diensten in het klantenportaal',
        href: new URL('/klantenportaal/diensten', siteUrl).toString(),
      },
    }),
  );
  return { sent: true };
};
