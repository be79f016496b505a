import { z } from 'zod';
import { MfaSetup, TotpCode } from '../auth.ts';
import { Ok } from '../common.ts';
import { Email, LoginPassword } from '../fields.ts';
import { defineRoute } from '../route.ts';
import { ALL_STAFF, staffRoles } from './roles.ts';

/**
 * Staff log in at /beheer: e-mail address and password, then always a second factor. A staff
 * member whose authenticator app is not yet set up gets a setup token that reaches only the
 * setup routes (and me/logout); every other staff route answers it 403 `mfa_setup_required`.
 *
 * Staff tokens and customers' tokens live apart: a customer's token is 401 on every staff route
 * and a staff token is 401 on every portal route. The limits on tries are those of the customers'
 * login (10 logins per 15 minutes per address and per e-mail address, 5 codes per login, 10 per
 * account per 15 minutes), counted apart from customers'.
 */

export const StaffMe = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(staffRoles),
    /** Whether the authenticator app is set up; until then only the setup routes answer. */
    mfa_enabled: z.boolean(),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMe>;

/** A staff token with who it is. With `mfa_enabled: false` it is a setup token. */
export const StaffSession = z
  .object({
    token: z.string(),
    staff: StaffMe,
  })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof StaffSession>;

export const StaffLoginRequest = z.object({
  email: Email('E-mailadres'),
  password: LoginPassword,
});

/**
 * `code`: the password was right; send a code of the authenticator app with `mfa` to POST
 * /staff/validate-mfa. `setup`: no app set up yet; the session's token reaches only the setup.
 */
export const StaffLoginResponse = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code'), mfa: z.string() }),
  z.object({ step: z.literal('setup'), session: StaffSession }),
]);
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;

export const StaffValidateMfaRequest = z.object({
  code: TotpCode,
  /** The mfa token of the login answer, or of the last wrong-code error. */
  token: z.string().min(1).max(256),
});

export const StaffConfirmMfaRequest = z.object({
  code: TotpCode,
  /** The `secret` of GET /staff/setup-mfa: only the latest setup can be confirmed. */
  token: z.string().trim().min(16).max(128),
});

export const staffAuthRoutes = {
  staffLogin: defineRoute({
    method: 'POST',
    path: '/staff/login',
    auth: 'none',
    tag: 'staff-auth',
    summary: 'Staff log in with e-mail address and password; answers the code step or the factor setup',
    body: StaffLoginRequest,
    response: StaffLoginResponse,
  }),
  staffValidateMfa: defineRoute({
    method: 'POST',
    path: '/staff/validate-mfa',
    auth: 'none',
    tag: 'staff-auth',
    summary:
      'Finish a staff login with a code of the authenticator app; a wrong code answers a new mfa token',
    body: StaffValidateMfaRequest,
    response: StaffSession,
  }),
  staffStartMfaSetup: defineRoute({
    method: 'GET',
    path: '/staff/setup-mfa',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    staffDuringMfaSetup: true,
    tag: 'staff-auth',
    summary: 'A new TOTP secret with its otpauth URI and QR code, for a staff member without a factor',
    response: MfaSetup,
  }),
  staffConfirmMfaSetup: defineRoute({
    method: 'POST',
    path: '/staff/setup-mfa',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    staffDuringMfaSetup: true,
    tag: 'staff-auth',
    summary: 'Turn the second factor on with a code of the new secret; answers a full staff login',
    body: StaffConfirmMfaRequest,
    response: StaffSession,
  }),
  staffRefresh: defineRoute({
    method: 'GET',
    path: '/staff/refresh',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-auth',
    summary: 'A new staff token for the current one, which is revoked',
    response: StaffSession,
  }),
  staffLogout: defineRoute({
    method: 'POST',
    path: '/staff/logout',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    staffDuringMfaSetup: true,
    tag: 'staff-auth',
    summary: 'Revoke the current staff token',
    response: Ok,
  }),
  staffMe: defineRoute({
    method: 'GET',
    path: '/staff/me',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    staffDuringMfaSetup: true,
    tag: 'staff-auth',
    summary: 'Who the staff token belongs to',
    response: StaffMe,
  }),
};
