import { z } from 'zod';
import { DateTime, IdParams } from '../common.ts';
import { Email } from '../fields.ts';
import { firstPasswordBody } from '../invitations.ts';
import { defineRoute } from '../route.ts';
import { requiredText } from '../user-stories.ts';
import { StaffSession } from './auth.ts';
import { ADMIN_ONLY, staffRoles } from './roles.ts';

/**
 * Staff management, for `beheerder` only: the list, inviting by e-mail (a one-use link valid for
 * 7 days, to a page where the invitee chooses a password and then sets up the authenticator app),
 * changing a role or name, deactivating (every session ends at once). Every change is written to
 * the audit log. There is always at least one active beheerder: the last one cannot be demoted
 * or deactivated (409 `conflict`). A lost authenticator app: a beheerder resets another staff
 * member's second factor; every session of theirs ends and the next login sets up a new one.
 *
 * Taking an invitation in (`POST /staff/invitation`, no login) answers 404 `not_found` for a link
 * that is unknown, used or expired, and 429 `too_many_requests` with Retry-After past
 * STAFF_INVITATION_TRIES_PER_WINDOW tries from one client address in 15 minutes.
 */

/** How long an invitation link works. */
export const STAFF_INVITATION_DAYS = 7;
/** Tries to take an invitation in per client address per 15 minutes, known links or not. */
export const STAFF_INVITATION_TRIES_PER_WINDOW = 30;
/** The answer past that budget. */
export const STAFF_INVITATION_TOO_MANY_MESSAGE = 'Te veel pogingen. Probeer het later opnieuw.';

export const StaffMember = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(staffRoles),
    /** `uitgenodigd`: no password chosen yet; `actief`; `gedeactiveerd`. */
    status: z.enum(['uitgenodigd', 'actief', 'gedeactiveerd']),
    mfa_enabled: z.boolean(),
    created_at: DateTime,
    deactivated_at: DateTime.nullable(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;

export const staffStatusLabels: Record<StaffMember['status'], string> = {
  uitgenodigd: 'Uitgenodigd',
  actief: 'Actief',
  gedeactiveerd: 'Gedeactiveerd',
};

const StaffRoleInput = z.enum(staffRoles, { error: 'Kies een rol.' });

const StaffName = requiredText('Naam').trim().min(1, 'Naam is verplicht.').max(120, 'Naam is te lang.');

export const InviteStaffBody = z.object({
  email: Email('E-mailadres'),
  name: StaffName,
  role: StaffRoleInput,
});
export type InviteStaffBody = z.input<typeof InviteStaffBody>;

export const StaffInvitation = z
  .object({
    member: StaffMember,
    /** The one-use link (SITE_URL/beheer/uitnodiging?token=…), also sent by e-mail. */
    invitation_url: z.string(),
    expires_at: DateTime,
    /** Whether the e-mail with the link went out; if not, pass the link on yourself. */
    mail_sent: z.boolean(),
  })
  .meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof StaffInvitation>;

export const UpdateStaffBody = z
  .object({ name: StaffName.optional(), role: StaffRoleInput.optional() })
  .refine((body) => body.name !== undefined || body.role !== undefined, 'Geef aan wat er moet veranderen.');
export type UpdateStaffBody = z.input<typeof UpdateStaffBody>;

export const InvitationTokenQuery = z.object({ token: z.string().min(1).max(256) });

export const InvitationInfo = z
  .object({ name: z.string(), email: z.string(), expires_at: DateTime })
  .meta({ id: 'StaffInvitationInfo' });
export type InvitationInfo = z.infer<typeof InvitationInfo>;

export const AcceptInvitationBody = firstPasswordBody(z.string().min(1).max(256));
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBody>;

export const staffMembersRoutes = {
  staffListMembers: defineRoute({
    method: 'GET',
    path: '/staff/members',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag: 'staff-members',
    summary: 'All staff members, active first',
    response: z.object({ items: z.array(StaffMember) }),
  }),
  staffInviteMember: defineRoute({
    method: 'POST',
    path: '/staff/members',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag: 'staff-members',
    summary: 'Invite a staff member by e-mail: a one-use link, valid for 7 days, to choose a password',
    body: InviteStaffBody,
    response: StaffInvitation,
    status: 201,
  }),
  staffUpdateMember: defineRoute({
    method: 'PUT',
    path: '/staff/members/:id',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag: 'staff-members',
    summary: "Change a staff member's name or role; the new role counts from the next call",
    params: IdParams,
    body: UpdateStaffBody,
    response: StaffMember,
    methodOverride: true,
  }),
  staffDeactivateMember: defineRoute({
    method: 'POST',
    path: '/staff/members/:id/deactivate',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag: 'staff-members',
    summary: 'Deactivate a staff member: every session ends at once and logging in no longer works',
    params: IdParams,
    response: StaffMember,
  }),
  staffResetMemberFactor: defineRoute({
    method: 'POST',
    path: '/staff/members/:id/reset-mfa',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag: 'staff-members',
    summary:
      "Reset a staff member's second factor (a lost phone): every session ends, the next login sets up a new one",
    params: IdParams,
    response: StaffMember,
  }),
  staffReinviteMember: defineRoute({
    method: 'POST',
    path: '/staff/members/:id/invitation',
    auth: 'staff',
    staffRoles: ADMIN_ONLY,
    tag: 'staff-members',
    summary: 'A new invitation link for a staff member who has not chosen a password yet; the old link stops',
    params: IdParams,
    response: StaffInvitation,
    status: 201,
  }),
  staffInvitationInfo: defineRoute({
    method: 'GET',
    path: '/staff/invitation',
    auth: 'none',
    tag: 'staff-members',
    summary: 'Who an invitation link is for, while it is valid',
    query: InvitationTokenQuery,
    response: InvitationInfo,
  }),
  staffAcceptInvitation: defineRoute({
    method: 'POST',
    path: '/staff/invitation',
    auth: 'none',
    tag: 'staff-members',
    summary: 'Choose a password with an invitation link; answers a setup login for the authenticator app',
    body: AcceptInvitationBody,
    response: StaffSession,
  }),
};
