import type { LoginSessionInfo } from '@maatwerk/contract';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { describeDevice, recordSecurityEvent } from '../security-log.ts';
import { type AuthenticatedSession, endEverythingOf, revokeSession, sessionLifetimes } from '../sessions.ts';

/** A login of this user that still works: not ended, not past its week, used in the last two hours. */
const liveLoginsOf = (userId: number, now: Date) =>
  and(
    eq(sessions.userId, userId),
    eq(sessions.kind, 'login'),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, new Date(now.getTime() - sessionLifetimes.login.idleMs)),
  );

/** The caller's live logins, most recently used first; the one of this request is marked. */
export const listSessions = async (
  db: Db,
  caller: AuthenticatedSession,
  now = new Date(),
): Promise<LoginSessionInfo[]> => {
  const rows = await db
    .select()
    .from(sessions)
    .where(liveLoginsOf(caller.userId, now))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  const links = await db
    .select({
      id: sessions.id,
      createdBy: sessions.createdBySessionId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, caller.userId),
        eq(sessions.kind, 'link'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(asc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    address: row.address,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === caller.sessionId,
    login_links: links
      .filter((link) => link.createdBy === row.id)
      .map((link) => ({
        id: link.id,
        created_at: link.createdAt.toISOString(),
        expires_at: link.expiresAt.toISOString(),
      })),
  }));
};

/**
 * Ends one login of the caller ("afmelden" on a lost laptop) and the login links it made: its
 * token answers 401 from now on.
 * Another person's session, and one that already ended, answer the same 404.
 */
export const endSession = async (
  db: Db,
  caller: AuthenticatedSession,
  sessionId: string,
  client: Client,
  now = new Date(),
): Promise<void> => {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), liveLoginsOf(caller.userId, now)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw new HttpError('not_found', 'Deze sessie bestaat niet (meer).');
    await revokeSession(tx, sessionId, now);
    await recordSecurityEvent(tx, caller.userId, 'session_ended', client, now);
  });
};

/**
 * "Overal afmelden": every token of the caller but this login's ends, login links included, and
 * so do open password reset and e-mail change links.
 */
export const endOtherSessions = async (
  db: Db,
  caller: AuthenticatedSession,
  client: Client,
  now = new Date(),
): Promise<void> => {
  await db.transaction(async (tx) => {
    await endEverythingOf(tx, caller.userId, caller.sessionId, now);
    await recordSecurityEvent(tx, caller.userId, 'other_sessions_ended', client, now);
  });
};
