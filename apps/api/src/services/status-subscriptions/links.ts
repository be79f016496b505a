import { createHmac, timingSafeEqual } from 'node:crypto';

/** The site's pages behind the links; a mail program's one-click unsubscribe posts to the second. */
const CONFIRM_PATH = '/status/bevestigen';
const UNSUBSCRIBE_PATH = '/status/afmelden';

const signature = (secret: string, subscriberId: number): Buffer =>
  createHmac('sha256', secret).update(`status-unsubscribe:${subscriberId}`).digest();

const withToken = (siteUrl: string, path: string, token: string): string => {
  const url = new URL(path, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

export const confirmUrl = (siteUrl: string, token: string): string => withToken(siteUrl, CONFIRM_PATH, token);

/**
 * The unsubscribe link of every status mail: the subscriber's id and its signature with
 * MAIL_LINK_SECRET, so it needs nothing stored, works in every mail ever sent, and no one can make
 * another subscriber's.
 */
export const unsubscribeUrl = (siteUrl: string, secret: string, subscriberId: number): string =>
  withToken(
    siteUrl,
    UNSUBSCRIBE_PATH,
    `${subscriberId}.${signature(secret, subscriberId).toString('base64url')}`,
  );

/** The subscriber an unsubscribe token was signed for, or undefined. */
export const subscriberOfToken = (secret: string, token: string): number | undefined => {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
};
