import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { acceptInvitation, lookupInvitation } from '../../services/invitations.ts';

/** The page of the invitation link: who it is for, and setting the password. */
export const invitationRoutes = async (app: FastifyInstance) => {
  const limit = visitorLimit(60, 15 * 60, 'Te veel pogingen. Probeer het later opnieuw.');

  registerRoute(app, apiRoutes.lookupInvitation, async ({ body, request }) => {
    await limit(request.ip);
    return lookupInvitation(app.db, body.token);
  });

  registerRoute(app, apiRoutes.acceptInvitation, async ({ body, request }) => {
    await limit(request.ip);
    return acceptInvitation(app.db, body.token, body.password);
  });
};
