import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { searchAsStaff } from '../../services/search/staff-search.ts';

/** Ctrl+K in the back office: the product's search engine, over every customer, by staff role. */
export const staffSearchRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffSearch, async ({ body, request }) => {
    try {
      return {
        query: body.q,
        results: await searchAsStaff(app.db, app.searchEngine, staffOf(request).role, body.q),
      };
    } catch (error) {
      request.log.error({ err: error }, 'staff search failed');
      throw new HttpError('service_unavailable', 'Zoeken lukt even niet. Probeer het zo opnieuw.');
    }
  });
};
