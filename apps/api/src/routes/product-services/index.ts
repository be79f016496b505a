import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { domainRegistrarFromEnv } from '../../services/domain-registrar.ts';
import {
  cancelOwnService,
  domainForTransferCode,
  listOwnServices,
  recordTransferCodeGiven,
  type ServiceCaller,
  setOwnAutoRenew,
  withdrawOwnCancellation,
} from '../../services/products/customer-services.ts';
import { changeOwnPackage, packageOptions } from '../../services/products/package-change.ts';
import { cancellationMail, personOf, transferCodeMail } from '../../services/products/service-mails.ts';
import { recordSecurityEvent } from '../../services/security-log.ts';

/** The customer's services on the product list and what the customer may do with them (decision 0059). */
export const productServiceRoutes = async (app: FastifyInstance) => {
  const registrar = domainRegistrarFromEnv(app.config, app.log);
  const callerOf = (request: FastifyRequest): ServiceCaller => ({
    ...sessionOf(request),
    address: request.ip,
  });

  registerRoute(app, apiRoutes.listServices, ({ request }) => listOwnServices(app.db, sessionOf(request)));

  registerRoute(app, apiRoutes.cancelService, async ({ params, request }) => {
    const caller = callerOf(request);
    const { service, product } = await cancelOwnService(app.db, caller, params.id);
    // The cancellation stands once stored; a confirmation that cannot go out now is logged.
    const person = await personOf(app.db, caller.userId);
    if (person && service.ends_on) {
      await app.mailer
        .send(
          cancellationMail(
            person,
            { description: service.description, product: product.name, endsOn: service.ends_on },
            app.config.SITE_URL,
          ),
        )
        .catch((error) =>
          request.log.error({ err: error, service: service.id }, 'cancellation mail not sent'),
        );
    }
    return service;
  });

  registerRoute(app, apiRoutes.withdrawServiceCancellation, ({ params, request }) =>
    withdrawOwnCancellation(app.db, callerOf(request), params.id),
  );

  registerRoute(app, apiRoutes.setServiceAutoRenew, ({ params, body, request }) =>
    setOwnAutoRenew(app.db, callerOf(request), params.id, body.auto_renew),
  );

  registerRoute(app, apiRoutes.listPackageOptions, ({ params, request }) =>
    packageOptions(app.db, callerOf(request), params.id),
  );

  registerRoute(app, apiRoutes.changeServicePackage, ({ params, body, request }) =>
    changeOwnPackage(app.db, callerOf(request), params.id, body.product_id),
  );

  registerRoute(app, apiRoutes.requestTransferCode, async ({ params, request }) => {
    const caller = callerOf(request);
    const service = await domainForTransferCode(app.db, caller, params.id);
    const code = await registrar.transferCode(service.description);
    await recordTransferCodeGiven(app.db, caller, service);
    await recordSecurityEvent(app.db, caller.userId, 'transfer_code_requested', clientOf(request));
    const person = await personOf(app.db, caller.userId);
    if (person) {
      await app.mailer
        .send(transferCodeMail(person, service.description, code))
        .catch((error) =>
          request.log.error({ err: error, service: service.id }, 'transfer code mail not sent'),
        );
    }
    return { domain: service.description, transfer_code: code };
  });
};
