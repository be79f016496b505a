import {
  type ApiRouteName,
  apiRoutes,
  MeiliErrorBody,
  MultiSearchRequest,
  MultiSearchResponse,
  publicSearchIndexes,
  searchFormatting,
  searchIndexes,
  searchLimits,
  searchSort,
} from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { MeiliError } from '../../services/search/meili-error.ts';
import { meiliValidationError } from '../../services/search/meili-validation.ts';
import { searchAsTeamMember } from '../../services/search/team-search.ts';
import { checkQuery } from '../../services/search/validate.ts';

/** Searches per visitor address and minute: search-as-you-type by a person stays far below it. */
const SEARCHES_PER_MINUTE = 300;

export const searchRoutes = async (app: FastifyInstance) => {
  const limit = visitorLimit(SEARCHES_PER_MINUTE, 60, 'Te veel zoekopdrachten. Probeer het zo opnieuw.');
  // Meilisearch's protocol, errors included, so it is registered by hand rather than from the contract.
  app.route({
    method: 'POST',
    url: apiRoutes.multiSearch.path,
    schema: {
      operationId: 'multiSearch' satisfies ApiRouteName,
      summary: apiRoutes.multiSearch.summary,
      tags: [apiRoutes.multiSearch.tag],
      security: [{ searchKey: [] }],
      body: MultiSearchRequest,
      response: { 200: MultiSearchResponse, '4xx': MeiliErrorBody, '5xx': MeiliErrorBody },
    },
    attachValidation: true,
    preHandler: app.requireSearchKey,
    errorHandler: (error, request, reply) => {
      if (error instanceof MeiliError) return reply.code(error.statusCode).send(error.toBody());
      if (error instanceof HttpError && error.statusCode === 429) {
        return reply
          .code(429)
          .header('retry-after', String(error.extra.retryAfter ?? 60))
          .send(new MeiliError(429, 'too_many_search_requests', error.message, 'system').toBody());
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn('search: database unavailable');
        return reply
          .code(503)
          .header('retry-after', '2')
          .send(
            new MeiliError(
              503,
              'service_unavailable',
              'Zoeken is even niet beschikbaar. Probeer het zo opnieuw.',
              'system',
            ).toBody(),
          );
      }
      if (
        (error as { statusCode?: number }).statusCode === 400 ||
        (error as { statusCode?: number }).statusCode === 415
      ) {
        return reply
          .code(400)
          .send(new MeiliError(400, 'bad_request', 'Het verzoek is geen geldige JSON.').toBody());
      }
      request.log.error({ err: error }, 'search failed');
      return reply
        .code(500)
        .send(
          new MeiliError(
            500,
            'internal',
            'Er ging iets mis bij het zoeken. Probeer het later opnieuw.',
            'internal',
          ).toBody(),
        );
    },
    handler: async (request) => {
      await limit(request.ip);
      const parsed = MultiSearchRequest.safeParse(request.body);
      if (!parsed.success) throw meiliValidationError(parsed.error, request.body);
      const queries = parsed.data.queries.map((query, position) =>
        checkQuery(query, position, publicSearchIndexes),
      );
      return { results: await app.searchEngine.search(queries, { customerId: null }) };
    },
  });

  registerRoute(app, apiRoutes.frontendSearch, async ({ body, request }) => {
    const queries = searchIndexes.map((indexUid, position) =>
      checkQuery(
        {
          indexUid,
          q: body.q,
          limit: searchLimits[indexUid],
          offset: 0,
          sort: searchSort[indexUid] ? [...searchSort[indexUid]] : null,
          ...searchFormatting,
          attributesToHighlight: [...searchFormatting.attributesToHighlight],
          attributesToCrop: [...searchFormatting.attributesToCrop],
        },
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
