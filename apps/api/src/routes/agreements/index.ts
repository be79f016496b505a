import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { acceptAgreement, listCustomerAgreements } from '../../services/agreements/acceptances.ts';

/** The documents a company must accept (verwerkersovereenkomst, terms): read by all, accepted by an eigenaar. */
export const agreementRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.listAgreements, ({ request }) =>
    listCustomerAgreements(app.db, sessionOf(request)),
  );
  registerRoute(app, apiRoutes.acceptAgreement, ({ body, request }) =>
    acceptAgreement(app.db, sessionOf(request), body, clientOf(request)),
  );
};
