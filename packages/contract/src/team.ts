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

export const ChangeTeamRoleBody = z.object({ team_role: TeamRoleInput });
export type ChangeTeamRoleBody = z.input<typeof ChangeTeamRoleBody>;

/** Managing the team: the eigenaar only; the last active eigenaar can be neither demoted nor removed. */
export const teamRoutes = {
  listTeamMembers: defineRoute({
    method: 'GET',
    path: '/me/team',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    tag: 'team',
    summary: "The people of the caller's customer with their roles, removed ones last",
    response: z.array(TeamMember),
  }),
  inviteTeamMember: defineRoute({
    method: 'POST',
    path: '/me/team',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
    tag: 'team',
    summary: 'Add a person with a role; they get the invitation mail to set a password',
    body: InviteTeamMemberBody,
    response: TeamMember,
    status: 201,
  }),
  changeTeamMemberRole: defineRoute({
    method: 'PUT',
    path: '/me/team/:id/role',
    auth: 'bearer',
    teamRoles: OWNER_ONLY,
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
    tag: 'team',
    summary:
      'Remove (deactivate) a team member: their sessions and invitation end; 422 for the last eigenaar',
    params: IdParams,
    response: TeamMember,
  }),
};
