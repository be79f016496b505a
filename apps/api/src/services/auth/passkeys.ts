import { createHash } from 'node:crypto';
import type {
  LoginSession,
  Passkey,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '@maatwerk/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { passkeyChallenges, passkeys, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { onFirstUse } from '../../lib/on-first-use.ts';
import type { Limits } from '../../ports/limits.ts';
import { recordSecurityEvent } from '../security-log.ts';
import { findSession, hashToken } from '../sessions.ts';
import { rememberLoginAddress } from './known-addresses.ts';
import { authMessages } from './messages.ts';
import { checkCurrentPassword, codeKey, completeMfaLogin } from './mfa.ts';
import { startLogin } from './session-tokens.ts';
import { useTotpCode } from './totp.ts';

const webAuthn = onFirstUse(() => import('@simplewebauthn/server'));

/** How long one ceremony may take, from the options to the browser's answer. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * Open passwordless login challenges kept at most, whoever asked: past it the oldest go. With 30
 * per address per 15 minutes a flood needs hundreds of addresses to push out a person's challenge
 * in the seconds a ceremony takes, and the table stays small whatever comes.
 */
export const MAX_OPEN_LOGIN_CHALLENGES = 10_000;

export const passkeyMessages = {
  refused: 'Deze passkey werd niet geaccepteerd. Probeer het opnieuw of log in met je wachtwoord.',
  notAdded: 'De passkey kon niet worden toegevoegd. Probeer het opnieuw.',
  alreadyAdded: 'Deze passkey is al toegevoegd.',
  unknown: 'Onbekende passkey.',
  noneAdded: 'Voor dit account is nog geen passkey toegevoegd. Gebruik de code uit je authenticatie-app.',
} as const;

/** The site the passkeys belong to: its host name is the RP id, its origin the only one accepted. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const relyingPartyOf = (siteUrl: string): RelyingParty => {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: 'Kodewerk' };
};

const wrongField = (field: 'code' | 'password' | 'response', message: string) =>
  new HttpError('validation_failed', message, { fields: { [field]: message } });

/** The challenge a browser's answer signed, read from its clientDataJSON; undefined when unreadable. */
const challengeOf = (clientDataJSON: string): string | undefined => {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
};

const storeChallenge = async (
  db: DbOrTx,
  challenge: string,
  purpose: 'register' | 'login' | 'mfa',
  userId: number | null,
  now: Date,
) => {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({
    challengeHash: hashToken(challenge),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    createdAt: now,
  });
};

/**
 * Takes the challenge an answer signed, once: of two answers with the same challenge only one
 * gets it. Undefined for an unknown, used, expired or someone else's challenge.
 */
const claimChallenge = async (
  db: DbOrTx,
  clientDataJSON: string,
  purpose: 'register' | 'login' | 'mfa',
  userId: number | null,
  now: Date,
): Promise<string | undefined> => {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) return undefined;
  const claimed = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hashToken(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challengeHash: passkeyChallenges.challengeHash });
  return claimed.length === 1 ? challenge : undefined;
};

/** The user handle the authenticator keeps: derived from the user id, saying nothing about them. */
const userHandle = (userId: number): Uint8Array<ArrayBuffer> =>
  new Uint8Array(createHash('sha256').update(`kodewerk-user:${userId}`).digest().subarray(0, 16));

const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export const listPasskeys = async (db: DbOrTx, userId: number): Promise<Passkey[]> => {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
};

/** The current password, or else a fresh code of the authenticator app (each code works once). */
const reauthenticate = async (
  db: DbOrTx,
  limits: Limits,
  userId: number,
  { password, code }: { password?: string | undefined; code?: string | number | undefined },
  now: Date,
) => {
  if (password !== undefined) {
    await checkCurrentPassword(db, limits, userId, password);
    return;
  }
  await limits.codeByAccount.take(codeKey(userId), authMessages.tooManyCodes);
  if (code === undefined || !(await useTotpCode(db, userId, code, now))) {
    throw wrongField('code', authMessages.wrongCode);
  }
  await limits.codeByAccount.giveBack(codeKey(userId));
};

