import type { StaffRole } from '@maatwerk/contract';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffMembers, staffSessions } from '../../db/schema.ts';
import {
  claimToken,
  hashToken,
  type NewTokenOptions,
  newTokenRow,
  revokeToken,
  staffTokens,
  type TokenLifetime,
  touchToken,
} from '../sessions.ts';

export type StaffSessionKind = (typeof staffSessions.$inferSelect)['kind'];

/**
 * How long a staff token lives: unused for `idleMs` or older than `absoluteMs`, it is refused.
 * A full login lasts a working day; the code step and the factor setup are short.
 */
export const staffSessionLifetimes: Record<StaffSessionKind, TokenLifetime> = {
  login: { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 },
  mfa: { idleMs: 5 * 60 * 1000, absoluteMs: 5 * 60 * 1000 },
  setup: { idleMs: 15 * 60 * 1000, absoluteMs: 30 * 60 * 1000 },
};

export interface FoundStaffSession {
  sessionId: string;
  staffId: number;
  role: StaffRole;
  kind: StaffSessionKind;
  attempts: number;
}

export const insertStaffSession = async (
  db: DbOrTx,
  staffId: number,
  kind: StaffSessionKind,
  options: NewTokenOptions = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> => {
  const { token, row: values } = newTokenRow(staffSessionLifetimes[kind].absoluteMs, options);
  const [row] = await db
    .insert(staffSessions)
    .values({ staffId, kind, ...values })
    .returning({ id: staffSessions.id });
  return { token, sessionId: row!.id, expiresAt: values.expiresAt };
};

/** The live session of an active staff member a token stands for, of one of the kinds given. */
export const findStaffSession = async (
  db: DbOrTx,
  token: string,
  kinds: readonly StaffSessionKind[],
  now = new Date(),
): Promise<FoundStaffSession | undefined> => {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staffSessions.staffId,
      role: staffMembers.role,
      kind: staffSessions.kind,
      attempts: staffSessions.attempts,
      lastUsedAt: staffSessions.lastUsedAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        inArray(staffSessions.kind, [...kinds]),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.deactivatedAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const idleMs = staffSessionLifetimes[row.kind].idleMs;
  if (now.getTime() - row.lastUsedAt.getTime() > idleMs) return undefined;
  await touchToken(db, staffTokens, row, now);
  const { lastUsedAt: _, ...session } = row;
  return session;
};

/** Revokes a live token and tells whose it was (see claimToken): for the code step, refresh, setup. */
export const claimStaffSession = async (
  db: DbOrTx,
  token: string,
  kind: StaffSessionKind,
  now = new Date(),
): Promise<{ sessionId: string; staffId: number; attempts: number; expiresAt: Date } | undefined> => {
  const row = await claimToken(
    db,
    staffTokens,
    token,
    { kind, idleMs: staffSessionLifetimes[kind].idleMs },
    now,
  );
  if (!row) return undefined;
  const { ownerId: staffId, ...claimed } = row;
  return { staffId, ...claimed };
};

export const revokeStaffSession = (db: DbOrTx, sessionId: string, now = new Date()): Promise<void> =>
  revokeToken(db, staffTokens, sessionId, now);

/** Ends every session of a staff member at once (deactivation, a new password). */
export const revokeAllStaffSessions = async (
  db: DbOrTx,
  staffId: number,
  now = new Date(),
): Promise<void> => {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
};
