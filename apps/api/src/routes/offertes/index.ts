import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  acceptOfferte,
  askOfferteQuestion,
  declineOfferte,
  getOwnOfferte,
  listOwnOffertes,
  type OfferteCaller,
  ownOffertePdf,
} from '../../services/offertes/customer.ts';

/** The customer's offertes in the portal: read, ask, decline, accept (decision 0066). */
export const offerteRoutes = async (app: FastifyInstance) => {
  const callerOf = (request: FastifyRequest): OfferteCaller => ({
    ...sessionOf(request),
    ...clientOf(request),
  });

  registerRoute(app, apiRoutes.listOffertes, ({ request }) => listOwnOffertes(app.db, sessionOf(request)));
  registerRoute(app, apiRoutes.getOfferte, ({ params, request }) =>
    getOwnOfferte(app.db, sessionOf(request), params.id),
  );
  registerRoute(app, apiRoutes.downloadOffertePdf, async ({ params, request, reply }) => {
    const { pdf, filename } = await ownOffertePdf(app.db, sessionOf(request), params.id);
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store');
    // A Buffer is sent as it is: the JSON serializer of the contract does not touch it.
    return pdf as unknown as string;
  });
  registerRoute(app, apiRoutes.acceptOfferte, ({ params, body, request }) =>
    acceptOfferte(app.db, callerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.declineOfferte, ({ params, body, request }) =>
    declineOfferte(app.db, callerOf(request), params.id, body.reason),
  );
  registerRoute(app, apiRoutes.askOfferteQuestion, ({ params, body, request }) =>
    askOfferteQuestion(app.db, sessionOf(request), params.id, body.body_html),
  );
};
