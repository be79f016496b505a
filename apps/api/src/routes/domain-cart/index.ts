import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { listDomainOrders, placeOrder, staffCheckRequest } from '../../services/cart-orders.ts';
import { checkPrices, quoteCart } from '../../services/domain-cart.ts';
import { domainRegistryFromEnv } from '../../services/domain-registry.ts';
import { publicValuePack, valuePacks } from '../../services/value-packs.ts';

export const domainCartRoutes = async (app: FastifyInstance) => {
  const registry = domainRegistryFromEnv(app.config, app.log);

  registerRoute(app, apiRoutes.listDomainOrders, ({ request }) =>
    listDomainOrders(app.db, sessionOf(request)),
  );

  registerRoute(app, apiRoutes.checkDomainPrices, ({ body, request }) =>
    checkPrices(app.db, registry, sessionOf(request), body),
  );

  registerRoute(app, apiRoutes.listValuePacks, () => valuePacks.map(publicValuePack));

  registerRoute(app, apiRoutes.applyValuePack, ({ body, request }) =>
    quoteCart(app.db, registry, sessionOf(request), body.cart),
  );

  registerRoute(app, apiRoutes.placeOrder, async ({ body, request }) => {
    const { confirmation, ...placed } = await placeOrder(app.db, registry, sessionOf(request), body.cart);
    // The order stands once stored; a mail that cannot go out now is logged for the provider to follow up.
    if (confirmation) {
      await app.mailer
        .send(confirmation)
        .catch((error) =>
          request.log.error({ err: error, order: placed.order_id }, 'order confirmation not sent'),
        );
    }
    if (placed.staff_check.length > 0) {
      await app.mailer
        .send(staffCheckRequest(app.config.CONTACT_EMAIL, placed.order_id, placed.staff_check))
        .catch((error) =>
          request.log.error({ err: error, order: placed.order_id }, 'availability check request not sent'),
        );
    }
    return placed;
  });
};
