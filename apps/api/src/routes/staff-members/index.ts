import {
  ADMIN_ONLY,
  apiRoutes,
  STAFF_INVITATION_TOO_MANY_MESSAGE,
  STAFF_INVITATION_TRIES_PER_WINDOW,
} from '@maatwerk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import { assertStaffRole } from '../../services/staff-auth/staff-roles.ts';
import {
  acceptInvitation,
  invitationInfo,
  inviteStaffMember,
  reinviteStaffMember,
} from '../../services/staff-members/invitations.ts';
import {
  deactivateStaffMember,
  resetStaffFactor,
  updateStaffMember,
} from '../../services/staff-members/manage.ts';
import { listStaffMembers } from '../../services/staff-members/staff-member-row.ts';

/** Staff management for beheerders, and taking an invitation in. */
export const staffMembersRoutes = async (app: FastifyInstance) => {
  const caller = (request: FastifyRequest) => ({ ...actorOf(request), role: staffOf(request).role });
  const invitations = () => ({ siteUrl: app.config.SITE_URL, mailer: app.mailer });

  registerRoute(app, apiRoutes.staffListMembers, async ({ request }) => {
    assertStaffRole(staffOf(request).role, ADMIN_ONLY);
    return { items: await listStaffMembers(app.db) };
  });

  registerRoute(app, apiRoutes.staffInviteMember, ({ body, request }) => {
    assertStaffRole(staffOf(request).role, ADMIN_ONLY);
    return inviteStaffMember(app.db, actorOf(request), body, invitations());
  });

  registerRoute(app, apiRoutes.staffUpdateMember, ({ params, body, request }) =>
    updateStaffMember(app.db, caller(request), params.id, body),
  );

  registerRoute(app, apiRoutes.staffDeactivateMember, ({ params, request }) =>
    deactivateStaffMember(app.db, caller(request), params.id),
  );

  registerRoute(app, apiRoutes.staffResetMemberFactor, ({ params, request }) =>
    resetStaffFactor(app.db, caller(request), params.id),
  );

  registerRoute(app, apiRoutes.staffReinviteMember, ({ params, request }) => {
    assertStaffRole(staffOf(request).role, ADMIN_ONLY);
    return reinviteStaffMember(app.db, actorOf(request), params.id, invitations());
  });

  registerRoute(app, apiRoutes.staffInvitationInfo, ({ query }) => invitationInfo(app.db, query.token));

  const invitationTries = visitorLimit(
    STAFF_INVITATION_TRIES_PER_WINDOW,
    15 * 60,
    STAFF_INVITATION_TOO_MANY_MESSAGE,
  );
  registerRoute(app, apiRoutes.staffAcceptInvitation, async ({ body, request }) => {
    await invitationTries(request.ip);
    return acceptInvitation(app.db, { token: body.token, password: body.password });
  });
};
