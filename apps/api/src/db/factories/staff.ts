import type { StaffRole } from '@maatwerk/contract';
import type { DbOrTx } from '../client.ts';
import { staffMembers, staffMfaFactors } from '../schema.ts';
import { DEFAULT_PASSWORD, hashOnce } from './customers.ts';

export type StaffMember = typeof staffMembers.$inferSelect;

export interface StaffOverrides {
  role: StaffRole;
  email?: string;
  name?: string;
  /** Hashed; null leaves the account without a password (an invitation not yet taken). */
  password?: string | null;
  /** A confirmed TOTP factor with this base32 secret; without it the factor is not set up. */
  totpSecret?: string;
  deactivatedAt?: Date | null;
}

let sequence = 0;

export const createStaffMember = async (db: DbOrTx, overrides: StaffOverrides): Promise<StaffMember> => {
  const n = ++sequence;
  const { role, password = DEFAULT_PASSWORD, totpSecret, ...values } = overrides;
  const [row] = await db
    .insert(staffMembers)
    .values({
      email: `medewerker${n}-${Date.now().toString(36)}@kodewerk.nl`,
      name: `Medewerker ${n}`,
      ...values,
      role,
      passwordHash: password === null ? null : await hashOnce(password),
    })
    .returning();
  if (totpSecret) {
    await db.insert(staffMfaFactors).values({ staffId: row!.id, secret: totpSecret, enabledAt: new Date() });
  }
  return row!;
};