const credentialsOf = async (db: DbOrTx, userId: number) =>
  (
    await db
      .select({ id: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
  ).map(({ id, transports }) => ({ id, transports }));

/** The start of adding a passkey, after the password or a code. */
export const passkeyRegistrationOptions = async (
  db: Db,
  limits: Limits,
  userId: number,
  proof: { password?: string | undefined; code?: string | number | undefined },
  rp: RelyingParty,
  now = new Date(),
): Promise<PasskeyCreationOptions> => {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new HttpError('unauthorized');
  await reauthenticate(db, limits, userId, proof, now);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userID: userHandle(userId),
    attestationType: 'none',
    excludeCredentials: await credentialsOf(db, userId),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await storeChallenge(db, options.challenge, 'register', userId, now);
  return options as PasskeyCreationOptions;
};

/** Stores the new passkey once the browser's answer signed this person's open challenge. */
export const addPasskey = async (
  db: Db,
  userId: number,
  { name, response }: { name: string; response: RegistrationResponseJSON },
  rp: RelyingParty,
  client: Client,
  now = new Date(),
): Promise<Passkey> => {
  const challenge = await claimChallenge(db, response.response.clientDataJSON, 'register', userId, now);
  if (!challenge) throw wrongField('response', passkeyMessages.notAdded);
  const { verifyRegistrationResponse } = await webAuthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw wrongField('response', passkeyMessages.notAdded);
  const { credential } = verification.registrationInfo;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        name,
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw new HttpError('conflict', passkeyMessages.alreadyAdded);
    await recordSecurityEvent(tx, userId, 'passkey_added', client, now);
    return toPasskey(row);
  });
};

export const removePasskey = async (
  db: Db,
  limits: Limits,
  userId: number,
  passkeyId: string,
  password: string,
  client: Client,
  now = new Date(),
): Promise<void> => {
  const [own] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .limit(1);
  if (!own) throw notFound(passkeyMessages.unknown);
  await checkCurrentPassword(db, limits, userId, password);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    if (removed.length !== 1) throw notFound(passkeyMessages.unknown);
    await recordSecurityEvent(tx, userId, 'passkey_removed', client, now);
  });
};

/**
 * Checks a browser's assertion against a stored passkey (of `userId` when given) and moves its
 * counter on; false for an unknown passkey, a bad signature or a counter that did not go up.
 */
const verifyAssertion = async (
  db: DbOrTx,
  response: AuthenticationResponseJSON,
  challenge: string,
  rp: RelyingParty,
  userId: number | undefined,
  now: Date,
): Promise<{ ok: true; userId: number } | { ok: false; userId: number | undefined }> => {
  const [stored] = await db
    .select({ passkey: passkeys })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(
      and(
        eq(passkeys.credentialId, response.id),
        isNull(users.deactivatedAt),
        userId === undefined ? undefined : eq(passkeys.userId, userId),
      ),
    )
    .limit(1);
  if (!stored) return { ok: false, userId: undefined };
  const { passkey } = stored;
  const { verifyAuthenticationResponse } = await webAuthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return { ok: false, userId: passkey.userId };
  // Only from the counter that was checked: of two answers racing, one moves it on.
  const moved = await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  return { ok: moved.length === 1, userId: passkey.userId } as const;
};

const requestOptions = async (rp: RelyingParty, allowCredentials?: { id: string; transports: string[] }[]) =>
  (await (
    await webAuthn()
  ).generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
    ...(allowCredentials ? { allowCredentials } : {}),
  })) as PasskeyRequestOptions;

