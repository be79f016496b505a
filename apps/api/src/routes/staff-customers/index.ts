import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from '../../services/staff-customers/customers.ts';
import {
  createPerson,
  deactivatePerson,
  invitePerson,
  reactivatePerson,
  revokeInvitation,
} from '../../services/staff-customers/people.ts';
import { writerOf } from '../staff-request.ts';

/** Customers and their people, for the provider's staff. */
export const staffCustomerRoutes = async (app: FastifyInstance) => {
  const mail = { mailer: app.mailer, siteUrl: app.config.SITE_URL };

  registerRoute(app, apiRoutes.staffListCustomers, ({ query }) => listCustomers(app.db, query.q));
  registerRoute(app, apiRoutes.staffGetCustomer, ({ params }) => getCustomer(app.db, params.id));
  registerRoute(app, apiRoutes.staffCreateCustomer, ({ body, request }) =>
    createCustomer(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffUpdateCustomer, ({ params, body, request }) =>
    updateCustomer(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffCreatePerson, ({ params, body, request }) =>
    createPerson(app.db, mail, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffInvitePerson, ({ params, request }) =>
    invitePerson(app.db, mail, writerOf(request), params.id),
  );
  registerRoute(app, apiRoutes.staffRevokeInvitation, ({ params, request }) =>
    revokeInvitation(app.db, writerOf(request), params.id),
  );
  registerRoute(app, apiRoutes.staffDeactivatePerson, ({ params, request }) =>
    deactivatePerson(app.db, writerOf(request), params.id),
  );
  registerRoute(app, apiRoutes.staffReactivatePerson, ({ params, request }) =>
    reactivatePerson(app.db, writerOf(request), params.id),
  );
};
