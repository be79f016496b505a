import { PASSWORD_RESET_HOURS, PASSWORD_RESET_INVALID_MESSAGE } from '@maatwerk/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Limits } from '../../ports/limits.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { hashNewPassword } from '../new-password.ts';
import { recordSecurityEvent } from '../security-log.ts';
import { endEverythingOf, hashToken, newToken } from '../sessions.ts';
import { accountKey, findUserByEmail } from './login.ts';
import { waitText } from './messages.ts';
import { passwordChangedMail, passwordResetMail } from './password-reset-mail.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Every request for a link takes at least this long, known address or not: looking up, writing
 * and mailing take far less, so the answer time does not tell whether an address has an account.
 */
export const PASSWORD_RESET_MIN_MS = 400;

const tooMany = (seconds: number) =>
  `Te veel aanvragen om je wachtwoord te herstellen. Wacht ${waitText(seconds)} en probeer het opnieuw.`;

/** Unknown, used or expired: one answer that tells nothing more. */
const invalid = () => new HttpError('not_found', PASSWORD_RESET_INVALID_MESSAGE);

export interface PasswordResetMail {
  mailer: Mailer;
  siteUrl: string;
  /** Where a mail that could not be sent is reported; the answer stays the same. */
  onMailError: (error: unknown) => void;
}

const openResetsOf = (userId: number) =>
  and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt));

/**
 * Mails a one-use link to set a new password when the address has an active account. The
 * answer is the same either way and comes after the same minimum time. Counted per e-mail
 * address and per client address, every request (a request costs a mail).
 */
export const requestPasswordReset = async (
  db: Db,
  limits: Limits,
  mail: PasswordResetMail,
  { email, address }: { email: string; address: string },
  now = new Date(),
): Promise<void> => {
  await limits.passwordResetByAddress.take(address, tooMany);
  await limits.passwordResetByAccount.take(accountKey(email), tooMany);
  const done = new Promise((resolve) => setTimeout(resolve, PASSWORD_RESET_MIN_MS));
  try {
    const found = await findUserByEmail(db, email);
    if (!found) return;
    const [person] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, found.id));
    if (!person) return;
    const token = newToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_HOURS * HOUR_MS);
    await db.transaction(async (tx) => {
      // A new link replaces any earlier one.
      await tx.update(passwordResets).set({ usedAt: now }).where(openResetsOf(found.id));
      await tx
        .insert(passwordResets)
        .values({ userId: found.id, tokenHash: hashToken(token), expiresAt, createdAt: now });
    });
    try {
      await mail.mailer.send(
        passwordResetMail({
          to: person.email,
          firstName: person.firstName,
          link: new URL(`/klantenportaal/wachtwoord-herstellen?token=${token}`, mail.siteUrl).toString(),
          expiresAt,
        }),
      );
    } catch (error) {
      mail.onMailError(error);
    }
  } finally {
    await done;
  }
};

/**
 * Sets a new password with a reset link. Taking the link is one conditional update, so two
 * requests with the same link cannot both use it. Every session of the person ends, and a
 * notice goes to their address.
 */
const usableLink = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** Whether a reset link can still set a password, without using it: not_found when it cannot. */
export const checkPasswordResetLink = async (db: Db, token: string, now = new Date()): Promise<void> => {
  const [open] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usableLink(token, now));
  if (!open) throw invalid();
};

export const resetPassword = async (
  db: Db,
  mail: PasswordResetMail,
  { token, password, client }: { token: string; password: string; client: Client },
  now = new Date(),
): Promise<void> => {
  const usable = usableLink(token, now);
  // A link that cannot work costs no password hash (a core for a tenth of a second).
  await checkPasswordResetLink(db, token, now);
  const passwordHash = await hashNewPassword(password, 'password');
  const person = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: passwordResets.userId });
    if (!taken) throw invalid();
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, hasPassword: true, passwordChangedAt: now })
      .where(and(eq(users.id, taken.userId), isNull(users.deactivatedAt)))
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    if (!changed) throw invalid();
    await endEverythingOf(tx, changed.id, undefined, now);
    await recordSecurityEvent(tx, changed.id, 'password_reset', client, now);
    return changed;
  });
  try {
    await mail.mailer.send(passwordChangedMail({ to: person.email, firstName: person.firstName, at: now }));
  } catch (error) {
    mail.onMailError(error);
  }
};
