import { createHash, randomBytes } from 'node:crypto';
import type { TeamRole } from '@maatwerk/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { emailChanges, passwordResets, sessions, staffSessions, users } from '../db/schema.ts';

export type SessionKind = (typeof sessions.$inferSelect)['kind'];
type StaffSessionKind = (typeof staffSessions.$inferSelect)['kind'];

/** How long a token lives: unused for `idleMs` or older than `absoluteMs`, it is refused. */
export interface TokenLifetime {
  idleMs: number;
  absoluteMs: number;
}

export const sessionLifetimes: Record<SessionKind, TokenLifetime> = {
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

/** The table of a kind of account's tokens, and its column naming the account. */
export type TokenTable =
  | { table: typeof sessions; owner: typeof sessions.userId }
  | { table: typeof staffSessions; owner: typeof staffSessions.staffId };

export const customerTokens: TokenTable = { table: sessions, owner: sessions.userId };
export const staffTokens: TokenTable = { table: staffSessions, owner: staffSessions.staffId };

export interface NewTokenOptions {
  now?: Date;
  /** Defaults to now plus the kind's absolute lifetime; a refreshed token keeps its login's. */
  expiresAt?: Date;
  /** Wrong codes so far on this mfa login. */
  attempts?: number;
}

/** A new token and the columns of its row that every kind of token has. */
export const newTokenRow = (
  absoluteMs: number,
  { now = new Date(), expiresAt, attempts = 0 }: NewTokenOptions,
) => {
  const token = newToken();
  const expiry = expiresAt ?? new Date(now.getTime() + absoluteMs);
  return {
    token,
    row: { tokenHash: hashToken(token), attempts, createdAt: now, lastUsedAt: now, expiresAt: expiry },
  };
};

export const createSession = async (
  db: DbOrTx,
  userId: number,
  kind: SessionKind,
  now = new Date(),
): Promise<{ token: string; sessionId: string }> => {
  const { token, row: values } = newTokenRow(sessionLifetimes[kind].absoluteMs, { now });
  const [row] = await db
    .insert(sessions)
    .values({ userId, kind, ...values })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
};

/**
 * Revokes a live token of one kind and tells whose it was, in one statement: of two requests with
 * the same token only one gets it. For tokens that are good for one use.
 */
export const claimToken = async (
  db: DbOrTx,
  { table, owner }: TokenTable,
  token: string,
  { kind, idleMs }: { kind: SessionKind | StaffSessionKind; idleMs: number },
  now: Date,
): Promise<{ sessionId: string; ownerId: number; attempts: number; expiresAt: Date } | undefined> => {
  const [row] = await db
    .update(table)
    .set({ revokedAt: now })
    .where(
      and(
        eq(table.tokenHash, hashToken(token)),
        eq(table.kind, kind),
        isNull(table.revokedAt),
        gt(table.expiresAt, now),
        gt(table.lastUsedAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .returning({ sessionId: table.id, ownerId: owner, attempts: table.attempts, expiresAt: table.expiresAt });
  return row;
};

/** Notes that a live token was used now; at most once a minute, so that reading is not writing. */
export const touchToken = async (
  db: DbOrTx,
  { table }: TokenTable,
  token: { sessionId: string; lastUsedAt: Date },
  now: Date,
): Promise<void> => {
  if (now.getTime() - token.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(table).set({ lastUsedAt: now }).where(eq(table.id, token.sessionId));
  }
};

/** Revokes one token, unless it is revoked already. */
export const revokeToken = async (
  db: DbOrTx,
  { table }: TokenTable,
  sessionId: string,
  now: Date,
): Promise<void> => {
  await db
    .update(table)
    .set({ revokedAt: now })
    .where(and(eq(table.id, sessionId), isNull(table.revokedAt)));
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
  await touchToken(db, customerTokens, row, now);
  const { lastUsedAt: _, ...session } = row;
  return session;
};

/** Ends a login and the login links it made, unless they ended already. */
export const revokeSession = async (db: DbOrTx, sessionId: string, now = new Date()): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(sessions.id, sessionId), eq(sessions.createdBySessionId, sessionId)),
        isNull(sessions.revokedAt),
      ),
    );
};

/**
 * Ends everything handed out that lets its holder act as the person: every session but the one
 * given (login links included), every open password reset link and every e-mail change link
 * waiting for confirmation. One rule for a password reset, a password change, "Overal afmelden"
 * and deactivation: whoever knew the old password, or held a device, keeps no way back in.
 */
export const endEverythingOf = async (
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
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
};

/** A refreshed login keeps the open login links its token made: they end with the new token. */
export const handOverLoginLinks = async (db: DbOrTx, fromSessionId: string, toSessionId: string) => {
  await db
    .update(sessions)
    .set({ createdBySessionId: toSessionId })
    .where(and(eq(sessions.createdBySessionId, fromSessionId), isNull(sessions.revokedAt)));
};
