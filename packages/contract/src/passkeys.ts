import { z } from 'zod';
import { LoginSession, TotpCode } from './auth.ts';
import { DateTime, Ok } from './common.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { CurrentPassword, text } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * Passkeys (WebAuthn): a person adds them in Mijn account after the password or a code of the
 * authenticator app; one logs in without a password, or stands in for the code at the code step.
 *
 * The options are what `@simplewebauthn/server` makes and `@simplewebauthn/browser` takes; the
 * answers are the browser's credential as JSON. A challenge is good for one ceremony of five
 * minutes; an unknown, used or expired one, an unknown passkey and a bad signature all answer 401
 * (login, code step) or 422 (adding one).
 */

/** The longest a passkey's name may be. */
export const PASSKEY_NAME_MAX = 60;

const Base64Url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'Geen geldige passkey-gegevens.');

const Transports = z.array(z.string().max(32)).max(8);

const CredentialDescriptor = z.object({
  id: Base64Url,
  type: z.literal('public-key'),
  transports: Transports.optional(),
});

/** What the browser hands to navigator.credentials.create(). */
export const PasskeyCreationOptions = z
  .looseObject({
    challenge: Base64Url,
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(CredentialDescriptor).optional(),
    authenticatorSelection: z.looseObject({}).optional(),
    attestation: z.string().optional(),
  })
  .meta({ id: 'PasskeyCreationOptions' });
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptions>;

/** What the browser hands to navigator.credentials.get(). */
export const PasskeyRequestOptions = z
  .looseObject({
    challenge: Base64Url,
    rpId: z.string().optional(),
    timeout: z.number().optional(),
    allowCredentials: z.array(CredentialDescriptor).optional(),
    userVerification: z.string().optional(),
  })
  .meta({ id: 'PasskeyRequestOptions' });
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptions>;

const credentialCommon = {
  id: Base64Url.min(1),
  rawId: Base64Url.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** The browser's extension outputs; none are asked for, so the API does not read them. */
  clientExtensionResults: z.unknown().optional(),
};

/** The browser's answer to navigator.credentials.create(), as JSON. */
export const PasskeyRegistrationResponse = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: Base64Url.min(1),
    attestationObject: Base64Url.min(1),
    transports: Transports.optional(),
  }),
});

/** The browser's answer to navigator.credentials.get(), as JSON. */
export const PasskeyAuthenticationResponse = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: Base64Url.min(1),
    authenticatorData: Base64Url.min(1),
    signature: Base64Url.min(1),
    userHandle: Base64Url.optional(),
  }),
});

export const Passkey = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: DateTime,
    /** Null until it is first used to log in. */
    last_used_at: DateTime.nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof Passkey>;

/** Adding a passkey needs the current password, or else a fresh code of the authenticator app. */
export const PasskeyOptionsRequest = z
  .object({
    password: CurrentPassword.optional(),
    code: TotpCode.optional(),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: 'Vul je wachtwoord in.',
    path: ['password'],
  });

/** What the person calls a passkey, to tell it from their others. */
export const PasskeyName = text('Naam van de passkey', 1, PASSKEY_NAME_MAX);

export const AddPasskeyRequest = z.object({
  name: PasskeyName,
  response: PasskeyRegistrationResponse,
});

export const RemovePasskeyRequest = z.object({
  password: CurrentPassword,
});

export const PasskeyLoginRequest = z.object({
  response: PasskeyAuthenticationResponse,
});

export const MfaPasskeyOptionsRequest = z.object({
  /** The mfa token of the login answer (or of the last wrong-code error). */
  token: z.string().min(1).max(256),
});

export const MfaPasskeyRequest = z.object({
  token: z.string().min(1).max(256),
  response: PasskeyAuthenticationResponse,
});

const PasskeyParams = z.object({ id: z.uuid('Onbekende passkey.') });

export const passkeyRoutes = {
  listPasskeys: defineRoute({
    method: 'GET',
    path: '/passkeys',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'passkeys',
    summary: 'The caller’s passkeys, oldest first',
    response: z.array(Passkey),
  }),
  passkeyRegistrationOptions: defineRoute({
    method: 'POST',
    path: '/passkeys/options',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'passkeys',
    summary:
      'Start adding a passkey: needs the current password or a code of the authenticator app; answers the options for navigator.credentials.create()',
    body: PasskeyOptionsRequest,
    response: PasskeyCreationOptions,
  }),
  addPasskey: defineRoute({
    method: 'POST',
    path: '/passkeys',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'passkeys',
    summary: 'Finish adding a passkey with the browser’s answer to the options of POST /passkeys/options',
    body: AddPasskeyRequest,
    response: Passkey,
    status: 201,
  }),
  removePasskey: defineRoute({
    method: 'POST',
    path: '/passkeys/:id/remove',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'passkeys',
    summary: 'Remove one of the caller’s passkeys (needs the current password); another person’s answers 404',
    params: PasskeyParams,
    body: RemovePasskeyRequest,
    response: Ok,
  }),
  passkeyLoginOptions: defineRoute({
    method: 'POST',
    path: '/passkey-login/options',
    auth: 'none',
    tag: 'auth',
    summary: 'Start a login with a passkey (no e-mail address: the browser offers the passkeys it has)',
    response: PasskeyRequestOptions,
  }),
  passkeyLogin: defineRoute({
    method: 'POST',
    path: '/passkey-login',
    auth: 'none',
    tag: 'auth',
    summary: 'Finish a login with a passkey; answers the same login as POST /login with a password',
    body: PasskeyLoginRequest,
    response: LoginSession,
  }),
  mfaPasskeyOptions: defineRoute({
    method: 'POST',
    path: '/validate-mfa/passkey-options',
    auth: 'none',
    tag: 'auth',
    summary: 'At the code step: the options to use one of the person’s passkeys instead of a code',
    body: MfaPasskeyOptionsRequest,
    response: PasskeyRequestOptions,
  }),
  validateMfaWithPasskey: defineRoute({
    method: 'POST',
    path: '/validate-mfa/passkey',
    auth: 'none',
    tag: 'auth',
    summary:
      'Finish the code step with a passkey instead of a code; a refused passkey answers 401 with a new mfa token, as a wrong code does',
    body: MfaPasskeyRequest,
    response: LoginSession,
  }),
};
