import type { MfaSetup, StaffLoginResponse, StaffMe, StaffSession } from '@maatwerk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffMembers, staffMfaFactors } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Limits } from '../../ports/limits.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { accountKey } from '../auth/login.ts';
import { authMessages } from '../auth/messages.ts';
import {
  enableFactor,
  hasEnabledFactor,
  newTotpSecret,
  sameSecret,
  setupCodeStep,
  staffFactors,
  totpQrCode,
  totpUri,
  useFactorCode,
} from '../auth/totp.ts';
import { dummyPasswordHash, verifyPassword } from '../passwords.ts';
import {
  claimStaffSession,
  findStaffSession,
  insertStaffSession,
  revokeStaffSession,
} from './staff-sessions.ts';

/** Wrong codes allowed on one staff login, over the chain of mfa tokens that replace each other. */
export const MAX_STAFF_CODE_TRIES_PER_LOGIN = 5;

/** Staff count apart from customers in the shared budgets. */
const staffAccountKey = (email: string) => `staff:${accountKey(email)}`;
const staffCodeKey = (staffId: number) => `staff:${staffId}`;

export const staffMeOf = async (db: DbOrTx, staffId: number): Promise<StaffMe> => {
  const [row] = await db
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      email: staffMembers.email,
      role: staffMembers.role,
      enabledAt: staffMfaFactors.enabledAt,
    })
    .from(staffMembers)
    .leftJoin(staffMfaFactors, eq(staffMfaFactors.staffId, staffMembers.id))
    .where(eq(staffMembers.id, staffId))
    .limit(1);
  if (!row) throw new HttpError('unauthorized');
  const { enabledAt, ...me } = row;
  return { ...me, mfa_enabled: enabledAt !== null };
};

const sessionAnswer = async (db: DbOrTx, staffId: number, token: string): Promise<StaffSession> => ({
  token,
  staff: await staffMeOf(db, staffId),
});

/**
 * E-mail address and password. Every try takes from the budgets of the address and of the account
 * first; a right password gives it back. Then the code step, or, without a confirmed factor, a
 * setup token that reaches only the factor's setup.
 */
export const staffLogin = async (
  db: Db,
  limits: Limits,
  { email, password, address }: { email: string; password: string; address: string },
  now = new Date(),
): Promise<StaffLoginResponse> => {
  const account = staffAccountKey(email);
  await limits.loginByAddress.take(address, authMessages.tooManyLogins);
  await limits.loginByAccount.take(account, authMessages.tooManyLogins);

  const [member] = await db
    .select({ id: staffMembers.id, passwordHash: staffMembers.passwordHash })
    .from(staffMembers)
    .where(and(eq(sql`lower(${staffMembers.email})`, accountKey(email)), isNull(staffMembers.deactivatedAt)))
    .limit(1);
  // As long for an unknown address or one without a password yet as for a wrong password.
  const matches = await verifyPassword(password, member?.passwordHash ?? (await dummyPasswordHash()));
  if (!member?.passwordHash || !matches) throw new HttpError('unauthorized', authMessages.wrongCredentials);

  await Promise.all([limits.loginByAddress.giveBack(address), limits.loginByAccount.giveBack(account)]);

  if (await hasEnabledFactor(db, member.id, staffFactors)) {
    const { token } = await insertStaffSession(db, member.id, 'mfa', { now });
    return { step: 'code', mfa: token };
  }
  const { token } = await insertStaffSession(db, member.id, 'setup', { now });
  return { step: 'setup', session: await sessionAnswer(db, member.id, token) };
};

