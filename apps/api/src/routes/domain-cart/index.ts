import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { placeOrder } from '../../services/cart-orders.ts';
import { checkPrices, quoteCart } from '../../services/domain-cart.ts';
import { publicValuePack, valuePacks } from '../../services/value-packs.ts';

export const domainCartRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.checkDomainPrices, ({ body }) => checkPrices(app.db, body));

  registerRoute(app, apiRoutes.listValuePacks, () => valuePacks.map(publicValuePack));

  registerRoute(app, apiRoutes.applyValuePack, ({ body }) => quoteCart(app.db, body.cart));

  registerRoute(app, apiRoutes.placeOrder, async ({ body, request }) => {
    const { confirmation, ...placed } = await placeOrder(app.db, sessionOf(request), body.cart);
    if (confirmation) {
      // The order stands once stored; a mail that cannot go out now is logged for the provider to follow up.
      await app.mailer
        .send(confirmation)
        .catch((error) =>
          request.log.error({ err: error, order: placed.order_id }, 'order confirmation not sent'),
        );
    }
    return placed;
  });
};
