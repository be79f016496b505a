import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db/client.ts';
import { mfaFactors, staffMfaFactors } from '../../db/schema.ts';
import { onFirstUse } from '../../lib/on-first-use.ts';

export const TOTP_ISSUER = 'Kodewerk';
const PERIOD_SECONDS = 30;
/** One step of 30 seconds either way, for phones whose clock is a little off. */
const DRIFT_STEPS = 1;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** 160 random bits, base32, as RFC 4226 recommends for HMAC-SHA1. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

const qrCodes = onFirstUse(async () => (await import('qrcode')).default);

export const totpQrCode = async (uri: string): Promise<string> =>
  (await qrCodes()).toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

/** Six digits, whether typed as text or sent as a number (leading zeros lost). */
export const normaliseTotpCode = (code: string | number): string | undefined => {
  const text = typeof code === 'number' ? String(code).padStart(6, '0') : code.replace(/\s+/g, '');
  return /^\d{6}$/.test(text) ? text : undefined;
};

/** The time step a code belongs to, or undefined when it matches none within the drift. */
export const totpStep = (secret: string, code: string, now = new Date()): number | undefined => {
  const timestamp = now.getTime();
  const delta = totpFor(secret).validate({ token: code, timestamp, window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
};

export const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a.toUpperCase());
  const right = Buffer.from(b.toUpperCase());
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The table of a kind of account's second factors, and its column naming the account. */
type FactorTable =
  | { table: typeof mfaFactors; owner: typeof mfaFactors.userId }
  | { table: typeof staffMfaFactors; owner: typeof staffMfaFactors.staffId };

export const customerFactors: FactorTable = { table: mfaFactors, owner: mfaFactors.userId };
export const staffFactors: FactorTable = { table: staffMfaFactors, owner: staffMfaFactors.staffId };

const enabledFactorOf = ({ table, owner }: FactorTable, ownerId: number) =>
  and(eq(owner, ownerId), isNotNull(table.enabledAt));

/**
 * Uses a code of the account's enabled factor: accepted once, only when it is of a later step than
 * the last accepted one, so a code seen over someone's shoulder cannot be replayed. The step is
 * recorded in the same statement that checks it, so two requests cannot both use one code.
 */
export const useFactorCode = async (
  db: DbOrTx,
  factors: FactorTable,
  ownerId: number,
  code: string | number,
  now = new Date(),
): Promise<boolean> => {
  const digits = normaliseTotpCode(code);
  if (!digits) return false;
  const { table, owner } = factors;
  const [factor] = await db
    .select({ secret: table.secret })
    .from(table)
    .where(enabledFactorOf(factors, ownerId))
    .limit(1);
  if (!factor) return false;
  const step = totpStep(factor.secret, digits, now);
  if (step === undefined) return false;
  const updated = await db
    .update(table)
    .set({ lastUsedStep: step })
    .where(
      and(enabledFactorOf(factors, ownerId), or(isNull(table.lastUsedStep), lt(table.lastUsedStep, step))),
    )
    .returning({ ownerId: owner });
  return updated.length === 1;
};

/** The time step of a code of a secret being set up; undefined when it does not match. */
export const setupCodeStep = (secret: string, code: string | number, now: Date): number | undefined => {
  const digits = normaliseTotpCode(code);
  return digits === undefined ? undefined : totpStep(secret, digits, now);
};

/**
 * Turns on the factor with the secret that was checked, and only while it is still unconfirmed: a
 * setup started meanwhile in another window wins. The code's step counts as used.
 */
export const enableFactor = async (
  db: DbOrTx,
  { table, owner }: FactorTable,
  ownerId: number,
  { secret, step, now }: { secret: string; step: number; now: Date },
): Promise<boolean> => {
  const enabled = await db
    .update(table)
    .set({ enabledAt: now, lastUsedStep: step })
    .where(and(eq(owner, ownerId), eq(table.secret, secret), isNull(table.enabledAt)))
    .returning({ ownerId: owner });
  return enabled.length === 1;
};

export const useTotpCode = (db: DbOrTx, userId: number, code: string | number, now = new Date()) =>
  useFactorCode(db, customerFactors, userId, code, now);

/** Whether the account has a confirmed second factor, so that logging in asks for a code. */
export const hasEnabledFactor = async (
  db: DbOrTx,
  ownerId: number,
  factors: FactorTable = customerFactors,
): Promise<boolean> => {
  const [row] = await db
    .select({ ownerId: factors.owner })
    .from(factors.table)
    .where(enabledFactorOf(factors, ownerId))
    .limit(1);
  return row !== undefined;
};
