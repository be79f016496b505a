import { API_KEY_PREFIX } from '@maatwerk/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { recordSecurityEvent } from '../security-log.ts';
import { type AuthenticatedSession, hashToken } from '../sessions.ts';

/** A key as newApiKey makes it: the prefix and 43 characters of base64url. */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** A use is written to the row and the security log at most once a minute per key. */
const NOTE_USE_AFTER_MS = 60 * 1000;

export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** A caller that is an API key: the key's customer and team role, acting for the person who made it. */
export interface ApiKeyCaller extends AuthenticatedSession {
  apiKeyId: string;
}

/** The lookup of a key, prepared once per database, as the session's is (sessions.ts). */
const keyLookup = (db: DbOrTx) =>
  db
    .select({
      id: apiKeys.id,
      customerId: apiKeys.customerId,
      teamRole: apiKeys.teamRole,
      userId: apiKeys.createdByUserId,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(
      and(
        eq(apiKeys.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiKeys.revokedAt),
        gt(apiKeys.expiresAt, sql.placeholder('now')),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare('find_api_key');
const keyLookups = new WeakMap<DbOrTx, ReturnType<typeof keyLookup>>();

/**
 * The live key a token stands for, read from the database on every request so that a revoked key is
 * refused at once on every instance; undefined when it is malformed, unknown, revoked or expired, or
 * its maker was removed from the team. The first use of each minute is noted with its address and
 * written to the maker's security log.
 */
export const findApiKey = async (
  db: DbOrTx,
  token: string,
  client: Client,
  now = new Date(),
): Promise<ApiKeyCaller | undefined> => {
  if (!KEY_PATTERN.test(token)) return undefined;
  let lookup = keyLookups.get(db);
  if (!lookup) {
    lookup = keyLookup(db);
    keyLookups.set(db, lookup);
  }
  // Placeholders skip the columns' own encoding, so the time goes in as ISO text.
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > NOTE_USE_AFTER_MS) {
    await db.transaction(async (tx) => {
      // Of two requests in the same minute only one notes the use.
      const noted = await tx
        .update(apiKeys)
        .set({ lastUsedAt: now, lastUsedAddress: client.address })
        .where(
          and(
            eq(apiKeys.id, row.id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, new Date(now.getTime() - NOTE_USE_AFTER_MS)),
            ),
          ),
        )
        .returning({ id: apiKeys.id });
      if (noted.length > 0) await recordSecurityEvent(tx, row.userId, 'api_key_used', client, now);
    });
  }
  return {
    sessionId: row.id,
    apiKeyId: row.id,
    userId: row.userId,
    customerId: row.customerId,
    teamRole: row.teamRole,
  };
};
