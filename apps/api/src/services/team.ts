import {
  type ChangeTeamRoleBody,
  type InviteTeamMemberBody,
  LAST_OWNER_MESSAGE,
  leavesNoOwner,
  OWNER_ONLY,
  TEAM_INVITATION_ACCEPTED_MESSAGE,
  TEAM_INVITATIONS_TOO_MANY_MESSAGE,
  type TeamInvitationAccepted,
  type TeamMember,
  type TeamRole,
} from '@maatwerk/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import type { Limits } from '../ports/limits.ts';
import { type InvitationMailer, issueInvitation } from './invitations.ts';
import { queuePersonAddedMail } from './person-added/queue.ts';
import {
  deactivateUser,
  insertPersonWithoutPassword,
  isEmailTaken,
  unknownPasswordHash,
} from './staff-customers/people.ts';
import { customerFor, type TeamCaller } from './team-access.ts';

type UserRow = typeof users.$inferSelect;

const NOT_IN_TEAM = 'Deze persoon hoort niet bij je team.';

const toTeamMember = (row: UserRow, caller: TeamCaller): TeamMember => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  team_role: row.teamRole,
  invitation_pending: !row.hasPassword && row.deactivatedAt === null,
  deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  is_me: row.id === caller.userId,
});

/** The people of the eigenaar's customer: active ones first, by name. */
export const listTeamMembers = async (db: DbOrTx, caller: TeamCaller): Promise<TeamMember[]> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(
      sql`${users.deactivatedAt} is not null`,
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    );
  return rows.map((row) => toTeamMember(row, caller));
};

/**
 * Every person of the customer, locked for the rest of the transaction: two eigenaars who demote
 * or remove each other at once are decided one after the other, so one eigenaar always stays.
 */
const lockedTeam = async (tx: DbOrTx, customerId: number): Promise<UserRow[]> =>
  tx.select().from(users).where(eq(users.customerId, customerId)).orderBy(asc(users.id)).for('update');

/** 422 when the change leaves the customer without an active eigenaar. */
const keepAnOwner = (team: UserRow[], member: UserRow, roleAfter: TeamRole | 'verwijderd') => {
  if (member.deactivatedAt) return;
  const owners = team.filter((row) => row.teamRole === 'eigenaar' && row.deactivatedAt === null);
  if (leavesNoOwner(owners.length, member.teamRole, roleAfter)) {
    throw new HttpError('validation_failed', LAST_OWNER_MESSAGE, {
      fields: { team_role: LAST_OWNER_MESSAGE },
    });
  }
};

const memberOf = (team: UserRow[], id: number): UserRow => {
  const member = team.find((row) => row.id === id);
  if (!member) throw notFound(NOT_IN_TEAM);
  return member;
};

/**
 * A new person of the eigenaar's customer with a role, without a password: they get the same
 * invitation mail as people the support desk adds, and set their own password through it. An
 * address in use already gets nothing, and the answer is the same, so that inviting tells nobody
 * which addresses have an account. Limited per eigenaar and per customer.
 */
export const inviteTeamMember = async (
  db: Db,
  mail: InvitationMailer,
  limits: Pick<Limits, 'teamInvitationByPerson' | 'teamInvitationByCustomer'>,
  caller: TeamCaller,
  body: z.output<typeof InviteTeamMemberBody>,
  now = new Date(),
): Promise<TeamInvitationAccepted> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  await limits.teamInvitationByPerson.take(String(caller.userId), TEAM_INVITATIONS_TOO_MANY_MESSAGE);
  await limits.teamInvitationByCustomer.take(String(customerId), TEAM_INVITATIONS_TOO_MANY_MESSAGE);
  // Hashed before the transaction, which then holds its locks no longer than needed.
  const passwordHash = await unknownPasswordHash();
  await db
    .transaction(async (tx) => {
      const row = await insertPersonWithoutPassword(tx, {
        customerId,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        teamRole: body.team_role,
        passwordHash,
      });
      await issueInvitation(tx, mail, row, { userId: caller.userId }, now);
      await queuePersonAddedMail(tx, row.id, { userId: caller.userId });
    })
    .catch((error: unknown) => {
      if (isEmailTaken(error) || (error instanceof HttpError && error.code === 'conflict')) return;
      throw error;
    });
  return { message: TEAM_INVITATION_ACCEPTED_MESSAGE };
};

/** Another role for a team member; the last active eigenaar keeps theirs. */
export const changeTeamMemberRole = async (
  db: Db,
  caller: TeamCaller,
  id: number,
  body: z.output<typeof ChangeTeamRoleBody>,
): Promise<TeamMember> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  const row = await db.transaction(async (tx) => {
    const team = await lockedTeam(tx, customerId);
    const member = memberOf(team, id);
    if (member.teamRole === body.team_role) return member;
    keepAnOwner(team, member, body.team_role);
    const [updated] = await tx
      .update(users)
      .set({ teamRole: body.team_role })
      .where(eq(users.id, member.id))
      .returning();
    return updated!;
  });
  return toTeamMember(row, caller);
};

/**
 * Removes a person from the team: deactivated as the support desk does it, so every session and
 * open invitation ends now and logging in is refused. The last active eigenaar cannot be removed.
 */
export const removeTeamMember = async (
  db: Db,
  caller: TeamCaller,
  id: number,
  now = new Date(),
): Promise<TeamMember> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  const row = await db.transaction(async (tx) => {
    const team = await lockedTeam(tx, customerId);
    const member = memberOf(team, id);
    if (member.deactivatedAt) return member;
    keepAnOwner(team, member, 'verwijderd');
    return deactivateUser(tx, member.id, now);
  });
  return toTeamMember(row, caller);
};
