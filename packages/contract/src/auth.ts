import { z } from 'zod';
import { DateTime, Ok } from './common.ts';
import { ALL_TEAM, teamRoles } from './constants/team-roles.ts';
import { CurrentPassword, Email, LoginPassword } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * Logging in, the second factor and sessions.
 *
 * Errors (all in the ApiError shape, messages in Dutch):
 * - 401 `unauthorized`: wrong e-mail address or password, unknown or expired token, wrong code.
 *   A wrong code at POST /validate-mfa carries a fresh mfa token in `mfa`; the old one is revoked
 *   and the new one inherits its count of tries.
 * - 429 `too_many_requests` with a Retry-After header and `retryAfter` (seconds): more than 10
 *   login tries per 15 minutes from one address or for one e-mail address, more than 5 code tries
 *   on one mfa login (the chain of mfa tokens that one password check started), or more than 10
 *   code tries per account per 15 minutes. Only failed tries count.
 * - 422 `validation_failed` with `fields`: bad input, and on the bearer routes that check a
 *   password or code (POST /setup-mfa, POST /disable-mfa) a wrong password or code, so that a
 *   401 always means "log in again". Both need the current password (re-authentication).
 */

/** A TOTP code: six digits as text (leading zeros count) or as a number 0..999999. */
const SIX_DIGITS = 'Vul de zes cijfers van de code in.';
const CODE_MISSING = 'Authenticatiecode is verplicht.';
const codeNumber = z
  .number({ error: SIX_DIGITS })
  .int(SIX_DIGITS)
  .min(0, SIX_DIGITS)
  .max(999_999, SIX_DIGITS);

export const TotpCode = z.union(
  [
    codeNumber,
    z
      .string()
      .trim()
      .min(1, CODE_MISSING)
      .regex(/^\d{6}$/, SIX_DIGITS),
  ],
  {
    error: CODE_MISSING,
  },
);

/** A TOTP code or a one-time recovery code (xxxx-xxxx-xxxx-xxxx; case, spaces and dashes do not matter). */
export const MfaCode = z.union(
  [codeNumber, z.string().trim().min(1, CODE_MISSING).max(64, 'Deze code is te lang.')],
  { error: CODE_MISSING },
);

export const UserData = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** Whether logging in asks for a code of an authenticator app. */
    mfa_enabled: z.boolean(),
    /** What the person may do for the customer (Mijn account → Team). */
    team_role: z.enum(teamRoles),
  })
  .meta({ id: 'UserData' });
export type UserData = z.infer<typeof UserData>;

/** A full login: the bearer token for every portal call, who it is and for which customer. */
export const LoginSession = z
  .object({
    token: z.string(),
    userdata: UserData,
    /** The customer's (company) name. */
    client_name: z.string().nullable(),
  })
  .meta({ id: 'LoginSession' });
export type LoginSession = z.infer<typeof LoginSession>;

/** The password was right but a code is needed: send it with this token to POST /validate-mfa. */
export const MfaChallenge = z
  .object({
    /** A short-lived (5 minutes) token for the code step only. */
    mfa: z.string(),
  })
  .meta({ id: 'MfaChallenge' });
export type MfaChallenge = z.infer<typeof MfaChallenge>;

export const LoginRequest = z.object({
  email: Email('E-mailadres'),
  password: LoginPassword,
  /** Which front end logs in (the site sends a fixed identifier). */
  source: z.string().trim().min(1).max(64),
});

export const LoginResponse = z.union([LoginSession, MfaChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const isMfaChallenge = (answer: LoginResponse): answer is MfaChallenge => 'mfa' in answer;

export const ValidateMfaRequest = z.object({
  code: MfaCode,
  /** The mfa token of the login answer, or of the last wrong-code error. */
  token: z.string().min(1).max(256),
});

export const MfaSetup = z
  .object({
    /** The new TOTP secret, base32; send it back as `token` to POST /setup-mfa. */
    secret: z.string(),
    /** otpauth://totp/Kodewerk:{e-mail}?... for authenticator apps. */
    uri: z.string(),
    /** The URI as a QR code: a data:image/png;base64 URL. */
    qr_code: z.string(),
  })
  .meta({ id: 'MfaSetup' });
export type MfaSetup = z.infer<typeof MfaSetup>;

export const ConfirmMfaSetupRequest = z.object({
  code: TotpCode,
  /** The current password: a token alone does not turn the second factor on. */
  password: CurrentPassword,
  /** The `secret` of GET /setup-mfa: only the secret of the latest setup can be confirmed. */
  token: z.string().trim().min(16).max(128),
});

export const RecoveryCodes = z
  .object({
    /** Ten one-time codes, shown once; each can stand in for a code at POST /validate-mfa. */
    recovery_codes: z.array(z.string()).length(10),
  })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const DisableMfaRequest = z.object({
  password: CurrentPassword,
  code: MfaCode,
});

export const LoginLinkRequest = z.object({
  /** Where the site goes after taking the link in; a path of the site. */
  path: z
    .string()
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'Geef een pad binnen de site op.')
    .max(512)
    .default('/klantenportaal/dashboard'),
});

export const LoginLink = z
  .object({
    /**
     * The site's address with `login-token` in the query: valid once, for 10 minutes. The site
     * takes it in as its login token and GET /refresh answers the login.
     */
    url: z.string(),
    expires_at: DateTime,
  })
  .meta({ id: 'LoginLink' });
export type LoginLink = z.infer<typeof LoginLink>;

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/login',
    auth: 'none',
    tag: 'auth',
    summary: 'Log in with e-mail address and password; answers a login, or an mfa token for the code step',
    body: LoginRequest,
    response: LoginResponse,
  }),
  validateMfa: defineRoute({
    method: 'POST',
    path: '/validate-mfa',
    auth: 'none',
    tag: 'auth',
    summary:
      'Finish a login with an authenticator code or a recovery code; a wrong code answers 401 with a new mfa token',
    body: ValidateMfaRequest,
    response: LoginSession,
  }),
  startMfaSetup: defineRoute({
    method: 'GET',
    path: '/setup-mfa',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'auth',
    summary: 'A new TOTP secret with its otpauth URI and QR code; replaces an unconfirmed one',
    response: MfaSetup,
  }),
  confirmMfaSetup: defineRoute({
    method: 'POST',
    path: '/setup-mfa',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'auth',
    summary: 'Turn the second factor on with a code of the new secret; answers ten recovery codes',
    body: ConfirmMfaSetupRequest,
    response: RecoveryCodes,
  }),
  disableMfa: defineRoute({
    method: 'POST',
    path: '/disable-mfa',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'auth',
    summary: 'Turn the second factor off with the password and a code (or recovery code)',
    body: DisableMfaRequest,
    response: Ok,
  }),
  refresh: defineRoute({
    method: 'GET',
    path: '/refresh',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'auth',
    summary:
      "A new token for the current one, which is revoked; with the user data. A login link's token (the site's login-token parameter) is claimed, once, and answers a new login",
    response: LoginSession,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/logout',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'auth',
    summary: 'Revoke the current token',
    response: Ok,
  }),
  createLoginLink: defineRoute({
    method: 'POST',
    path: '/login-link',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'auth',
    summary: 'A one-time login link to the site, for example to continue on another device',
    body: LoginLinkRequest,
    response: LoginLink,
    status: 201,
  }),
};
