import { z } from 'zod';
import { Ok } from './common.ts';
import { newPasswordLabels } from './constants/passwords.ts';
import { Email } from './fields.ts';
import { confirmedPasswordFields, passwordsMatch } from './new-password.ts';
import { defineRoute } from './route.ts';

/**
 * A forgotten password: the customer asks for a link by e-mail and sets a new password with it.
 *
 * Errors (ApiError shape, messages in Dutch):
 * - 422 `validation_failed` with `fields`: bad input.
 * - 404 `not_found` at POST /password-reset and POST /password-reset/check: the link is unknown,
 *   used, or older than an hour (one answer for all three: PASSWORD_RESET_INVALID_MESSAGE).
 * - 429 `too_many_requests` with Retry-After: more than PASSWORD_RESET_REQUESTS_PER_WINDOW requests
 *   per 15 minutes for one e-mail address or from one client address, or too many tries of links.
 */

/** How long a reset link stays valid. */
export const PASSWORD_RESET_HOURS = 1;
/** Requests for a link per e-mail address, and per client address, per 15 minutes. */
export const PASSWORD_RESET_REQUESTS_PER_WINDOW = 5;

export const PasswordResetRequestBody = z.object({
  email: Email('E-mailadres'),
});
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

/** The token of a reset link: 43 URL-safe characters (256 bits). */
const PasswordResetToken = z.string().min(16).max(200);

/** A reset link to check before its page asks for a password. */
export const PasswordResetCheckBody = z.object({ token: PasswordResetToken });
export type PasswordResetCheckBody = z.input<typeof PasswordResetCheckBody>;

export const PasswordResetBody = z
  .object({
    token: PasswordResetToken,
    ...confirmedPasswordFields(newPasswordLabels),
  })
  .refine(...passwordsMatch(newPasswordLabels));
export type PasswordResetBody = z.input<typeof PasswordResetBody>;

/** The answer to every request for a link, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord te kiezen. De link is een uur geldig.';

/** One answer for an unknown, used or expired reset link. */
export const PASSWORD_RESET_INVALID_MESSAGE =
  'Deze link om je wachtwoord te herstellen is niet (meer) geldig: hij is al gebruikt of ouder dan een uur. Vraag een nieuwe link aan.';

export const PasswordResetRequested = z.object({ message: z.string() });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>;

export const passwordResetRoutes = {
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/password-reset/request',
    auth: 'none',
    tag: 'auth',
    summary:
      'Mail a one-use link (1 hour) to set a new password; the same answer, in about the same time, whether or not the address is known',
    body: PasswordResetRequestBody,
    response: PasswordResetRequested,
    status: 202,
  }),
  checkPasswordReset: defineRoute({
    method: 'POST',
    path: '/password-reset/check',
    auth: 'none',
    tag: 'auth',
    summary: 'Whether a reset link can still set a password, without using it; 404 when it cannot',
    body: PasswordResetCheckBody,
    response: Ok,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/password-reset',
    auth: 'none',
    tag: 'auth',
    summary: 'Set a new password with the link of the mail; the link works once and every session ends',
    body: PasswordResetBody,
    response: Ok,
  }),
};
