import { type LoginLink, type LoginSession, NewPassword } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashNewPassword } from '../new-password.ts';
import { endEverythingOf, handOverLoginLinks, revokeSession } from '../sessions.ts';
import { authMessages } from './messages.ts';
import {
  claimSession,
  insertSession,
  isLinkToken,
  loginSessionAnswer,
  startLogin,
} from './session-tokens.ts';

/**
 * GET /refresh. For a login token: a new token for it, which is revoked; the new one keeps the
 * absolute expiry of the login it continues, so refreshing keeps a session alive while it is
 * used, never beyond a week. For a login link's token (the site took it in as its login token):
 * the link is claimed, once, and answers a new login.
 */
export const refreshLogin = async (
  db: Db,
  token: string,
  client: Client,
  now = new Date(),
): Promise<LoginSession> => {
  const answer = await db.transaction(async (tx): Promise<{ session: LoginSession } | { link: boolean }> => {
    const old = await claimSession(tx, token, 'login', now);
    if (old) {
      // The new token is held by whoever refreshed: the list of sessions shows that device and address.
      const next = await insertSession(tx, old.userId, 'login', { now, expiresAt: old.expiresAt, client });
      await handOverLoginLinks(tx, old.sessionId, next.sessionId);
      return { session: await loginSessionAnswer(tx, old.userId, next.token) };
    }
    const link = await claimSession(tx, token, 'link', now);
    if (link) return { session: await startLogin(tx, link.userId, client, now) };
    return { link: await isLinkToken(tx, token) };
  });
  if ('session' in answer) return answer.session;
  throw new HttpError(
    'unauthorized',
    answer.link ? authMessages.linkInvalid : 'Je sessie is verlopen. Log opnieuw in.',
  );
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

/**
 * A one-time link that logs the same user in on the site, valid for 10 minutes. It belongs to the
 * login that made it: the list of sessions shows it there, and it ends when that login ends.
 */
export const createLoginLink = async (
  db: Db,
  { userId, sessionId }: { userId: number; sessionId: string },
  { siteUrl, path }: { siteUrl: string; path: string },
  now = new Date(),
): Promise<LoginLink> => {
  const url = sitePath(siteUrl, path);
  const { token, expiresAt } = await insertSession(db, userId, 'link', {
    now,
    createdBySessionId: sessionId,
  });
  url.searchParams.set('login-token', token);
  return { url: url.toString(), expires_at: expiresAt.toISOString() };
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
  const checked = NewPassword.safeParse(newPassword);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? '';
    throw new HttpError('validation_failed', message, { fields: { new_password: message } });
  }
  const passwordHash = await hashNewPassword(newPassword, 'new_password');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
    await endEverythingOf(tx, userId, keepSessionId, now);
  });
};
