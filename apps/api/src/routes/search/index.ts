import {
  apiRoutes,
  MultiSearchQuery,
  searchFormatting,
  searchIndexes,
  searchLimits,
  searchSort,
} from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { searchAsTeamMember } from '../../services/search/team-search.ts';
import { checkQuery } from '../../services/search/validate.ts';
import { meiliProtocolRoutes } from './meili-protocol.ts';

export const searchRoutes = async (app: FastifyInstance) => {
  await meiliProtocolRoutes(app);

  registerRoute(app, apiRoutes.frontendSearch, async ({ body, request }) => {
    const queries = searchIndexes.map((indexUid, position) =>
      checkQuery(
        MultiSearchQuery.parse({
          indexUid,
          q: body.q,
          limit: searchLimits[indexUid],
          sort: searchSort[indexUid] ? [...searchSort[indexUid]] : null,
          ...searchFormatting,
          attributesToHighlight: [...searchFormatting.attributesToHighlight],
          attributesToCrop: [...searchFormatting.attributesToCrop],
        }),
        position,
        searchIndexes,
      ),
    );
    try {
      return {
        query: body.q,
        results: await searchAsTeamMember(app.searchEngine, sessionOf(request), queries),
      };
    } catch (error) {
      request.log.error({ err: error }, 'search failed');
      throw new HttpError('service_unavailable', 'Zoeken lukt even niet. Probeer het zo opnieuw.');
    }
  });
};
