import { INVITATION_DAYS, INVITATION_INVALID_MESSAGE, type InvitationDetails } from '@maatwerk/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { customers, userInvitations, users } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Mailer } from '../ports/mailer.ts';
import { hashNewPassword } from './new-password.ts';
import { hashToken, newToken } from './sessions.ts';
import { invitationMail } from './staff-customers/invitation-mail.ts';

/** Unknown, used, withdrawn, expired or for a deactivated person: one answer, that tells nothing more. */
const invalid = () => new HttpError('not_found', INVITATION_INVALID_MESSAGE);

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(userInvitations.tokenHash, tokenHash),
    isNull(userInvitations.usedAt),
    isNull(userInvitations.revokedAt),
    gt(userInvitations.expiresAt, now),
  );

export const lookupInvitation = async (
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<InvitationDetails> => {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      company: customers.name,
      expiresAt: userInvitations.expiresAt,
    })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(and(usable(hashToken(token), now), isNull(users.deactivatedAt)));
  if (!row) throw invalid();
  return {
    email: row.email,
    first_name: row.firstName,
    company: row.company,
    expires_at: row.expiresAt.toISOString(),
  };
};

/**
 * Sets the password of an invited person. Taking the invitation is one conditional update, so two
 * requests with the same link cannot both use it.
 */
export const acceptInvitation = async (db: Db, token: string, password: string, now = new Date()) => {
  const passwordHash = await hashNewPassword(password, 'password');
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(userInvitations)
      .set({ usedAt: now })
      .where(usable(hashToken(token), now))
      .returning({ userId: userInvitations.userId });
    if (!taken) throw invalid();
    const [person] = await tx
      .update(users)
      .set({ passwordHash, hasPassword: true, passwordChangedAt: now })
      .where(and(eq(users.id, taken.userId), isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (!person) throw invalid();
  });
  return { ok: true as const };
};

export interface InvitationMailer {
  mailer: Mailer;
  siteUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ends the open invitations of a person; returns how many there were. */
export const revokeOpenInvitations = async (tx: DbOrTx, userId: number, now: Date) =>
  (
    await tx
      .update(userInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(userInvitations.userId, userId),
          isNull(userInvitations.usedAt),
          isNull(userInvitations.revokedAt),
        ),
      )
      .returning({ id: userInvitations.id })
  ).length;

/**
 * Writes a new invitation to set a password (any earlier one stops working) and mails its link;
 * the support desk (`staffId`) and a customer's eigenaar (`userId`) invite the same way. `record`
 * writes the sender's audit in the same transaction. The mail goes out inside the transaction:
 * when it cannot be sent nothing is kept and the caller hears so.
 */
export const issueInvitation = async (
  tx: DbOrTx,
  mail: InvitationMailer,
  person: typeof users.$inferSelect,
  invitedBy: { staffId: number } | { userId: number },
  now: Date,
  record?: (sent: { id: number; expiresAt: Date }) => Promise<void>,
): Promise<{ id: number; expiresAt: Date }> => {
  if (person.deactivatedAt)
    throw new HttpError('conflict', 'Deze persoon is gedeactiveerd. Activeer de persoon eerst.');
  if (person.hasPassword)
    throw new HttpError('conflict', 'Deze persoon heeft al een wachtwoord en kan inloggen.');
  await revokeOpenInvitations(tx, person.id, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const [invitation] = await tx
    .insert(userInvitations)
    .values({
      userId: person.id,
      tokenHash: hashToken(token),
      invitedByStaffId: 'staffId' in invitedBy ? invitedBy.staffId : null,
      invitedByUserId: 'userId' in invitedBy ? invitedBy.userId : null,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: userInvitations.id });
  const sent = { id: invitation!.id, expiresAt };
  await record?.(sent);
  const [company] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, person.customerId));
  try {
    await mail.mailer.send(
      invitationMail({
        to: person.email,
        firstName: person.firstName,
        company: company?.name ?? '',
        link: new URL(`/klantenportaal/uitnodiging?token=${token}`, mail.siteUrl).toString(),
        expiresAt,
      }),
    );
  } catch {
    throw new HttpError(
      'service_unavailable',
      'De uitnodiging kon niet worden verstuurd. Er is niets opgeslagen; probeer het later opnieuw.',
    );
  }
  return sent;
};
