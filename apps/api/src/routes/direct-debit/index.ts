import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  directDebitOverview,
  type MandateCaller,
  revokeMandate,
  startMandate,
} from '../../services/direct-debit/mandates.ts';
import { directDebitProviderFromEnv } from '../../services/direct-debit/provider.ts';

/** SEPA direct debit through Mollie mandates: give, see and revoke a mandate (decision 0069). */
export const directDebitRoutes = async (app: FastifyInstance) => {
  const provider = directDebitProviderFromEnv(app.config);
  const urls = { siteUrl: app.config.SITE_URL, apiPublicUrl: app.config.API_PUBLIC_URL };
  const callerOf = (request: FastifyRequest): MandateCaller => ({
    ...sessionOf(request),
    address: request.ip,
  });

  registerRoute(app, apiRoutes.getDirectDebit, ({ request }) =>
    directDebitOverview(app.db, provider, sessionOf(request)),
  );

  registerRoute(app, apiRoutes.startMandate, ({ request }) =>
    startMandate(app.db, provider, callerOf(request), urls),
  );

  registerRoute(app, apiRoutes.revokeMandate, ({ params, request }) =>
    revokeMandate(app.db, provider, callerOf(request), params.id),
  );
};
