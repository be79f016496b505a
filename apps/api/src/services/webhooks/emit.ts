import { randomBytes } from 'node:crypto';
import { type WebhookData, type WebhookEventType, webhookEvents } from '@maatwerk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { enqueueJob } from '../jobs.ts';

export const WEBHOOK_QUEUE = 'webhook-delivery';

/** A webhook-id as Standard Webhooks writes them: `msg_` and 128 random bits. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * One delivery of a message to an endpoint, with the one job that delivers it (and retries it), in
 * the caller's transaction: the message goes out once the change that caused it stands, and not
 * when it does not.
 */
export const queueDelivery = async (
  tx: DbOrTx,
  delivery: { endpointId: string; messageId: string; eventType: string; body: string },
) => {
  const [row] = await tx.insert(webhookDeliveries).values(delivery).returning();
  // Not counted against the customer's own jobs: an event must never be refused for their sake.
  const job = await enqueueJob(tx, {
    queue: WEBHOOK_QUEUE,
    customerId: null,
    payload: { deliveryId: row!.id },
  });
  const [withJob] = await tx
    .update(webhookDeliveries)
    .set({ jobId: job.id })
    .where(eq(webhookDeliveries.id, row!.id))
    .returning();
  return withJob!;
};

/**
 * Tells the customer's switched-on endpoints that subscribed to `type` what happened, in the
 * transaction of the change: one delivery (and one job) per endpoint, all with the same webhook-id.
 * `data` (or the function that reads it, called only when someone subscribed) is read through the
 * contract's schema of the event, so nothing beyond what it documents goes out.
 */
export const emitWebhookEvent = async <T extends WebhookEventType>(
  tx: DbOrTx,
  customerId: number,
  type: T,
  data: WebhookData<T> | (() => Promise<WebhookData<T>>),
  now = new Date(),
): Promise<number> => {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.customerId, customerId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return 0;
  const body = JSON.stringify({
    type,
    timestamp: now.toISOString(),
    data: webhookEvents[type].data.parse(typeof data === 'function' ? await data() : data),
  });
  const messageId = newMessageId();
  for (const endpoint of endpoints) {
    await queueDelivery(tx, { endpointId: endpoint.id, messageId, eventType: type, body });
  }
  return endpoints.length;
};
