import type { StaffMember } from '@maatwerk/contract';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffMembers, staffMfaFactors } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';

const columns = {
  id: staffMembers.id,
  name: staffMembers.name,
  email: staffMembers.email,
  role: staffMembers.role,
  hasPassword: sql<boolean>`${staffMembers.passwordHash} is not null`,
  mfaEnabledAt: staffMfaFactors.enabledAt,
  createdAt: staffMembers.createdAt,
  deactivatedAt: staffMembers.deactivatedAt,
};

type Row = {
  id: number;
  name: string;
  email: string;
  role: StaffMember['role'];
  hasPassword: boolean;
  mfaEnabledAt: Date | null;
  createdAt: Date;
  deactivatedAt: Date | null;
};

export const toStaffMember = (row: Row): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.deactivatedAt ? 'gedeactiveerd' : row.hasPassword ? 'actief' : 'uitgenodigd',
  mfa_enabled: row.mfaEnabledAt !== null,
  created_at: row.createdAt.toISOString(),
  deactivated_at: row.deactivatedAt?.toISOString() ?? null,
});

const select = (db: DbOrTx) =>
  db
    .select(columns)
    .from(staffMembers)
    .leftJoin(staffMfaFactors, eq(staffMfaFactors.staffId, staffMembers.id));

export const findStaffMember = async (db: DbOrTx, id: number): Promise<StaffMember> => {
  const [row] = await select(db).where(eq(staffMembers.id, id)).limit(1);
  if (!row) throw notFound('Deze medewerker bestaat niet.');
  return toStaffMember({ ...row, hasPassword: Boolean(row.hasPassword) });
};

/** Active staff first (by name), then the deactivated ones. */
export const listStaffMembers = async (db: DbOrTx): Promise<StaffMember[]> => {
  const rows = await select(db).orderBy(
    desc(isNull(staffMembers.deactivatedAt)),
    sql`lower(${staffMembers.name})`,
    staffMembers.id,
  );
  return rows.map((row) => toStaffMember({ ...row, hasPassword: Boolean(row.hasPassword) }));
};
