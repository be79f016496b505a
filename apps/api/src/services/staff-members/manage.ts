import { ADMIN_ONLY, type StaffMember, type StaffRole } from '@maatwerk/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffMembers, staffMfaFactors } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { assertStaffRole } from '../staff-auth/staff-roles.ts';
import { revokeAllStaffSessions } from '../staff-auth/staff-sessions.ts';
import { findStaffMember } from './staff-member-row.ts';

/** Changes to beheerders wait for each other, so two cannot both take away the last one. */
const BEHEERDER_LOCK = 7_340_131;

export const manageMessages = {
  lastBeheerder: 'Er moet altijd een actieve beheerder zijn. Maak eerst iemand anders beheerder.',
  notYourself: 'Je kunt jezelf niet deactiveren.',
  alreadyDeactivated: 'Deze medewerker is al gedeactiveerd.',
  notYourOwnFactor:
    'Je eigen tweede factor stel je niet hier opnieuw in. Vraag een andere beheerder om dat te doen.',
  noFactor: 'Deze medewerker heeft nog geen tweede factor ingesteld.',
} as const;

export interface StaffCaller extends StaffActor {
  role: StaffRole;
}

const otherActiveBeheerders = async (tx: DbOrTx, staffId: number): Promise<number> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${BEHEERDER_LOCK})`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.role, 'beheerder'),
        isNull(staffMembers.deactivatedAt),
        ne(staffMembers.id, staffId),
      ),
    );
  return Number(row?.n ?? 0);
};

const snapshot = (member: StaffMember) => ({ name: member.name, role: member.role, status: member.status });

/** A new name or role; a role change counts from the staff member's next call. */
export const updateStaffMember = async (
  db: Db,
  caller: StaffCaller,
  staffId: number,
  changes: { name?: string; role?: StaffRole },
): Promise<StaffMember> => {
  assertStaffRole(caller.role, ADMIN_ONLY);
  const before = await findStaffMember(db, staffId);
  await db.transaction(async (tx) => {
    if (
      before.role === 'beheerder' &&
      changes.role &&
      changes.role !== 'beheerder' &&
      before.status !== 'gedeactiveerd' &&
      (await otherActiveBeheerders(tx, staffId)) === 0
    ) {
      throw new HttpError('conflict', manageMessages.lastBeheerder);
    }
    await tx
      .update(staffMembers)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.role && { role: changes.role }),
      })
      .where(eq(staffMembers.id, staffId));
    const after = await findStaffMember(tx, staffId);
    await recordAudit(tx, caller, {
      action: changes.role && changes.role !== before.role ? 'staff.change_role' : 'staff.update',
      entity: 'staff_member',
      entityId: staffId,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  return findStaffMember(db, staffId);
};

/** Deactivates a staff member: no more logging in, and every session ends in the same transaction. */
export const deactivateStaffMember = async (
  db: Db,
  caller: StaffCaller,
  staffId: number,
): Promise<StaffMember> => {
  assertStaffRole(caller.role, ADMIN_ONLY);
  if (staffId === caller.staffId) throw new HttpError('conflict', manageMessages.notYourself);
  const before = await findStaffMember(db, staffId);
  if (before.status === 'gedeactiveerd') throw new HttpError('conflict', manageMessages.alreadyDeactivated);
  await db.transaction(async (tx) => {
    if (before.role === 'beheerder' && (await otherActiveBeheerders(tx, staffId)) === 0) {
      throw new HttpError('conflict', manageMessages.lastBeheerder);
    }
    const now = new Date();
    await tx.update(staffMembers).set({ deactivatedAt: now }).where(eq(staffMembers.id, staffId));
    await revokeAllStaffSessions(tx, staffId, now);
    await recordAudit(tx, caller, {
      action: 'staff.deactivate',
      entity: 'staff_member',
      entityId: staffId,
      before: snapshot(before),
      after: snapshot(await findStaffMember(tx, staffId)),
    });
  });
  return findStaffMember(db, staffId);
};

/**
 * Resets another staff member's second factor (a lost or replaced phone): the factor is removed
 * and every session ends in the same transaction, so the next login must set up a new one first.
 */
export const resetStaffFactor = async (
  db: Db,
  caller: StaffCaller,
  staffId: number,
): Promise<StaffMember> => {
  assertStaffRole(caller.role, ADMIN_ONLY);
  if (staffId === caller.staffId) throw new HttpError('conflict', manageMessages.notYourOwnFactor);
  const before = await findStaffMember(db, staffId);
  if (before.status === 'gedeactiveerd') throw new HttpError('conflict', manageMessages.alreadyDeactivated);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffMfaFactors)
      .where(eq(staffMfaFactors.staffId, staffId))
      .returning({ enabledAt: staffMfaFactors.enabledAt });
    if (!removed.some((factor) => factor.enabledAt !== null)) {
      throw new HttpError('conflict', manageMessages.noFactor);
    }
    await revokeAllStaffSessions(tx, staffId, new Date());
    await recordAudit(tx, caller, {
      action: 'staff_mfa.reset',
      entity: 'staff_member',
      entityId: staffId,
      before: { mfa_enabled: true },
      after: { mfa_enabled: false },
    });
  });
  return findStaffMember(db, staffId);
};
