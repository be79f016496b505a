import { randomBytes } from 'node:crypto';
import { ApiErrorBody, MfaChallenge } from '@maatwerk/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db/client.ts';
import { createCustomer, createUser, enableTotp, type User } from '../../db/factories/index.ts';

/**
 * A client address of its own for each call site, so that the budgets per address stay apart,
 * also between runs that share one Redis.
 */
export const freshAddress = (): string => `10.${randomBytes(3).join('.')}`;

let emailSequence = 0;
export const freshEmail = (): string => {
  emailSequence += 1;
  return `inlog${emailSequence}-${Math.random().toString(36).slice(2, 8)}@testbedrijf.nl`;
};

export interface TestUser {
  user: User;
  email: string;
  password: string;
  companyName: string;
  /** Set when the user has the second factor on. */
  secret?: string;
}

export const makeUser = async (db: DbOrTx, { totp = false } = {}): Promise<TestUser> => {
  const customer = await createCustomer(db);
  const email = freshEmail();
  const password = 'Welkom123!';
  const user = await createUser(db, { customerId: customer.id, email, password });
  const secret = totp ? new Secret({ size: 20 }).base32 : undefined;
  if (secret) await enableTotp(db, user.id, secret);
  return { user, email, password, companyName: customer.name, secret };
};

/** The code an authenticator app shows, `steps` periods of 30 seconds from now. */
export const totpCode = (secret: string, steps = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** Six digits that are not a code of the secret within the drift of one step. */
export const wrongCode = (secret: string): string => {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  let candidate = 0;
  while (valid.has(String(candidate).padStart(6, '0'))) candidate += 111_111;
  return String(candidate).padStart(6, '0');
};

/**
 * Waits out the last two seconds of a 30-second step, so that a code made here is checked by the
 * API in the same step and the drift of one step is exactly one.
 */
export const awayFromStepEdge = async (): Promise<void> => {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 28_000) await new Promise((resolve) => setTimeout(resolve, 30_100 - intoStep));
};

export const errorOf = (response: LightMyRequestResponse): ApiErrorBody =>
  ApiErrorBody.parse(response.json());

export const postLogin = (
  app: FastifyInstance,
  body: { email: string; password: string; source?: string },
  address = freshAddress(),
) =>
  app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: address,
    payload: { source: 'kodewerk.nl', ...body },
  });

export const postCode = (app: FastifyInstance, token: string, code: string | number) =>
  app.inject({ method: 'POST', url: '/validate-mfa', payload: { token, code } });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in with the password only; for users without a second factor. */
export const loginToken = async (app: FastifyInstance, person: TestUser): Promise<string> => {
  const response = await postLogin(app, { email: person.email, password: person.password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
};

/** Logs in with the password of a user with the second factor on; the token of the MFA challenge. */
export const mfaToken = async (app: FastifyInstance, person: TestUser): Promise<string> => {
  const response = await postLogin(app, { email: person.email, password: person.password });
  return MfaChallenge.parse(response.json()).mfa;
};

/** Logs in with the password from a device and address, as the list of sessions shows them; the token. */
export const loginFrom = async (
  app: FastifyInstance,
  person: TestUser,
  userAgent: string,
  address: string,
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: address,
    headers: { 'user-agent': userAgent },
    payload: { source: 'kodewerk.nl', email: person.email, password: person.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
};

/** Changes the password on the account page (PUT /me) with the current one, as the person does. */
export const changePassword = (app: FastifyInstance, token: string, current: string, next: string) =>
  app.inject({
    method: 'PUT',
    url: '/me',
    headers: bearer(token),
    payload: { current_password: current, new_password: next, new_password_confirmation: next },
  });
