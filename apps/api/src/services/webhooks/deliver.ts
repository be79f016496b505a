import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { JobContext } from '../../ports/job-queue.ts';
import { enqueueJob, JobRetry } from '../jobs.ts';
import type { AddressPolicy } from '../screenshot-guard.ts';
import { postToEndpoint } from './post.ts';

/** How long a delivery is tried: after this the endpoint is switched off and the eigenaar mailed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 8 * 60 * 60 * 1000;

export const WEBHOOK_DISABLED_MAIL_QUEUE = 'webhook-disabled-mail';

/** Why the system switched an endpoint off, as the portal shows it. */
export const DISABLED_REASON =
  'Uitgeschakeld omdat afleveringen 24 uur lang mislukten. Controleer het adres en zet het weer aan.';

/**
 * The wait after failed attempt `attempt` (1, 2, …): 5 seconds, then four times as long each time
 * (20 s, 80 s, 5 min, 21 min, 85 min, 5,7 h), at most 8 hours; never past the end of the window.
 */
export const retryDelayMs = (attempt: number): number =>
  Math.min(FIRST_RETRY_MS * 4 ** (attempt - 1), LONGEST_WAIT_MS);

const payloadSchema = z.object({ deliveryId: z.uuid() });

export interface DeliveryContext {
  db: Db;
  policy: AddressPolicy;
  timeoutMs: number;
}

/**
 * The job of one delivery: signs the body with the endpoint's secret as it is now (a rotated secret
 * counts from the next attempt), posts it through the address guard and records the attempt. A
 * failure within the window is tried again by the same job (JobRetry); the last failure switches
 * the endpoint off and queues the mail to the eigenaars, in one transaction.
 */
export const deliverWebhook = async (
  { db, policy, timeoutMs }: DeliveryContext,
  { payload, job, signal }: Pick<JobContext, 'payload' | 'job' | 'signal'>,
  now: () => Date = () => new Date(),
): Promise<Record<string, unknown>> => {
  const { deliveryId } = payloadSchema.parse(payload);
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found) return { sent: false, reason: 'endpoint removed' };
  const { delivery, endpoint } = found;
  if (!endpoint.enabled) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'mislukt', error: 'Het webhookadres staat uit.', nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return { sent: false, reason: 'endpoint disabled' };
  }
  const attemptAt = now();
  const signature = new Webhook(endpoint.secret).sign(delivery.messageId, attemptAt, delivery.body);
  const outcome = await postToEndpoint(
    endpoint.url,
    {
      body: delivery.body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Kodewerk-Webhooks/1.0',
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(attemptAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
    },
    { policy, timeoutMs, signal },
  );
  // The instance is stopping: the job goes back to the queue for another instance, unrecorded.
  if (signal.aborted) throw signal.reason;
  const attempt = job.attempts;
  const recorded = {
    attempts: attempt,
    lastAttemptAt: attemptAt,
    responseCode: outcome.status,
    durationMs: outcome.durationMs,
  };
  if (outcome.ok) {
    await db
      .update(webhookDeliveries)
      .set({ ...recorded, status: 'afgeleverd', error: null, nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return { sent: true, status: outcome.status, attempt };
  }
  const windowEnd = delivery.createdAt.getTime() + RETRY_WINDOW_MS;
  const ended = now().getTime();
  if (ended < windowEnd) {
    const next = new Date(Math.min(ended + retryDelayMs(attempt), windowEnd));
    await db
      .update(webhookDeliveries)
      .set({ ...recorded, status: 'opnieuw', error: outcome.error, nextAttemptAt: next })
      .where(eq(webhookDeliveries.id, delivery.id));
    throw new JobRetry(outcome.error, next);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ ...recorded, status: 'mislukt', error: outcome.error, nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [switchedOff] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: DISABLED_REASON })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    // The first delivery to give up switches the endpoint off and mails, once: the others find it off.
    if (switchedOff) {
      await enqueueJob(tx, {
        queue: WEBHOOK_DISABLED_MAIL_QUEUE,
        customerId: null,
        payload: { endpointId: endpoint.id },
      });
    }
  });
  return { sent: false, status: outcome.status, attempt, disabled: true };
};
