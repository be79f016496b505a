import { z } from 'zod';
import { Ok } from './common.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { CurrentPassword, Email } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * A new login address: asked for in Mijn account with the current password, it takes effect only
 * when the link mailed to the new address is opened; the old address then gets a notice.
 *
 * Errors (ApiError shape, messages in Dutch):
 * - 422 `validation_failed` with `fields`: bad input, a wrong password, or the address it is now.
 * - 404 `not_found` at POST /email-change/confirm: the link is unknown, used or older than an hour
 *   (one answer: EMAIL_CHANGE_INVALID_MESSAGE).
 * - 409 `conflict` at confirmation: another account took the address in the meantime.
 * - 429 `too_many_requests` with Retry-After: too many requests or wrong passwords.
 */

/** How long a confirmation link stays valid. */
export const EMAIL_CHANGE_HOURS = 1;

export const EmailChangeRequestBody = z.object({
  new_email: Email('Nieuw e-mailadres'),
  password: CurrentPassword,
});
export type EmailChangeRequestBody = z.input<typeof EmailChangeRequestBody>;

export const EmailChangeConfirmBody = z.object({ token: z.string().min(16).max(200) });
export type EmailChangeConfirmBody = z.input<typeof EmailChangeConfirmBody>;

export const EmailChangeRequested = z.object({ message: z.string() });
export type EmailChangeRequested = z.infer<typeof EmailChangeRequested>;

export const emailChangeRequestedMessage = (address: string) =>
  `We hebben een e-mail gestuurd naar ${address}. Open de link daarin binnen een uur om je nieuwe e-mailadres te bevestigen; tot dan blijft je huidige adres gelden.`;

/** One answer for an unknown, used or expired confirmation link. */
export const EMAIL_CHANGE_INVALID_MESSAGE =
  'Deze link om je e-mailadres te bevestigen is niet (meer) geldig: hij is al gebruikt of ouder dan een uur. Vraag de wijziging opnieuw aan in Mijn account.';

export const emailChangeRoutes = {
  requestEmailChange: defineRoute({
    method: 'POST',
    path: '/me/email-change',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    apiKeys: 'refused',
    tag: 'account',
    summary:
      'Ask for a new login address (with the current password): a one-use link, valid an hour, goes to the new address',
    body: EmailChangeRequestBody,
    response: EmailChangeRequested,
    status: 202,
  }),
  confirmEmailChange: defineRoute({
    method: 'POST',
    path: '/email-change/confirm',
    auth: 'none',
    tag: 'account',
    summary: 'Confirm a new login address with the link from the mail; the old address gets a notice',
    body: EmailChangeConfirmBody,
    response: Ok,
  }),
};
