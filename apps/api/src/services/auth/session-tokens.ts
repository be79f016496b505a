import type { LoginSession } from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, mfaFactors, sessions, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { recordSecurityEvent } from '../security-log.ts';
import {
  claimToken,
  customerTokens,
  hashToken,
  type NewTokenOptions,
  newTokenRow,
  type SessionKind,
  sessionLifetimes,
} from '../sessions.ts';
import { queueNewDeviceMail } from './new-device.ts';

export interface ClaimedSession {
  sessionId: string;
  userId: number;
  attempts: number;
  expiresAt: Date;
}

/**
 * Revokes a live token and tells whose it was, in one statement: of two requests with the same
 * token only one gets it. For tokens that are good for one use (mfa step, login link, refresh).
 */
export const claimSession = async (
  db: DbOrTx,
  token: string,
  kind: SessionKind,
  now = new Date(),
): Promise<ClaimedSession | undefined> => {
  const row = await claimToken(
    db,
    customerTokens,
    token,
    { kind, idleMs: sessionLifetimes[kind].idleMs },
    now,
  );
  if (!row) return undefined;
  const { ownerId: userId, ...claimed } = row;
  return { userId, ...claimed };
};

export interface NewSessionOptions extends NewTokenOptions {
  /** The device and address shown in the person's list of sessions. */
  client?: Client | undefined;
  /** For a login link: the login that makes it, and ends it when it ends. */
  createdBySessionId?: string;
}

export const insertSession = async (
  db: DbOrTx,
  userId: number,
  kind: SessionKind,
  { client, createdBySessionId, ...options }: NewSessionOptions = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> => {
  const { token, row: values } = newTokenRow(sessionLifetimes[kind].absoluteMs, options);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      kind,
      ...values,
      userAgent: client?.userAgent ?? null,
      address: client?.address ?? null,
      createdBySessionId: createdBySessionId ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt: values.expiresAt };
};

/** What the site gets after a login, a code step, a refresh or a login link. */
export const loginSessionAnswer = async (
  db: DbOrTx,
  userId: number,
  token: string,
): Promise<LoginSession> => {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      teamRole: users.teamRole,
      clientName: customers.name,
      mfaEnabledAt: mfaFactors.enabledAt,
    })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(mfaFactors, eq(mfaFactors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} of a live session does not exist`);
  return {
    token,
    userdata: {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      mfa_enabled: row.mfaEnabledAt !== null,
      team_role: row.teamRole,
    },
    client_name: row.clientName,
  };
};

/**
 * A full login for a user whose password (and code) or login link checked out; the log says so,
 * and a device the person never logged in from before gets them a notice by mail.
 */
export const startLogin = async (
  db: DbOrTx,
  userId: number,
  client: Client | undefined,
  now = new Date(),
): Promise<LoginSession> => {
  const { token } = await insertSession(db, userId, 'login', { now, client });
  await queueNewDeviceMail(db, userId, client, now);
  await recordSecurityEvent(db, userId, 'login', client, now);
  return loginSessionAnswer(db, userId, token);
};

/** Whether the token is a login link's, used or expired: its refusal then says so. */
export const isLinkToken = async (db: DbOrTx, token: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'link')))
    .limit(1);
  return row !== undefined;
};
