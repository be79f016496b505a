import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import {
  customerServices,
  domainService,
  hostingPackageService,
  serverService,
  subscriptionService,
} from '../../services/staff-services/services.ts';
import { writerOf } from '../staff-request.ts';

/** A customer's domains, servers, hosting packages and subscriptions: add, change, end. */
export const staffServiceRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffListCustomerServices, ({ params }) =>
    customerServices(app.db, params.id),
  );

  registerRoute(app, apiRoutes.staffCreateDomain, ({ params, body, request }) =>
    domainService.create(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffUpdateDomain, ({ params, body, request }) =>
    domainService.update(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffEndDomain, ({ params, body, request }) =>
    domainService.end(app.db, writerOf(request), params.id, body.ended_on),
  );

  registerRoute(app, apiRoutes.staffCreateServer, ({ params, body, request }) =>
    serverService.create(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffUpdateServer, ({ params, body, request }) =>
    serverService.update(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffEndServer, ({ params, body, request }) =>
    serverService.end(app.db, writerOf(request), params.id, body.ended_on),
  );

  registerRoute(app, apiRoutes.staffCreateHostingPackage, ({ params, body, request }) =>
    hostingPackageService.create(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffUpdateHostingPackage, ({ params, body, request }) =>
    hostingPackageService.update(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffEndHostingPackage, ({ params, body, request }) =>
    hostingPackageService.end(app.db, writerOf(request), params.id, body.ended_on),
  );

  registerRoute(app, apiRoutes.staffCreateSubscription, ({ params, body, request }) =>
    subscriptionService.create(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffUpdateSubscription, ({ params, body, request }) =>
    subscriptionService.update(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffEndSubscription, ({ params, body, request }) =>
    subscriptionService.end(app.db, writerOf(request), params.id, body.ended_on),
  );
};
