import { Passkey } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { exactly } from '../../test/exactly.ts';
import type { SoftwareAuthenticator } from '../../test/software-authenticator.ts';
import { bearer, freshAddress } from '../auth/auth-test-support.ts';

/** A POST from a client address of its own, with the login of `token` when one is given. */
export const postFrom = (app: FastifyInstance, url: string, payload: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    payload: payload as Record<string, unknown>,
    ...(token ? { headers: bearer(token) } : {}),
  });

/** Adds a passkey for the person logged in with `token`, after their password, through the whole ceremony. */
export const addPasskeyWith = async (
  app: FastifyInstance,
  token: string,
  password: string,
  authenticator: SoftwareAuthenticator,
) => {
  const options = await postFrom(app, '/passkeys/options', { password }, token);
  expect(options.statusCode, options.body).toBe(200);
  const added = await postFrom(
    app,
    '/passkeys',
    { name: 'Laptop', response: authenticator.create(options.json()) },
    token,
  );
  expect(added.statusCode, added.body).toBe(201);
  return exactly(Passkey, added.json());
};

/** The start of a passwordless login: the options with the challenge to sign. */
export const passkeyLoginOptions = async (app: FastifyInstance) => {
  const response = await postFrom(app, '/passkey-login/options', undefined);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { challenge: string };
};
