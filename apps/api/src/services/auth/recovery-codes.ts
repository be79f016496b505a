import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mfaRecoveryCodes } from '../../db/schema.ts';

export const RECOVERY_CODE_COUNT = 10;

/** No 0/o, 1/l/i: codes are read off paper and typed by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** 16 characters of a 31-letter alphabet: about 79 bits, enough to store as a plain SHA-256. */
const newRecoveryCode = (): string =>
  Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

/** The same code however it was typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex');

/** Replaces the user's recovery codes with ten new ones; only their hashes are kept. */
export const replaceRecoveryCodes = async (
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
};

/** Uses up one recovery code; false when it is not one of the user's unused codes. */
export const useRecoveryCode = async (
  db: DbOrTx,
  userId: number,
  code: string,
  now = new Date(),
): Promise<boolean> => {
  if (normaliseRecoveryCode(code).length !== GROUPS * GROUP_LENGTH) return false;
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length === 1;
};

export const deleteRecoveryCodes = async (db: DbOrTx, userId: number): Promise<void> => {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
};
