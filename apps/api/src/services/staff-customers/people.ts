import {
  LEAST_TEAM_ROLE,
  OPERATIONS,
  type PersonBody,
  type StaffPerson,
  TEAM_ROLE_NOT_YOURS_TO_GIVE_MESSAGE,
  teamRolesStaffMayGive,
} from '@maatwerk/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { requireCustomerExists } from '../customer-exists.ts';
import { type InvitationMailer, issueInvitation, revokeOpenInvitations } from '../invitations.ts';
import { hashPassword } from '../passwords.ts';
import { queuePersonAddedMail } from '../person-added/queue.ts';
import { endEverythingOf, newToken } from '../sessions.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { openInvitations } from './customers.ts';
import { auditedPerson, toStaffPerson } from './wire.ts';

export type PersonInput = z.output<typeof PersonBody>;

export const EMAIL_TAKEN = 'Er is al een persoon met dit e-mailadres.';

export const isEmailTaken = (error: unknown): boolean => isUniqueViolation(error, 'users_email_unique');

const emailTaken = () => new HttpError('conflict', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });

/** For the catch of a transaction that adds a person: another request took the address meanwhile. */
export const orEmailTaken = (error: unknown): never => {
  if (isEmailTaken(error)) throw emailTaken();
  throw error;
};

/** A hash of a password nobody knows: the person sets their own through the invitation. */
export const unknownPasswordHash = (): Promise<string> => hashPassword(newToken());

/** A new person without a password of their own yet; refused when the address is in use. */
export const insertPersonWithoutPassword = async (
  tx: DbOrTx,
  person: Omit<typeof users.$inferInsert, 'hasPassword'> & { passwordHash: string },
) => {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, person.email.toLowerCase()));
  if (taken) throw emailTaken();
  const [row] = await tx
    .insert(users)
    .values({ ...person, hasPassword: false })
    .returning();
  return row!;
};

/**
 * Deactivates a person: every session (login links included), open invitation, password reset link
 * and e-mail change link ends now, and logging in is refused. Reactivating does not bring any of
 * them back: the person logs in again with their password or passkey.
 */
export const deactivateUser = async (tx: DbOrTx, id: number, now: Date) => {
  const [after] = await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, id)).returning();
  await endEverythingOf(tx, id, undefined, now);
  await revokeOpenInvitations(tx, id, now);
  return after!;
};

const lockedPerson = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound('Deze persoon bestaat niet.');
  return row;
};

export const getPerson = async (db: DbOrTx, id: number, now = new Date()): Promise<StaffPerson> => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('Deze persoon bestaat niet.');
  const [open] = await openInvitations(db, [id], now);
  return toStaffPerson(row, open);
};

/**
 * Writes a new invitation (any earlier one stops working) and mails its link, audited as the
 * staff member's. The mail goes out inside the transaction: when it cannot be sent nothing is kept
 * and the caller hears so.
 */
const sendInvitation = async (
  tx: DbOrTx,
  mail: InvitationMailer,
  actor: StaffWriter,
  person: typeof users.$inferSelect,
  now: Date,
) => {
  const invitation = await issueInvitation(tx, mail, person, { staffId: actor.staffId }, now, (sent) =>
    recordAudit(tx, actor, {
      action: 'person.invite',
      entity: 'user',
      entityId: person.id,
      after: { invitation_id: sent.id, email: person.email, expires_at: sent.expiresAt.toISOString() },
    }),
  );
  return invitation;
};

/**
 * A new person for a customer, without a password; by default invited by mail at once. Their role
 * is the least unless chosen, and a role with rights to billing only a beheerder gives. The
 * customer's eigenaars are told by mail.
 */
export const createPerson = async (
  db: Db,
  mail: InvitationMailer,
  actor: StaffWriter,
  customerId: number,
  body: PersonInput,
  now = new Date(),
): Promise<StaffPerson> => {
  requireStaffRole(actor, OPERATIONS);
  const teamRole = body.team_role ?? LEAST_TEAM_ROLE;
  if (!teamRolesStaffMayGive(actor.role).includes(teamRole)) {
    throw new HttpError('forbidden', TEAM_ROLE_NOT_YOURS_TO_GIVE_MESSAGE, {
      fields: { team_role: TEAM_ROLE_NOT_YOURS_TO_GIVE_MESSAGE },
    });
  }
  const passwordHash = await unknownPasswordHash();
  const person = await db
    .transaction(async (tx) => {
      await requireCustomerExists(tx, customerId);
      const row = await insertPersonWithoutPassword(tx, {
        customerId,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        teamRole,
        passwordHash,
      });
      await queuePersonAddedMail(tx, row.id, { staff: true });
      await recordAudit(tx, actor, {
        action: 'person.create',
        entity: 'user',
        entityId: row.id,
        after: auditedPerson(row),
      });
      if (body.invite) await sendInvitation(tx, mail, actor, row, now);
      return row;
    })
    .catch(orEmailTaken);
  return getPerson(db, person.id, now);
};

/** Sends (again) the invitation to set a password; an earlier link stops working. */
export const invitePerson = async (
  db: Db,
  mail: InvitationMailer,
  actor: StaffWriter,
  id: number,
  now = new Date(),
): Promise<StaffPerson> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => sendInvitation(tx, mail, actor, await lockedPerson(tx, id), now));
  return getPerson(db, id, now);
};

export const revokeInvitation = async (
  db: Db,
  actor: StaffWriter,
  id: number,
  now = new Date(),
): Promise<StaffPerson> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    await lockedPerson(tx, id);
    const revoked = await revokeOpenInvitations(tx, id, now);
    if (revoked === 0) throw new HttpError('conflict', 'Deze persoon heeft geen openstaande uitnodiging.');
    await recordAudit(tx, actor, { action: 'person.invitation_revoke', entity: 'user', entityId: id });
  });
  return getPerson(db, id, now);
};

/** Turns a person off (see deactivateUser) or on again, audited; no change when it is so already. */
const setPersonActive = async (
  db: Db,
  actor: StaffWriter,
  id: number,
  active: boolean,
  now: Date,
): Promise<StaffPerson> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    const before = await lockedPerson(tx, id);
    if ((before.deactivatedAt === null) === active) return;
    const after = active
      ? (await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id)).returning())[0]!
      : await deactivateUser(tx, id, now);
    await recordAudit(tx, actor, {
      action: active ? 'person.reactivate' : 'person.deactivate',
      entity: 'user',
      entityId: id,
      before: auditedPerson(before),
      after: auditedPerson(after),
    });
  });
  return getPerson(db, id, now);
};

/** Deactivates a person: every session and open invitation ends now, and logging in is refused. */
export const deactivatePerson = (db: Db, actor: StaffWriter, id: number, now = new Date()) =>
  setPersonActive(db, actor, id, false, now);

export const reactivatePerson = (db: Db, actor: StaffWriter, id: number, now = new Date()) =>
  setPersonActive(db, actor, id, true, now);
