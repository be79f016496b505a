import { z } from 'zod';
import { DateTime, IdParams } from './common.ts';
import { OWNER_ONLY, teamRoles } from './constants/team-roles.ts';
import { Email, text } from './fields.ts';
import { defineRoute } from './route.ts';

/** A person of the caller's own customer, as the eigenaar sees them under Mijn account → Team. */
export const TeamMember = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    team_role: z.enum(teamRoles),
    /** Invited and not yet set a password: the invitation is still open (or expired). */
    invitation_pending: z.boolean(),
    /** Removed from the team: no login, no sessions. */
    deactivated_at: DateTime.nullable(),
    /** The caller. */
    is_me: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMember>;

const TeamRoleInput = z.enum(teamRoles, { error: 'Kies een rol.' });

/** A new team member: they get the invitation mail to set a password, as people the support desk adds. */
export const InviteTeamMemberBody = z.object({
  first_name: text('Voornaam', 1, 100),
  last_name: text('Achternaam', 1, 100),
  email: Email('E-mailadres'),
  team_role: TeamRoleInput,
});
export type InviteTeamMemberBody = z.input<typeof InviteTeamMemberBody>;

/** Invitations one eigenaar may send, and one customer's team may send, per 15 minutes. */
export const TEAM_INVITATIONS_PER_PERSON_PER_WINDOW = 10;
export const TEAM_INVITATIONS_PER_CUSTOMER_PER_WINDOW = 20;

/**
 * The one answer to an invitation, whether or not the address is in use already: who invites
 * cannot learn from it which addresses have an account.
 */
export const TEAM_INVITATION_ACCEPTED_MESSAGE =
  'De uitnodiging is verwerkt. Is dit e-mailadres nog niet bij ons in gebruik, dan krijgt het binnen enkele minuten een link om een wachtwoord te kiezen.';

export const TEAM_INVITATIONS_TOO_MANY_MESSAGE = (retryAfterSeconds: number) =>
  `Er zijn te veel uitnodigingen verstuurd. Probeer het over ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minuten opnieuw.`;

export const TeamInvitationAccepted = z.object({ message: z.string() });
export type TeamInvitationAccepted = z.infer<typeof TeamInvitationAccepted>;

export const ChangeTeamRoleBody = z.object({ team_role: TeamRoleInput });
export type ChangeTeamRoleBody = z.input<typeof ChangeTeamRoleBody>;

/** Managing the team: the eigenaar only; the last active eigenaar can be neither demoted nor removed. */
export const teamRoutes = {
  listTeamMembers: defineRoute({
    method: 'GET',
    path: '/me/team',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    apiKeys: 'refused',
    tag: 'team',
    summary: "The people of the caller's customer with their roles, removed ones last",
    response: z.array(TeamMember),
  }),
  inviteTeamMember: defineRoute({
    method: 'POST',
    path: '/me/team',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    apiKeys: 'refused',
    tag: 'team',
    summary:
      'Add a person with a role; they get the invitation mail to set a password. The same 202 whether or not the address is in use; 429 past TEAM_INVITATIONS_PER_PERSON_PER_WINDOW or TEAM_INVITATIONS_PER_CUSTOMER_PER_WINDOW',
    body: InviteTeamMemberBody,
    response: TeamInvitationAccepted,
    status: 202,
  }),
  changeTeamMemberRole: defineRoute({
    method: 'PUT',
    path: '/me/team/:id/role',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    apiKeys: 'refused',
    tag: 'team',
    summary: 'Give a team member another role; 422 when it would leave no eigenaar',
    params: IdParams,
    body: ChangeTeamRoleBody,
    response: TeamMember,
    methodOverride: true,
  }),
  removeTeamMember: defineRoute({
    method: 'POST',
    path: '/me/team/:id/remove',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    apiKeys: 'refused',
    tag: 'team',
    summary:
      'Remove (deactivate) a team member: their sessions and invitation end; 422 for the last eigenaar',
    params: IdParams,
    response: TeamMember,
  }),
};
