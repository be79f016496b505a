import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  changeTeamMemberRole,
  inviteTeamMember,
  listTeamMembers,
  removeTeamMember,
} from '../../services/team.ts';

/** Mijn account → Team: the eigenaar lists, invites, changes and removes the customer's people. */
export const teamRoutes = async (app: FastifyInstance) => {
  const mail = { mailer: app.mailer, siteUrl: app.config.SITE_URL };

  registerRoute(app, apiRoutes.listTeamMembers, ({ request }) => listTeamMembers(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.inviteTeamMember, ({ body, request }) =>
    inviteTeamMember(app.db, mail, app.limits, sessionOf(request), body),
  );

  registerRoute(app, apiRoutes.changeTeamMemberRole, ({ params, body, request }) =>
    changeTeamMemberRole(app.db, sessionOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.removeTeamMember, ({ params, request }) =>
    removeTeamMember(app.db, sessionOf(request), params.id),
  );
};
