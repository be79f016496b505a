import type { LoginSession, MfaSetup } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mfaFactors, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Limits } from '../../ports/limits.ts';
import { verifyPassword } from '../passwords.ts';
import { recordSecurityEvent } from '../security-log.ts';
import { findSession } from '../sessions.ts';
import { authMessages } from './messages.ts';
import { deleteRecoveryCodes, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.ts';
import { claimSession, insertSession, startLogin } from './session-tokens.ts';
import {
  customerFactors,
  enableFactor,
  newTotpSecret,
  normaliseTotpCode,
  sameSecret,
  setupCodeStep,
  totpQrCode,
  totpUri,
  useTotpCode,
} from './totp.ts';

/** Wrong codes allowed on one mfa login, over the chain of tokens that replace each other. */
export const MAX_CODE_TRIES_PER_LOGIN = 5;

export const codeKey = (userId: number) => `user:${userId}`;

/** A six-digit code of the authenticator app, or else one of the recovery codes. */
export const useMfaCode = (db: DbOrTx, userId: number, code: string | number, now = new Date()) =>
  normaliseTotpCode(code) !== undefined
    ? useTotpCode(db, userId, code, now)
    : useRecoveryCode(db, userId, String(code), now);

/**
 * The second step of a login. The mfa token is good for one try: a right answer (what `check`
 * accepts) turns it into a login, a wrong one into a new mfa token that carries the count of wrong
 * tries along, so the limit of five holds over the whole chain.
 */
export const completeMfaLogin = async (
  { db, limits, token, client, now }: { db: Db; limits: Limits; token: string; client: Client; now: Date },
  proof: { check: (tx: DbOrTx, userId: number) => Promise<boolean>; refused: string },
): Promise<LoginSession> => {
  const pending = await findSession(db, token, 'mfa', now);
  if (!pending) throw new HttpError('unauthorized', authMessages.mfaExpired);
  if (pending.attempts >= MAX_CODE_TRIES_PER_LOGIN) {
    await claimSession(db, token, 'mfa', now);
    throw new HttpError('too_many_requests', authMessages.tooManyCodesOnLogin, { retryAfter: 1 });
  }
  await limits.codeByAccount.take(codeKey(pending.userId), authMessages.tooManyCodes);

  const outcome = await db.transaction(async (tx) => {
    const claimed = await claimSession(tx, token, 'mfa', now);
    if (!claimed) return { kind: 'expired' as const };
    if (await proof.check(tx, claimed.userId)) {
      return { kind: 'ok' as const, session: await startLogin(tx, claimed.userId, client, now) };
    }
    await recordSecurityEvent(tx, claimed.userId, 'login_failed', client, now);
    const next = await insertSession(tx, claimed.userId, 'mfa', {
      now,
      attempts: claimed.attempts + 1,
      client,
    });
    return { kind: 'wrong' as const, mfa: next.token };
  });

  if (outcome.kind === 'expired') throw new HttpError('unauthorized', authMessages.mfaExpired);
  if (outcome.kind === 'wrong') throw new HttpError('unauthorized', proof.refused, { mfa: outcome.mfa });
  await limits.codeByAccount.giveBack(codeKey(pending.userId));
  return outcome.session;
};

/** The code step of a login: a code of the authenticator app or a recovery code. */
export const validateMfa = (
  db: Db,
  limits: Limits,
  { token, code, client }: { token: string; code: string | number; client: Client },
  now = new Date(),
): Promise<LoginSession> =>
  completeMfaLogin(
    { db, limits, token, client, now },
    {
      check: (tx, userId) => useMfaCode(tx, userId, code, now),
      refused: authMessages.wrongCode,
    },
  );

/** A new, unconfirmed secret for the user; it replaces an earlier unconfirmed one. */
export const startMfaSetup = async (db: DbOrTx, userId: number, now = new Date()): Promise<MfaSetup> => {
  const [user] = await db
    .select({ email: users.email, enabledAt: mfaFactors.enabledAt })
    .from(users)
    .leftJoin(mfaFactors, eq(mfaFactors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new HttpError('unauthorized');
  if (user.enabledAt) throw new HttpError('conflict', authMessages.mfaAlreadyOn);
  const secret = newTotpSecret();
  await db
    .insert(mfaFactors)
    .values({ userId, secret, enabledAt: null, lastUsedStep: null, createdAt: now })
    .onConflictDoUpdate({
      target: mfaFactors.userId,
      set: { secret, enabledAt: null, lastUsedStep: null, createdAt: now },
    });
  const uri = totpUri(secret, user.email);
  return { secret, uri, qr_code: await totpQrCode(uri) };
};

const wrongField = (field: 'code' | 'password' | 'token', message: string) =>
  new HttpError('validation_failed', message, { fields: { [field]: message } });

export const currentPasswordKey = (userId: number) => `user:${userId}`;

/**
 * The current password of a logged-in user. Wrong ones count in a budget of the person's own
 * (`currentPasswordByPerson`), not in the login budgets that anyone who knows the e-mail address
 * can fill: the owner with the right password is never kept from a change by failed logins of
 * others, and a stolen session still cannot guess the password.
 */
export const checkCurrentPassword = async (
  db: DbOrTx,
  limits: Limits,
  userId: number,
  password: string,
  { field = 'password', wrong = authMessages.wrongPassword }: { field?: string; wrong?: string } = {},
) => {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new HttpError('unauthorized');
  const key = currentPasswordKey(userId);
  await limits.currentPasswordByPerson.take(key, authMessages.tooManyPasswords);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new HttpError('validation_failed', wrong, { fields: { [field]: wrong } });
  }
  await limits.currentPasswordByPerson.giveBack(key);
};

/**
 * Turns the factor on once the current password is right and a code of the new secret matches;
 * answers ten recovery codes.
 */
export const confirmMfaSetup = async (
  db: Db,
  limits: Limits,
  userId: number,
  { secret, code, password }: { secret: string; code: string | number; password: string },
  client: Client,
  now = new Date(),
): Promise<string[]> => {
  const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
  if (factor?.enabledAt) throw new HttpError('conflict', authMessages.mfaAlreadyOn);
  if (!factor || !sameSecret(factor.secret, secret)) throw wrongField('token', authMessages.setupOutdated);
  await checkCurrentPassword(db, limits, userId, password);

  await limits.codeByAccount.take(codeKey(userId), authMessages.tooManyCodes);
  const step = setupCodeStep(factor.secret, code, now);
  if (step === undefined) throw wrongField('code', authMessages.wrongCode);

  const codes = await db.transaction(async (tx) => {
    const enabled = await enableFactor(tx, customerFactors, userId, { secret: factor.secret, step, now });
    if (!enabled) throw wrongField('token', authMessages.setupOutdated);
    await recordSecurityEvent(tx, userId, 'mfa_enabled', client, now);
    return replaceRecoveryCodes(tx, userId, now);
  });
  await limits.codeByAccount.giveBack(codeKey(userId));
  return codes;
};

/** Turns the factor off: the password and a code (or a recovery code) must both be right. */
export const disableMfa = async (
  db: Db,
  limits: Limits,
  userId: number,
  { password, code }: { password: string; code: string | number },
  client: Client,
  now = new Date(),
): Promise<void> => {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, enabledAt: mfaFactors.enabledAt })
    .from(users)
    .leftJoin(mfaFactors, eq(mfaFactors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new HttpError('unauthorized');
  if (!user.enabledAt) throw new HttpError('conflict', authMessages.mfaNotOn);

  await checkCurrentPassword(db, limits, userId, password);

  await limits.codeByAccount.take(codeKey(userId), authMessages.tooManyCodes);
  const done = await db.transaction(async (tx) => {
    if (!(await useMfaCode(tx, userId, code, now))) return false;
    await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
    await deleteRecoveryCodes(tx, userId);
    await recordSecurityEvent(tx, userId, 'mfa_disabled', client, now);
    return true;
  });
  if (!done) throw wrongField('code', authMessages.wrongCode);
  await limits.codeByAccount.giveBack(codeKey(userId));
};
