import type { LoginResponse } from '@maatwerk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Budget, Limits } from '../../ports/limits.ts';
import { dummyPasswordHash, verifyPassword } from '../passwords.ts';
import { recordSecurityEvent } from '../security-log.ts';
import { isKnownLoginAddress, rememberLoginAddress } from './known-addresses.ts';
import { authMessages } from './messages.ts';
import { insertSession, startLogin } from './session-tokens.ts';
import { hasEnabledFactor } from './totp.ts';

/** The key of an account's login budget: the address as typed, so unknown addresses count too. */
export const accountKey = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, accountKey(email)), isNull(users.deactivatedAt)))
    .limit(1);
  return user;
};

/**
 * Checks a password against the account, taking as long for an unknown address as for a known
 * one, so the answer time does not tell which addresses have an account.
 */
const checkPassword = async (
  db: DbOrTx,
  email: string,
  password: string,
): Promise<{ userId: number | undefined; knownUserId: number | undefined }> => {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  return { userId: user && matches ? user.id : undefined, knownUserId: user?.id };
};

export interface LoginInput {
  email: string;
  password: string;
  /** The client's address, for the budgets per address, and its user agent, for the session list. */
  client: Client;
}

type Taken = { budget: Budget; key: string };

/**
 * Logs in with e-mail address and password. Only failed tries count, in three budgets of 15
 * minutes: per account and address (10), per address over all accounts (LOGIN_TRIES_PER_ADDRESS,
 * against spraying) and per account from anywhere (10). A try takes from each before the password
 * is checked, so parallel tries cannot slip past, and gives back what it took unless the password
 * was wrong: a right password, or no answer (503), costs nothing.
 *
 * Past the budget per account and address nothing is checked. Past the other two, which failures
 * by others fill, the right password still logs in when the account has a second factor (the
 * code step follows) or comes from an address the user fully logged in from before.
 */
export const login = async (
  db: DbOrTx,
  limits: Limits,
  { email, password, client }: LoginInput,
  now = new Date(),
): Promise<LoginResponse> => {
  const { address } = client;
  const account = accountKey(email);
  await limits.loginByAccountAndAddress.take(`${account} ${address}`, authMessages.tooManyLogins);
  const taken: Taken[] = [{ budget: limits.loginByAccountAndAddress, key: `${account} ${address}` }];
  const giveBack = () => Promise.all(taken.map(({ budget, key }) => budget.giveBack(key)));

  let refusedFor = 0;
  let userId: number | undefined;
  let knownUserId: number | undefined;
  try {
    for (const [budget, key] of [
      [limits.loginByAddress, address],
      [limits.loginByAccount, account],
    ] as const) {
      const result = await budget.tryTake(key);
      if (result.taken) taken.push({ budget, key });
      else refusedFor = Math.max(refusedFor, result.retryAfter);
    }
    ({ userId, knownUserId } = await checkPassword(db, email, password));
  } catch (error) {
    await giveBack();
    throw error;
  }
  const tooMany = () =>
    new HttpError('too_many_requests', authMessages.tooManyLogins(refusedFor), { retryAfter: refusedFor });

  if (userId === undefined) {
    // Only a known account has a log to write to; the insert is small beside the password hash.
    if (knownUserId !== undefined) await recordSecurityEvent(db, knownUserId, 'login_failed', client, now);
    if (refusedFor > 0) throw tooMany();
    throw new HttpError('unauthorized', authMessages.wrongCredentials);
  }
  await giveBack();

  const secondFactor = await hasEnabledFactor(db, userId);
  if (refusedFor > 0 && !secondFactor && !(await isKnownLoginAddress(db, userId, address, now))) {
    throw tooMany();
  }
  if (secondFactor) {
    const { token } = await insertSession(db, userId, 'mfa', { now, client });
    return { mfa: token };
  }
  await rememberLoginAddress(db, userId, address, now);
  return startLogin(db, userId, client, now);
};
