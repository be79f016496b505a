import type { LoginLink, LoginSession } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashPassword } from '../passwords.ts';
import { revokeOtherSessions, revokeSession } from '../sessions.ts';
import { authMessages } from './messages.ts';
import { claimSession, insertSession, loginSessionAnswer, startLogin } from './session-tokens.ts';

/**
 * A new token for the current one, which is revoked. The new token keeps the absolute expiry of
 * the login it continues: refreshing keeps a session alive while it is used, never beyond a week.
 */
export const refreshLogin = async (db: Db, token: string, now = new Date()): Promise<LoginSession> => {
  const session = await db.transaction(async (tx) => {
    const old = await claimSession(tx, token, 'login', now);
    if (!old) return undefined;
    const next = await insertSession(tx, old.userId, 'login', { now, expiresAt: old.expiresAt });
    return loginSessionAnswer(tx, old.userId, next.token);
  });
  if (!session) throw new HttpError('unauthorized', 'Je sessie is verlopen. Log opnieuw in.');
  return session;
};

export const logout = (db: Db, sessionId: string, now = new Date()) => revokeSession(db, sessionId, now);

/** The address of a path on the site; never another origin, whatever the path holds. */
const sitePath = (siteUrl: string, path: string): URL => {
  const url = new URL(path, siteUrl);
  if (url.origin !== new URL(siteUrl).origin) {
    const message = 'Geef een pad binnen de site op.';
    throw new HttpError('validation_failed', message, { fields: { path: message } });
  }
  return url;
};

/** A one-time link that logs the same user in on the site, valid for 10 minutes. */
export const createLoginLink = async (
  db: Db,
  userId: number,
  { siteUrl, path }: { siteUrl: string; path: string },
  now = new Date(),
): Promise<LoginLink> => {
  const url = sitePath(siteUrl, path);
  const { token, expiresAt } = await insertSession(db, userId, 'link', { now });
  url.searchParams.set('login-token', token);
  return { url: url.toString(), expires_at: expiresAt.toISOString() };
};

/** Trades a login link's token for a login; the link works once. */
export const exchangeLoginLink = async (db: Db, token: string, now = new Date()): Promise<LoginSession> => {
  const session = await db.transaction(async (tx) => {
    const link = await claimSession(tx, token, 'link', now);
    return link ? startLogin(tx, link.userId, now) : undefined;
  });
  if (!session) throw new HttpError('unauthorized', authMessages.linkInvalid);
  return session;
};

/**
 * Sets a new password and ends every other session of the user, in one transaction: whoever
 * knew the old password is logged out everywhere but here.
 */
export const changePassword = async (
  db: Db,
  { userId, newPassword, keepSessionId }: { userId: number; newPassword: string; keepSessionId?: string },
  now = new Date(),
): Promise<void> => {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, keepSessionId, now);
  });
};
