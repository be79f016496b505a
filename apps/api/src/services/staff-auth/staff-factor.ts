import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffMfaFactors } from '../../db/schema.ts';
import { normaliseTotpCode, totpStep } from '../auth/totp.ts';

/**
 * Uses a code of the staff member's confirmed factor: accepted once, only when it is of a later
 * step than the last accepted one (no replay), checked and recorded in one statement.
 */
export const useStaffTotpCode = async (
  db: DbOrTx,
  staffId: number,
  code: string | number,
  now = new Date(),
): Promise<boolean> => {
  const digits = normaliseTotpCode(code);
  if (!digits) return false;
  const [factor] = await db
    .select({ secret: staffMfaFactors.secret })
    .from(staffMfaFactors)
    .where(and(eq(staffMfaFactors.staffId, staffId), isNotNull(staffMfaFactors.enabledAt)))
    .limit(1);
  if (!factor) return false;
  const step = totpStep(factor.secret, digits, now);
  if (step === undefined) return false;
  const updated = await db
    .update(staffMfaFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(staffMfaFactors.staffId, staffId),
        isNotNull(staffMfaFactors.enabledAt),
        or(isNull(staffMfaFactors.lastUsedStep), lt(staffMfaFactors.lastUsedStep, step)),
      ),
    )
    .returning({ staffId: staffMfaFactors.staffId });
  return updated.length === 1;
};

export const staffHasFactor = async (db: DbOrTx, staffId: number): Promise<boolean> => {
  const [row] = await db
    .select({ staffId: staffMfaFactors.staffId })
    .from(staffMfaFactors)
    .where(and(eq(staffMfaFactors.staffId, staffId), isNotNull(staffMfaFactors.enabledAt)))
    .limit(1);
  return row !== undefined;
};
