import type { LoginResponse } from '@maatwerk/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Limits } from '../../plugins/rate-limit.ts';
import { dummyPasswordHash, verifyPassword } from '../passwords.ts';
import { authMessages } from './messages.ts';
import { insertSession, startLogin } from './session-tokens.ts';
import { hasEnabledFactor } from './totp.ts';

/** The key of an account's login budget: the address as typed, so unknown addresses count too. */
export const accountKey = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, accountKey(email)))
    .limit(1);
  return user;
};

/**
 * Checks a password against the account, taking as long for an unknown address as for a known
 * one, so the answer time does not tell which addresses have an account.
 */
export const checkPassword = async (
  db: DbOrTx,
  email: string,
  password: string,
): Promise<number | undefined> => {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && matches ? user.id : undefined;
};

export interface LoginInput {
  email: string;
  password: string;
  /** The client's address, for the budget per address. */
  address: string;
}

/**
 * Logs in with e-mail address and password. Every try takes from the budgets of the address and
 * of the account before the password is checked (so parallel tries cannot slip past the limit);
 * a right password gives its try back, so only failures count.
 */
export const login = async (
  db: DbOrTx,
  limits: Limits,
  { email, password, address }: LoginInput,
  now = new Date(),
): Promise<LoginResponse> => {
  const account = accountKey(email);
  await limits.loginByAddress.take(address, authMessages.tooManyLogins);
  await limits.loginByAccount.take(account, authMessages.tooManyLogins);

  const userId = await checkPassword(db, email, password);
  if (userId === undefined) throw new HttpError('unauthorized', authMessages.wrongCredentials);

  await Promise.all([limits.loginByAddress.giveBack(address), limits.loginByAccount.giveBack(account)]);

  if (await hasEnabledFactor(db, userId)) {
    const { token } = await insertSession(db, userId, 'mfa', { now });
    return { mfa: token };
  }
  return startLogin(db, userId, now);
};
