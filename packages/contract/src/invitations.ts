import { z } from 'zod';
import { DateTime, Ok } from './common.ts';
import { firstPasswordLabels } from './constants/passwords.ts';
import { confirmedPasswordFields, passwordsMatch } from './new-password.ts';
import { defineRoute } from './route.ts';

/** How long an invitation link to set a password stays valid. */
export const INVITATION_DAYS = 7;

/** The token of an invitation link: 43 URL-safe characters (256 bits). */
const InvitationToken = z.string().min(16).max(200);

export const InvitationLookupBody = z.object({ token: InvitationToken });

export const InvitationDetails = z.object({
  email: z.string(),
  first_name: z.string(),
  company: z.string(),
  expires_at: DateTime,
});
export type InvitationDetails = z.infer<typeof InvitationDetails>;

/** Choosing the first password through an invitation link (customers' and staff's alike). */
export const firstPasswordBody = <Token extends z.ZodType<string>>(token: Token) =>
  z
    .object({ token, ...confirmedPasswordFields(firstPasswordLabels) })
    .refine(...passwordsMatch(firstPasswordLabels));

export const AcceptPersonInvitationBody = firstPasswordBody(InvitationToken);
export type AcceptPersonInvitationBody = z.input<typeof AcceptPersonInvitationBody>;

/** One answer for an unknown, used, revoked or expired invitation: it tells nothing more. */
export const INVITATION_INVALID_MESSAGE =
  'Deze uitnodiging is niet (meer) geldig. Vraag ons om een nieuwe uitnodiging.';

/** The page an invited person lands on from the mail. */
export const invitationRoutes = {
  lookupInvitation: defineRoute({
    method: 'POST',
    path: '/invitations/lookup',
    auth: 'none',
    tag: 'invitations',
    summary: 'Who an invitation link is for; 404 when it is unknown, used, withdrawn or expired',
    body: InvitationLookupBody,
    response: InvitationDetails,
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/invitations/accept',
    auth: 'none',
    tag: 'invitations',
    summary: 'Set the password of an invited person; the link works once',
    body: AcceptPersonInvitationBody,
    response: Ok,
  }),
};
