import {
  type InvitationInfo,
  STAFF_INVITATION_DAYS,
  type StaffInvitation,
  type StaffRole,
  type StaffSession,
} from '@maatwerk/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffInvitations, staffMembers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { accountKey } from '../auth/login.ts';
import { hashNewPassword } from '../new-password.ts';
import { hashToken, newToken } from '../sessions.ts';
import { staffMeOf } from '../staff-auth/staff-login.ts';
import { insertStaffSession, revokeAllStaffSessions } from '../staff-auth/staff-sessions.ts';
import { findStaffMember } from './staff-member-row.ts';

const INVITATION_MS = STAFF_INVITATION_DAYS * 24 * 60 * 60 * 1000;

export const invitationMessages = {
  emailTaken: 'Er is al een medewerker met dit e-mailadres.',
  invalid: 'Deze uitnodiging is niet (meer) geldig. Vraag een beheerder om een nieuwe.',
  alreadyActive: 'Deze medewerker heeft al een wachtwoord gekozen.',
  deactivated: 'Deze medewerker is gedeactiveerd.',
} as const;

export const invitationUrl = (siteUrl: string, token: string): string => {
  const url = new URL('/beheer/uitnodiging', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/**
 * A new one-use invitation for the staff member; earlier unused ones stop working. Only the
 * token's hash is stored.
 */
export const createInvitation = async (
  db: DbOrTx,
  staffId: number,
  { siteUrl, invitedBy, now = new Date() }: { siteUrl: string; invitedBy: number | null; now?: Date },
): Promise<{ url: string; expiresAt: Date }> => {
  await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.staffId, staffId), isNull(staffInvitations.usedAt)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_MS);
  await db
    .insert(staffInvitations)
    .values({ staffId, tokenHash: hashToken(token), invitedByStaffId: invitedBy, expiresAt, createdAt: now });
  return { url: invitationUrl(siteUrl, token), expiresAt };
};

/** A new staff member without a password yet; 409 when the address is taken. */
export const insertInvitedStaffMember = async (
  db: DbOrTx,
  { email, name, role }: { email: string; name: string; role: StaffRole },
): Promise<number> => {
  const [taken] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, accountKey(email)))
    .limit(1);
  if (taken) {
    throw new HttpError('conflict', invitationMessages.emailTaken, {
      fields: { email: invitationMessages.emailTaken },
    });
  }
  const [row] = await db
    .insert(staffMembers)
    .values({ email: email.trim(), name, role, passwordHash: null })
    .returning({ id: staffMembers.id });
  return row!.id;
};

const sendInvitation = async (
  mailer: Mailer,
  { email, name, url }: { email: string; name: string; url: string },
): Promise<boolean> => {
  try {
    await mailer.send({
      to: email,
      subject: 'Uitnodiging voor het beheer van Kodewerk',
      text: [
        `Hallo ${name},`,
        '',
        'Je bent uitgenodigd als medewerker in het beheer van Kodewerk. Kies via deze link een wachtwoord:',
        '',
        url,
        '',
        `De link werkt één keer en is ${STAFF_INVITATION_DAYS} dagen geldig. Daarna koppel je een authenticatie-app voor de tweestapsverificatie.`,
        '',
        'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
      ].join('\n'),
    });
    return true;
  } catch {
    return false;
  }
};

export interface InvitationContext {
  siteUrl: string;
  mailer: Mailer;
}

/** Invites a new staff member: the account, the link and the e-mail; audited. */
export const inviteStaffMember = async (
  db: Db,
  actor: StaffActor,
  input: { email: string; name: string; role: StaffRole },
  { siteUrl, mailer }: InvitationContext,
): Promise<StaffInvitation> => {
  const { staffId, url, expiresAt } = await db.transaction(async (tx) => {
    const staffId = await insertInvitedStaffMember(tx, input);
    const invitation = await createInvitation(tx, staffId, { siteUrl, invitedBy: actor.staffId });
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      entity: 'staff_member',
      entityId: staffId,
      after: { email: input.email, name: input.name, role: input.role },
    });
    return { staffId, ...invitation };
  });
  const member = await findStaffMember(db, staffId);
  const mailSent = await sendInvitation(mailer, { email: member.email, name: member.name, url });
  return { member, invitation_url: url, expires_at: expiresAt.toISOString(), mail_sent: mailSent };
};

/** A new link for a staff member who has not chosen a password yet; the old one stops. */
export const reinviteStaffMember = async (
  db: Db,
  actor: StaffActor,
  staffId: number,
  { siteUrl, mailer }: InvitationContext,
): Promise<StaffInvitation> => {
  const member = await findStaffMember(db, staffId);
  if (member.status === 'gedeactiveerd') throw new HttpError('conflict', invitationMessages.deactivated);
  if (member.status === 'actief') throw new HttpError('conflict', invitationMessages.alreadyActive);
  const { url, expiresAt } = await db.transaction(async (tx) => {
    const invitation = await createInvitation(tx, staffId, { siteUrl, invitedBy: actor.staffId });
    await recordAudit(tx, actor, { action: 'staff.reinvite', entity: 'staff_member', entityId: staffId });
    return invitation;
  });
  const mailSent = await sendInvitation(mailer, { email: member.email, name: member.name, url });
  return { member, invitation_url: url, expires_at: expiresAt.toISOString(), mail_sent: mailSent };
};

const liveInvitation = (db: DbOrTx, token: string, now: Date) =>
  db
    .select({
      id: staffInvitations.id,
      staffId: staffInvitations.staffId,
      expiresAt: staffInvitations.expiresAt,
      name: staffMembers.name,
      email: staffMembers.email,
    })
    .from(staffInvitations)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
        isNull(staffMembers.deactivatedAt),
        isNull(staffMembers.passwordHash),
      ),
    )
    .limit(1);

export const invitationInfo = async (
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<InvitationInfo> => {
  const [row] = await liveInvitation(db, token, now);
  if (!row) throw new HttpError('not_found', invitationMessages.invalid);
  return { name: row.name, email: row.email, expires_at: row.expiresAt.toISOString() };
};

/**
 * Sets the password of an invitation, once: the link is used up in the same statement that
 * checks it, after a first look that spares an unusable link the password hash. Answers a setup
 * login: next the authenticator app.
 */
export const acceptInvitation = async (
  db: Db,
  { token, password }: { token: string; password: string },
  now = new Date(),
): Promise<StaffSession> => {
  // A link that cannot work costs no password hash (scrypt takes a core for a tenth of a second):
  // an unknown token is answered after one indexed lookup.
  const [open] = await liveInvitation(db, token, now);
  if (!open) throw new HttpError('not_found', invitationMessages.invalid);
  const passwordHash = await hashNewPassword(password, 'password');
  const session = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning({ staffId: staffInvitations.staffId });
    if (!used) return undefined;
    const [member] = await tx
      .update(staffMembers)
      .set({ passwordHash })
      .where(
        and(
          eq(staffMembers.id, used.staffId),
          isNull(staffMembers.deactivatedAt),
          isNull(staffMembers.passwordHash),
        ),
      )
      .returning({ id: staffMembers.id });
    if (!member) return undefined;
    await revokeAllStaffSessions(tx, member.id, now);
    const { token: setupToken } = await insertStaffSession(tx, member.id, 'setup', { now });
    return { token: setupToken, staff: await staffMeOf(tx, member.id) };
  });
  if (!session) throw new HttpError('not_found', invitationMessages.invalid);
  return session;
};
