import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  listWebhookDeliveries,
  redeliverWebhook,
  sendWebhookTest,
} from '../../services/webhooks/deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '../../services/webhooks/endpoints.ts';

/** Mijn account → Webhooks: the eigenaar manages the customer's endpoints and reads their deliveries. */
export const webhookRoutes = async (app: FastifyInstance) => {
  const policy = { allowedPrivateHosts: app.config.WEBHOOK_ALLOWED_PRIVATE_HOSTS };

  registerRoute(app, apiRoutes.listWebhookEndpoints, ({ request }) =>
    listWebhookEndpoints(app.db, sessionOf(request)),
  );

  registerRoute(app, apiRoutes.createWebhookEndpoint, ({ body, request }) =>
    createWebhookEndpoint(app.db, sessionOf(request), body, policy),
  );

  registerRoute(app, apiRoutes.updateWebhookEndpoint, ({ params, body, request }) =>
    updateWebhookEndpoint(app.db, sessionOf(request), params.id, body, policy),
  );

  registerRoute(app, apiRoutes.rotateWebhookSecret, ({ params, request }) =>
    rotateWebhookSecret(app.db, sessionOf(request), params.id),
  );

  registerRoute(app, apiRoutes.deleteWebhookEndpoint, ({ params, request }) =>
    deleteWebhookEndpoint(app.db, sessionOf(request), params.id),
  );

  registerRoute(app, apiRoutes.listWebhookDeliveries, ({ params, request }) =>
    listWebhookDeliveries(app.db, sessionOf(request), params.id),
  );

  registerRoute(app, apiRoutes.redeliverWebhook, ({ params, request }) =>
    redeliverWebhook(app.db, sessionOf(request), params.id, params.deliveryId),
  );

  registerRoute(app, apiRoutes.sendWebhookTest, ({ params, request }) =>
    sendWebhookTest(app.db, sessionOf(request), params.id),
  );
};
