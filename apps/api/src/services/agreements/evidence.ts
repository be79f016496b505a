import { createHash } from 'node:crypto';
import type { Client } from '../../lib/client.ts';

/**
 * Evidence of acceptance, shared by everything a customer accepts (agreements now, offertes later):
 * the version, the SHA-256 of exactly what was shown, when, from which address and browser, and who.
 */
export interface AcceptanceEvidence {
  version: string;
  sha256: string;
  acceptedAt: Date;
  address: string;
  userAgent: string;
  userId: number;
  personName: string;
}

/** SHA-256 (hex) of a text as UTF-8: what the person saw, as the browser can compute it too. */
export const sha256OfText = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** What a browser that sent no User-Agent header is recorded as. */
export const UNKNOWN_USER_AGENT = 'onbekend';

/** The evidence of one acceptance by a person, from their request. */
export const evidenceOf = (
  shown: { version: string; text: string },
  person: { userId: number; name: string },
  client: Client,
  now = new Date(),
): AcceptanceEvidence => ({
  version: shown.version,
  sha256: sha256OfText(shown.text),
  acceptedAt: now,
  address: client.address,
  userAgent: client.userAgent ?? UNKNOWN_USER_AGENT,
  userId: person.userId,
  personName: person.name,
});
