import { INVITATION_INVALID_MESSAGE, type InvitationDetails } from '@maatwerk/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { customers, userInvitations, users } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { hashPassword } from './passwords.ts';
import { hashToken } from './sessions.ts';

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
  const passwordHash = await hashPassword(password);
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
