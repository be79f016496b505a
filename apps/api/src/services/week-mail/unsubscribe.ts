import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

/** The site's page behind the link; a mail program's one-click unsubscribe posts there too. */
const UNSUBSCRIBE_PATH = '/weekmail/afmelden';

const INVALID = 'Deze afmeldlink is niet geldig. Zet de weekmail uit in Mijn account, of mail ons.';

const signature = (secret: string, userId: number): Buffer =>
  createHmac('sha256', secret).update(`week-mail-unsubscribe:${userId}`).digest();

/** The person's unsubscribe token: their id and its signature, so no one can make another's. */
const tokenOf = (secret: string, userId: number): string =>
  `${userId}.${signature(secret, userId).toString('base64url')}`;

/** The link in each week mail that switches it off, without a login. */
export const weekMailUnsubscribeUrl = (siteUrl: string, secret: string, userId: number): string => {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set('token', tokenOf(secret, userId));
  return url.toString();
};

/**
 * Switches the week mail off for the person the token was signed for: their week mail address is
 * cleared, as if they emptied it in Mijn account. Twice is fine; a token not signed here is a 404.
 */
export const unsubscribeWeekMail = async (db: Db, secret: string, token: string): Promise<{ ok: true }> => {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const userId = match ? Number(match[1]) : Number.NaN;
  const given = match ? Buffer.from(match[2]!, 'base64url') : Buffer.alloc(0);
  const expected = Number.isSafeInteger(userId) ? signature(secret, userId) : Buffer.alloc(32);
  if (!match || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError('not_found', INVALID);
  }
  const changed = await db
    .update(users)
    .set({ weekMailAddress: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (changed.length === 0) throw new HttpError('not_found', INVALID);
  return { ok: true };
};
