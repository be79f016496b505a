import { createHash, randomBytes } from 'node:crypto';
import type { TeamRole } from '@maatwerk/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export type SessionKind = (typeof sessions.$inferSelect)['kind'];

/** How long a token lives: unused for `idleMs` or older than `absoluteMs`, it is refused. */
export const sessionLifetimes: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  login: { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 7 * 24 * 60 * 60 * 1000 },
  mfa: { idleMs: 5 * 60 * 1000, absoluteMs: 5 * 60 * 1000 },
  link: { idleMs: 10 * 60 * 1000, absoluteMs: 10 * 60 * 1000 },
};

/** Touching last_used_at on every call would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface AuthenticatedSession {
  sessionId: string;
  userId: number;
  customerId: number;
  /** What the person may do for the customer: checked by the route's guard and by the services. */
  teamRole: TeamRole;
}

/** 256 bits of randomness, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createSession = async (
  db: DbOrTx,
  userId: number,
  kind: SessionKind,
  now = new Date(),
): Promise<{ token: string; sessionId: string }> => {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      kind,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + sessionLifetimes[kind].absoluteMs),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
};

/**
 * The session lookup runs on every authenticated call, so it is a prepared statement: the
 * database plans it once per connection and the SQL is not built again for each call.
 */
const sessionLookup = (db: DbOrTx) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      customerId: users.customerId,
      teamRole: users.teamRole,
      attempts: sessions.attempts,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.kind, sql.placeholder('kind')),
        isNull(sessions.revokedAt),
        // A deactivated person's sessions are refused at once, whatever their age.
        isNull(users.deactivatedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_session');
const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof sessionLookup>>();

/** The live session a token stands for, or undefined when it is unknown, revoked or expired. */
export const findSession = async (
  db: DbOrTx,
  token: string,
  kind: SessionKind,
  now = new Date(),
): Promise<(AuthenticatedSession & { attempts: number }) | undefined> => {
  const idleSince = new Date(now.getTime() - sessionLifetimes[kind].idleMs);
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  // Placeholders skip the columns' own encoding, so times go in as ISO text.
  const [row] = await lookup.execute({
    tokenHash: hashToken(token),
    kind,
    now: now.toISOString(),
    idleSince: idleSince.toISOString(),
  });
  if (!row) return undefined;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const { lastUsedAt: _, ...session } = row;
  return session;
};

export const revokeSession = async (db: DbOrTx, sessionId: string, now = new Date()): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
};

/** Ends every session of a user but the one given (after a password change). */
export const revokeOtherSessions = async (
  db: DbOrTx,
  userId: number,
  keepSessionId: string | undefined,
  now = new Date(),
): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined,
      ),
    );
};
