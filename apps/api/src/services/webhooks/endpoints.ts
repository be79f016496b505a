import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookEndpointBody,
  OWNER_ONLY,
  type UpdateWebhookEndpointBody,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_REFUSED_ADDRESS_MESSAGE,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TOO_MANY_MESSAGE,
  WEBHOOK_UNKNOWN_HOST_MESSAGE,
  WEBHOOK_URL_MESSAGE,
  type WebhookEndpointInfo,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@maatwerk/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { LIMIT_LOCK, lockLimit } from '../../db/advisory-lock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { type AddressPolicy, checkTarget, REFUSED_REASON } from '../screenshot-guard.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { endpointUrlAllowed } from './post.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** How much of a secret the list shows: the prefix and the first characters of the key. */
const SHOWN_CHARACTERS = WEBHOOK_SECRET_PREFIX.length + 4;

/** A new secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
const newSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

const toInfo = (row: EndpointRow): WebhookEndpointInfo => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  created_at: row.createdAt.toISOString(),
  secret_prefix: row.secret.slice(0, SHOWN_CHARACTERS),
});

const invalidUrl = (message: string) =>
  new HttpError('validation_failed', message, { fields: { url: message } });

/**
 * Refuses an address the deliveries could not go to: not https (http only for the hosts the test
 * allowlist names), or a name that leads to loopback, a private network, link-local or metadata.
 * Each delivery checks again, since a name may lead elsewhere later.
 */
const checkEndpointUrl = async (value: string, policy: AddressPolicy): Promise<void> => {
  const url = new URL(value);
  if (!endpointUrlAllowed(url, policy)) throw invalidUrl(WEBHOOK_URL_MESSAGE);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const check = await checkTarget(url.hostname, port, policy);
  if (!check.allowed) {
    throw invalidUrl(
      check.reason === REFUSED_REASON ? WEBHOOK_REFUSED_ADDRESS_MESSAGE : WEBHOOK_UNKNOWN_HOST_MESSAGE,
    );
  }
};

/** The customer's endpoint, locked for the change, or 404: another customer's does not exist here. */
export const findOwnEndpoint = async (
  db: DbOrTx,
  customerId: number,
  id: string,
  { forUpdate = false } = {},
): Promise<EndpointRow> => {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(WEBHOOK_NOT_FOUND_MESSAGE);
  return row;
};

export const listWebhookEndpoints = async (db: Db, caller: TeamCaller): Promise<WebhookEndpointInfo[]> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.customerId, customerId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toInfo);
};

/** A new endpoint with its own secret, which this answer shows once. */
export const createWebhookEndpoint = async (
  db: Db,
  caller: TeamCaller,
  body: CreateWebhookEndpointBody & { events: WebhookEventType[] },
  policy: AddressPolicy,
): Promise<WebhookEndpointWithSecret> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  await checkEndpointUrl(body.url, policy);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    await lockLimit(tx, LIMIT_LOCK.webhookEndpoints, customerId);
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.customerId, customerId));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
      throw new HttpError('conflict', WEBHOOK_TOO_MANY_MESSAGE);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        customerId,
        url: body.url,
        description: body.description ?? '',
        events: body.events,
        secret,
      })
      .returning();
    return { ...toInfo(row!), secret };
  });
};

/** Changes the address, description or events, or switches it on (clearing why it was off) or off. */
export const updateWebhookEndpoint = async (
  db: Db,
  caller: TeamCaller,
  id: string,
  body: Omit<UpdateWebhookEndpointBody, 'events'> & { events?: WebhookEventType[] | undefined },
  policy: AddressPolicy,
): Promise<WebhookEndpointInfo> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  await findOwnEndpoint(db, customerId, id);
  if (body.url !== undefined) await checkEndpointUrl(body.url, policy);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined && { url: body.url }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.events !== undefined && { events: body.events }),
      ...(body.enabled !== undefined && { enabled: body.enabled, disabledReason: null }),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId)))
    .returning();
  if (!row) throw notFound(WEBHOOK_NOT_FOUND_MESSAGE);
  return toInfo(row);
};

/** A new secret, shown once: every delivery from now on, retries too, is signed with it. */
export const rotateWebhookSecret = async (
  db: Db,
  caller: TeamCaller,
  id: string,
): Promise<WebhookEndpointWithSecret> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  const secret = newSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId)))
    .returning();
  if (!row) throw notFound(WEBHOOK_NOT_FOUND_MESSAGE);
  return { ...toInfo(row), secret };
};

/** Removes the endpoint and its log; a delivery still waiting finds it gone and sends nothing. */
export const deleteWebhookEndpoint = async (
  db: Db,
  caller: TeamCaller,
  id: string,
): Promise<{ ok: true }> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw notFound(WEBHOOK_NOT_FOUND_MESSAGE);
  return { ok: true };
};
