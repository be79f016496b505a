import {
  OWNER_ONLY,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  WebhookTestData,
} from '@maatwerk/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, webhookDeliveries } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { newMessageId, queueDelivery } from './emit.ts';
import { findOwnEndpoint } from './endpoints.ts';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const OFF_MESSAGE = 'Dit webhookadres staat uit. Zet het eerst aan.';

/**
 * A delivery as the log shows it. One whose job failed without recording an attempt (its instance
 * stopped mid-attempt) failed: it is not sent again by itself, but can be redelivered.
 */
const toWire = (row: DeliveryRow, job?: { status: string; error: string | null } | null): WebhookDelivery => {
  const jobFailed = job?.status === 'failed' && (row.status === 'wachtrij' || row.status === 'opnieuw');
  return {
    id: row.id,
    message_id: row.messageId,
    event_type: row.eventType,
    status: jobFailed ? 'mislukt' : row.status,
    attempt: row.attempts,
    response_code: row.responseCode,
    duration_ms: row.durationMs,
    error: jobFailed ? job.error : row.error,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: jobFailed ? null : (row.nextAttemptAt?.toISOString() ?? null),
  };
};

/** The endpoint's last deliveries, newest first. */
export const listWebhookDeliveries = async (
  db: Db,
  caller: TeamCaller,
  endpointId: string,
): Promise<WebhookDelivery[]> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  await findOwnEndpoint(db, customerId, endpointId);
  const rows = await db
    .select({ delivery: webhookDeliveries, job: { status: jobs.status, error: jobs.error } })
    .from(webhookDeliveries)
    .leftJoin(jobs, eq(jobs.id, webhookDeliveries.jobId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
  return rows.map((row) => toWire(row.delivery, row.job));
};

/** "Opnieuw versturen": the same message (same webhook-id and body) as a new delivery of its own. */
export const redeliverWebhook = async (
  db: Db,
  caller: TeamCaller,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  return db.transaction(async (tx) => {
    const endpoint = await findOwnEndpoint(tx, customerId, endpointId, { forUpdate: true });
    if (!endpoint.enabled) throw new HttpError('conflict', OFF_MESSAGE);
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
    if (!original) throw notFound('Deze aflevering bestaat niet.');
    const row = await queueDelivery(tx, {
      endpointId,
      messageId: original.messageId,
      eventType: original.eventType,
      body: original.body,
    });
    return toWire(row);
  });
};

/** "Testbericht versturen": the event webhook.test to this endpoint alone. */
export const sendWebhookTest = async (
  db: Db,
  caller: TeamCaller,
  endpointId: string,
  now = new Date(),
): Promise<WebhookDelivery> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  return db.transaction(async (tx) => {
    const endpoint = await findOwnEndpoint(tx, customerId, endpointId, { forUpdate: true });
    if (!endpoint.enabled) throw new HttpError('conflict', OFF_MESSAGE);
    const data = WebhookTestData.parse({
      endpoint_id: endpointId,
      message: 'Dit is een testbericht van Kodewerk.',
    });
    const row = await queueDelivery(tx, {
      endpointId,
      messageId: newMessageId(),
      eventType: WEBHOOK_TEST_EVENT,
      body: JSON.stringify({ type: WEBHOOK_TEST_EVENT, timestamp: now.toISOString(), data }),
    });
    return toWire(row);
  });
};