/** The code step: one try per mfa token; a wrong code answers a new one that carries the count. */
export const staffValidateMfa = async (
  db: Db,
  limits: Limits,
  { token, code }: { token: string; code: string | number },
  now = new Date(),
): Promise<StaffSession> => {
  const pending = await findStaffSession(db, token, ['mfa'], now);
  if (!pending) throw new HttpError('unauthorized', authMessages.mfaExpired);
  if (pending.attempts >= MAX_STAFF_CODE_TRIES_PER_LOGIN) {
    await claimStaffSession(db, token, 'mfa', now);
    throw new HttpError('too_many_requests', authMessages.tooManyCodesOnLogin, { retryAfter: 1 });
  }
  await limits.codeByAccount.take(staffCodeKey(pending.staffId), authMessages.tooManyCodes);

  const outcome = await db.transaction(async (tx) => {
    const claimed = await claimStaffSession(tx, token, 'mfa', now);
    if (!claimed) return { kind: 'expired' as const };
    if (await useFactorCode(tx, staffFactors, claimed.staffId, code, now)) {
      const next = await insertStaffSession(tx, claimed.staffId, 'login', { now });
      return { kind: 'ok' as const, session: await sessionAnswer(tx, claimed.staffId, next.token) };
    }
    const next = await insertStaffSession(tx, claimed.staffId, 'mfa', {
      now,
      attempts: claimed.attempts + 1,
    });
    return { kind: 'wrong' as const, mfa: next.token };
  });

  if (outcome.kind === 'expired') throw new HttpError('unauthorized', authMessages.mfaExpired);
  if (outcome.kind === 'wrong')
    throw new HttpError('unauthorized', authMessages.wrongCode, { mfa: outcome.mfa });
  await limits.codeByAccount.giveBack(staffCodeKey(pending.staffId));
  return outcome.session;
};

/** A new, unconfirmed secret; it replaces an earlier unconfirmed one. */
export const startStaffMfaSetup = async (
  db: DbOrTx,
  staffId: number,
  now = new Date(),
): Promise<MfaSetup> => {
  const me = await staffMeOf(db, staffId);
  if (me.mfa_enabled) throw new HttpError('conflict', authMessages.mfaAlreadyOn);
  const secret = newTotpSecret();
  await db
    .insert(staffMfaFactors)
    .values({ staffId, secret, enabledAt: null, lastUsedStep: null, createdAt: now })
    .onConflictDoUpdate({
      target: staffMfaFactors.staffId,
      set: { secret, enabledAt: null, lastUsedStep: null, createdAt: now },
    });
  const uri = totpUri(secret, me.email);
  return { secret, uri, qr_code: await totpQrCode(uri) };
};

const wrongField = (field: 'code' | 'token', message: string) =>
  new HttpError('validation_failed', message, { fields: { [field]: message } });

/**
 * Turns the factor on once a code of the new secret matches. The setup token is revoked and a
 * full login answered in its place.
 */
export const confirmStaffMfaSetup = async (
  db: Db,
  limits: Limits,
  actor: StaffActor & { sessionId: string },
  { secret, code }: { secret: string; code: string | number },
  now = new Date(),
): Promise<StaffSession> => {
  const { staffId } = actor;
  const [factor] = await db
    .select()
    .from(staffMfaFactors)
    .where(eq(staffMfaFactors.staffId, staffId))
    .limit(1);
  if (factor?.enabledAt) throw new HttpError('conflict', authMessages.mfaAlreadyOn);
  if (!factor || !sameSecret(factor.secret, secret)) throw wrongField('token', authMessages.setupOutdated);

  await limits.codeByAccount.take(staffCodeKey(staffId), authMessages.tooManyCodes);
  const step = setupCodeStep(factor.secret, code, now);
  if (step === undefined) throw wrongField('code', authMessages.wrongCode);

  const session = await db.transaction(async (tx) => {
    const enabled = await enableFactor(tx, staffFactors, staffId, { secret: factor.secret, step, now });
    if (!enabled) throw wrongField('token', authMessages.setupOutdated);
    await revokeStaffSession(tx, actor.sessionId, now);
    const next = await insertStaffSession(tx, staffId, 'login', { now });
    await recordAudit(tx, actor, {
      action: 'staff_mfa.confirm',
      entity: 'staff_member',
      entityId: staffId,
      after: { mfa_enabled: true },
    });
    return sessionAnswer(tx, staffId, next.token);
  });
  await limits.codeByAccount.giveBack(staffCodeKey(staffId));
  return session;
};

/** A new token for the current one, which is revoked; it keeps the login's absolute expiry. */
export const refreshStaffLogin = async (db: Db, token: string, now = new Date()): Promise<StaffSession> => {
  const session = await db.transaction(async (tx) => {
    const old = await claimStaffSession(tx, token, 'login', now);
    if (!old) return undefined;
    const next = await insertStaffSession(tx, old.staffId, 'login', { now, expiresAt: old.expiresAt });
    return sessionAnswer(tx, old.staffId, next.token);
  });
  if (!session) throw new HttpError('unauthorized', 'Je sessie is verlopen. Log opnieuw in.');
  return session;
};
