import {
  EMAIL_CHANGE_HOURS,
  EMAIL_CHANGE_INVALID_MESSAGE,
  type EmailChangeRequested,
  emailChangeRequestedMessage,
} from '@maatwerk/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Limits } from '../../ports/limits.ts';
import { recordSecurityEvent } from '../security-log.ts';
import { hashToken, newToken } from '../sessions.ts';
import { emailChangeConfirmMail, emailChangedMail } from './email-change-mail.ts';
import { accountKey } from './login.ts';
import { waitText } from './messages.ts';
import { checkCurrentPassword } from './mfa.ts';
import type { PasswordResetMail } from './password-reset.ts';

const HOUR_MS = 60 * 60 * 1000;

const tooMany = (seconds: number) =>
  `Te veel aanvragen om je e-mailadres te wijzigen. Wacht ${waitText(seconds)} en probeer het opnieuw.`;

const invalid = () => new HttpError('not_found', EMAIL_CHANGE_INVALID_MESSAGE);

const openChangesOf = (userId: number) => and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt));

/** Whether another person already logs in with the address (case does not matter). */
const takenByOther = async (db: DbOrTx, userId: number, email: string) => {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, accountKey(email)), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
};

/**
 * Mails a one-use link (256 bits, stored hashed, an hour) to the new address, after the current
 * password. An address another account uses gets no mail, and the answer is the same, so the
 * form does not tell which addresses have an account. A new request ends the earlier links.
 * Counted per person in the budget of password reset requests: every request can cost a mail.
 */
export const requestEmailChange = async (
  db: Db,
  limits: Limits,
  mail: PasswordResetMail,
  userId: number,
  { newEmail, password }: { newEmail: string; password: string },
  client: Client,
  now = new Date(),
): Promise<EmailChangeRequested> => {
  await checkCurrentPassword(db, limits, userId, password);
  const [person] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new HttpError('unauthorized');
  const address = newEmail.trim();
  if (accountKey(address) === accountKey(person.email)) {
    const message = 'Dit is al je e-mailadres.';
    throw new HttpError('validation_failed', message, { fields: { new_email: message } });
  }
  await limits.passwordResetByAccount.take(`email-change:${userId}`, tooMany);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_HOURS * HOUR_MS);
  const taken = await db.transaction(async (tx) => {
    await tx.update(emailChanges).set({ usedAt: now }).where(openChangesOf(userId));
    await recordSecurityEvent(tx, userId, 'email_change_requested', client, now);
    if (await takenByOther(tx, userId, address)) return true;
    await tx
      .insert(emailChanges)
      .values({ userId, newEmail: address, tokenHash: hashToken(token), expiresAt, createdAt: now });
    return false;
  });
  if (!taken) {
    try {
      await mail.mailer.send(
        emailChangeConfirmMail({
          to: address,
          firstName: person.firstName,
          link: new URL(`/klantenportaal/e-mailadres-bevestigen?token=${token}`, mail.siteUrl).toString(),
          expiresAt,
        }),
      );
    } catch (error) {
      mail.onMailError(error);
    }
  }
  return { message: emailChangeRequestedMessage(address) };
};

/**
 * Makes the new address the login address with the link from the mail: taking the link is one
 * conditional update, so it works once. The old address gets a notice.
 */
export const confirmEmailChange = async (
  db: Db,
  mail: PasswordResetMail,
  token: string,
  client: Client,
  now = new Date(),
): Promise<void> => {
  const usable = and(
    eq(emailChanges.tokenHash, hashToken(token)),
    isNull(emailChanges.usedAt),
    gt(emailChanges.expiresAt, now),
  );
  const changed = await db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
    if (!change) throw invalid();
    if (await takenByOther(tx, change.userId, change.newEmail)) {
      throw new HttpError('conflict', 'Dit e-mailadres is inmiddels in gebruik bij een ander account.');
    }
    const [before] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, change.userId), isNull(users.deactivatedAt)));
    if (!before) throw invalid();
    await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
    await recordSecurityEvent(tx, change.userId, 'email_changed', client, now);
    return { ...before, newEmail: change.newEmail };
  });
  try {
    await mail.mailer.send(
      emailChangedMail({
        to: changed.email,
        firstName: changed.firstName,
        newEmail: changed.newEmail,
        at: now,
      }),
    );
  } catch (error) {
    mail.onMailError(error);
  }
};
