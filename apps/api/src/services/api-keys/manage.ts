import { randomBytes } from 'node:crypto';
import {
  API_KEY_EXPIRY_MESSAGE,
  API_KEY_MAX_DAYS,
  API_KEY_PREFIX,
  type ApiKeyInfo,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@maatwerk/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { addDays, amsterdamTime, today } from '../../lib/dates.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordSecurityEvent } from '../security-log.ts';
import { type AuthenticatedSession, hashToken } from '../sessions.ts';

/** How much of a key the list shows: the prefix and the first characters of the random part. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 6;

/** A new key: the prefix secret scanners know, then 256 bits of randomness, URL-safe. */
const newApiKey = (): string => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  teamRole: apiKeys.teamRole,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedAddress: apiKeys.lastUsedAddress,
  firstName: users.firstName,
  lastName: users.lastName,
};

const selectKeys = (db: DbOrTx) =>
  db.select(columns).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.createdByUserId));

const toInfo = (row: Awaited<ReturnType<typeof selectKeys>>[number]): ApiKeyInfo => ({
  id: row.id,
  name: row.name,
  team_role: row.teamRole,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  last_used_address: row.lastUsedAddress,
  created_by: `${row.firstName} ${row.lastName}`,
});

/** The customer's keys that are not revoked, newest first; expired ones too, until revoked. */
export const listApiKeys = async (db: Db, session: AuthenticatedSession): Promise<ApiKeyInfo[]> => {
  const rows = await selectKeys(db)
    .where(and(eq(apiKeys.customerId, session.customerId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toInfo);
};

/**
 * Makes a key that works until the end of `expires_on` in Amsterdam. Only its hash is kept: the
 * answer is the one place the key itself appears.
 */
export const createApiKey = async (
  db: Db,
  session: AuthenticatedSession,
  body: CreateApiKeyBody,
  client: Client,
  now = new Date(),
): Promise<CreatedApiKey> => {
  const first = addDays(today(now), 1);
  if (body.expires_on < first || body.expires_on > addDays(today(now), API_KEY_MAX_DAYS)) {
    throw new HttpError('validation_failed', API_KEY_EXPIRY_MESSAGE, {
      fields: { expires_on: API_KEY_EXPIRY_MESSAGE },
    });
  }
  const key = newApiKey();
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(apiKeys)
      .values({
        customerId: session.customerId,
        createdByUserId: session.userId,
        name: body.name,
        teamRole: body.team_role,
        tokenHash: hashToken(key),
        prefix: key.slice(0, SHOWN_CHARACTERS),
        createdAt: now,
        expiresAt: amsterdamTime(addDays(body.expires_on, 1), 0),
      })
      .returning({ id: apiKeys.id });
    await recordSecurityEvent(tx, session.userId, 'api_key_created', client, now);
    const [row] = await selectKeys(tx).where(eq(apiKeys.id, made!.id));
    return { ...toInfo(row!), key };
  });
};

/** Revokes a key of the customer: refused from the next request on, since every request reads the row. */
export const revokeApiKey = async (
  db: Db,
  session: AuthenticatedSession,
  id: string,
  client: Client,
  now = new Date(),
): Promise<ApiKeyInfo> =>
  db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.customerId, session.customerId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!revoked) throw notFound('Deze API-sleutel bestaat niet, of is al ingetrokken.');
    await recordSecurityEvent(tx, session.userId, 'api_key_revoked', client, now);
    const [row] = await selectKeys(tx).where(eq(apiKeys.id, id));
    return toInfo(row!);
  });
