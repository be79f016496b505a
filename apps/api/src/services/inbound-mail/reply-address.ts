import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPLY_ADDRESS_PREFIX } from '@maatwerk/contract';
import type { ReplyPerson } from '../../ports/mailer.ts';

/** Signs and reads reply addresses: the key (from MAIL_LINK_SECRET) and the domain they are at. */
export interface ReplyAddressKey {
  secret: string;
  domain: string;
}

/** 20 hex digits (80 bits) of HMAC-SHA256: unguessable, and short enough for a local part. */
const SIGNATURE_LENGTH = 20;

const personToken = (person: ReplyPerson): string =>
  person === 'desk' ? 'desk' : 'userId' in person ? `c${person.userId}` : `s${person.staffId}`;

const readPerson = (token: string): ReplyPerson | undefined => {
  if (token === 'desk') return 'desk';
  const match = /^([cs])([1-9]\d{0,9})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[2]);
  return match[1] === 'c' ? { userId: id } : { staffId: id };
};

// A purpose of its own, so that no other link signed with the same secret is a valid reply address.
const sign = (secret: string, orderId: number, token: string) =>
  createHmac('sha256', secret)
    .update(`reply-address:${orderId}.${token}`)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH);

/** The Reply-To of a mail about an order to one person: `order+<id>.<person>.<signature>@<domain>`. */
export const replyAddress = (key: ReplyAddressKey, orderId: number, person: ReplyPerson): string => {
  const token = personToken(person);
  return `${REPLY_ADDRESS_PREFIX}+${orderId}.${token}.${sign(key.secret, orderId, token)}@${key.domain}`;
};

/**
 * What a recipient address says: the order and person it was made for, 'altered' when it has the
 * shape of a reply address but not its signature (someone changed the order, the person or the
 * signature), or undefined when it is no reply address of this domain at all. Mail servers may
 * change the case of a local part, so it is read without regard to case.
 */
export const readReplyAddress = (
  key: ReplyAddressKey,
  address: string,
): { orderId: number; person: ReplyPerson } | 'altered' | undefined => {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0 || lower.slice(at + 1) !== key.domain.toLowerCase()) return undefined;
  const local = lower.slice(0, at);
  if (!local.startsWith(`${REPLY_ADDRESS_PREFIX}+`)) return undefined;
  const match = /^([1-9]\d{0,9})\.([a-z0-9]+)\.([0-9a-f]+)$/.exec(
    local.slice(REPLY_ADDRESS_PREFIX.length + 1),
  );
  if (!match) return 'altered';
  const orderId = Number(match[1]);
  const person = readPerson(match[2]!);
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(sign(key.secret, orderId, match[2]!));
  if (!person || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'altered';
  return { orderId, person };
};

/** The domain of an address such as MAIL_FROM's `Kodewerk <noreply@kodewerk.nl>`. */
export const domainOf = (address: string): string =>
  (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().split('@').pop()!.toLowerCase();