/** Drops the oldest open passwordless login challenges beyond `keep`. */
const capOpenLoginChallenges = async (db: DbOrTx, keep: number) => {
  const beyond = db
    .select({ challengeHash: passkeyChallenges.challengeHash })
    .from(passkeyChallenges)
    .where(and(eq(passkeyChallenges.purpose, 'login'), isNull(passkeyChallenges.userId)))
    .orderBy(desc(passkeyChallenges.expiresAt))
    .offset(keep);
  await db.delete(passkeyChallenges).where(inArray(passkeyChallenges.challengeHash, beyond));
};

/**
 * The start of a passwordless login: no account named, the browser offers its passkeys for the
 * site. Anyone may ask, so each client address has a budget, and the open challenges are capped.
 */
export const passkeyLoginOptions = async (
  db: DbOrTx,
  limits: Limits,
  client: Client,
  rp: RelyingParty,
  { now = new Date(), maxOpen = MAX_OPEN_LOGIN_CHALLENGES }: { now?: Date; maxOpen?: number } = {},
) => {
  await limits.passkeyLoginOptionsByAddress.take(client.address, authMessages.tooManyLogins);
  const options = await requestOptions(rp);
  await storeChallenge(db, options.challenge, 'login', null, now);
  await capOpenLoginChallenges(db, maxOpen);
  return options;
};

/**
 * A login with a passkey: user verification on the authenticator makes it a full login, so it
 * answers as a password login does (security log, new-device mail). Failed tries take from the
 * budget per client address that password logins take from.
 */
export const passkeyLogin = async (
  db: Db,
  limits: Limits,
  { response, client }: { response: AuthenticationResponseJSON; client: Client },
  rp: RelyingParty,
  now = new Date(),
): Promise<LoginSession> => {
  await limits.loginByAddress.take(client.address, authMessages.tooManyLogins);
  const session = await db.transaction(async (tx) => {
    const challenge = await claimChallenge(tx, response.response.clientDataJSON, 'login', null, now);
    if (!challenge) return undefined;
    const verified = await verifyAssertion(tx, response, challenge, rp, undefined, now);
    if (!verified.ok) {
      // A known passkey that did not check out is a failed login of its owner.
      if (verified.userId !== undefined) {
        await recordSecurityEvent(tx, verified.userId, 'login_failed', client, now);
      }
      return undefined;
    }
    await rememberLoginAddress(tx, verified.userId, client.address, now);
    return startLogin(tx, verified.userId, client, now);
  });
  if (!session) throw new HttpError('unauthorized', passkeyMessages.refused);
  await limits.loginByAddress.giveBack(client.address);
  return session;
};

/** At the code step: the options to sign with one of this person's passkeys. */
export const mfaPasskeyOptions = async (
  db: DbOrTx,
  token: string,
  rp: RelyingParty,
  now = new Date(),
): Promise<PasskeyRequestOptions> => {
  const pending = await findSession(db, token, 'mfa', now);
  if (!pending) throw new HttpError('unauthorized', authMessages.mfaExpired);
  const credentials = await credentialsOf(db, pending.userId);
  if (credentials.length === 0) throw new HttpError('conflict', passkeyMessages.noneAdded);
  const options = await requestOptions(rp, credentials);
  await storeChallenge(db, options.challenge, 'mfa', pending.userId, now);
  return options;
};

/**
 * The code step with a passkey instead of a code: like validateMfa, the mfa token is good for one
 * try and a refused passkey counts as a wrong code, answering a new token with the count carried.
 */
export const validateMfaWithPasskey = (
  db: Db,
  limits: Limits,
  { token, response, client }: { token: string; response: AuthenticationResponseJSON; client: Client },
  rp: RelyingParty,
  now = new Date(),
): Promise<LoginSession> =>
  completeMfaLogin(
    { db, limits, token, client, now },
    {
      check: async (tx, userId) => {
        const challenge = await claimChallenge(tx, response.response.clientDataJSON, 'mfa', userId, now);
        return (
          challenge !== undefined && (await verifyAssertion(tx, response, challenge, rp, userId, now)).ok
        );
      },
      refused: passkeyMessages.refused,
    },
  );
