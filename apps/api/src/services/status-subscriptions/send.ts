import { type StatusService, statusServices } from '@maatwerk/contract';
import { asc, eq } from 'drizzle-orm';
import { statusEvents, statusEventUpdates, statusSubscribers } from '../../db/schema.ts';
import { JobFailure } from '../jobs.ts';
import type { MailJob } from '../mail-job.ts';
import { unsubscribeUrl } from './links.ts';
import { statusUpdateMail } from './mails.ts';

/**
 * Runs one job of the subscribers' queue: mails one update to one subscriber, as both stand when
 * the job runs. An event removed meanwhile, or a subscriber who left, gets nothing.
 */
export const sendStatusSubscriptionMail: MailJob = async ({ db, mailer, siteUrl, linkSecret }, payload) => {
  const { updateId, subscriberId } = payload;
  if (typeof updateId !== 'number' || typeof subscriberId !== 'number') {
    throw new JobFailure('De taak heeft onjuiste gegevens.');
  }
  const [subscriber] = await db
    .select()
    .from(statusSubscribers)
    .where(eq(statusSubscribers.id, subscriberId));
  if (subscriber?.status !== 'confirmed') return { sent: 0, reason: 'unsubscribed' };
  const [found] = await db
    .select({ update: statusEventUpdates, event: statusEvents })
    .from(statusEventUpdates)
    .innerJoin(statusEvents, eq(statusEvents.id, statusEventUpdates.eventId))
    .where(eq(statusEventUpdates.id, updateId));
  if (!found) return { sent: 0, reason: 'event removed' };
  const { event, update } = found;
  const [first] = await db
    .select({ id: statusEventUpdates.id })
    .from(statusEventUpdates)
    .where(eq(statusEventUpdates.eventId, event.id))
    .orderBy(asc(statusEventUpdates.createdAt), asc(statusEventUpdates.id))
    .limit(1);
  await mailer.send(
    statusUpdateMail({
      to: subscriber.email,
      event: {
        id: event.id,
        kind: event.kind,
        title: event.title,
        services: event.services.filter((service): service is StatusService =>
          (statusServices as readonly string[]).includes(service),
        ),
        impact: event.impact,
        state: event.state,
        starts_at: event.startsAt.toISOString(),
        planned_end_at: event.plannedEndAt?.toISOString() ?? null,
        closed_at: event.closedAt?.toISOString() ?? null,
      },
      update: { state: update.state, message: update.message, created_at: update.createdAt.toISOString() },
      first: first?.id === update.id,
      statusUrl: new URL('/status', siteUrl).toString(),
      unsubscribeUrl: unsubscribeUrl(siteUrl, linkSecret, subscriber.id),
    }),
  );
  return { sent: 1 };
};
