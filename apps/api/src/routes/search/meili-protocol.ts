import {
  type ApiRouteName,
  apiRoutes,
  IndexSearchRequest,
  MEILISEARCH_PROTOCOL_VERSION,
  MeiliErrorBody,
  MultiSearchRequest,
  publicSearchIndexes,
  type RouteDefinition,
  searchQueryStringToBody,
} from '@maatwerk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { meiliAnswer } from '../../services/search/meili-answer.ts';
import { meiliValidationError } from '../../services/search/meili-validation.ts';
import { checkQuery } from '../../services/search/validate.ts';
import { meiliErrorHandler } from './meili-errors.ts';

/** Searches per visitor address and minute: search-as-you-type by a person stays far below it. */
const SEARCHES_PER_MINUTE = 300;

type MeiliRouteName = 'multiSearch' | 'indexSearch' | 'indexSearchGet' | 'meiliVersion';

/**
 * Meilisearch's protocol for what its public search key may do (docs/decisions/0048): its errors
 * are Meilisearch's, so these routes are registered by hand rather than by registerRoute, and
 * they judge their input themselves to name the parameter as Meilisearch does.
 */
export const meiliProtocolRoutes = async (app: FastifyInstance) => {
  const limit = visitorLimit(SEARCHES_PER_MINUTE, 60, 'Te veel zoekopdrachten. Probeer het zo opnieuw.');

  const register = (name: MeiliRouteName, handler: (request: FastifyRequest) => Promise<unknown>) => {
    const route: RouteDefinition = apiRoutes[name];
    app.route({
      method: route.method,
      url: route.path,
      schema: {
        operationId: name satisfies ApiRouteName,
        summary: route.summary,
        tags: [route.tag],
        security: [{ searchKey: [] }],
        ...(route.params && { params: route.params }),
        ...(route.query && { querystring: route.query }),
        ...(route.body && { body: route.body }),
        response: { 200: route.response, '4xx': MeiliErrorBody, '5xx': MeiliErrorBody },
      },
      attachValidation: true,
      preHandler: app.requireSearchKey,
      errorHandler: meiliErrorHandler,
      handler,
    });
  };

  const searchIndex = async (indexUid: string, input: unknown) => {
    const parsed = IndexSearchRequest.safeParse(input ?? {});
    if (!parsed.success) throw meiliValidationError(parsed.error, input);
    const query = checkQuery({ indexUid, ...parsed.data }, 0, publicSearchIndexes);
    const [result] = await app.searchEngine.search([query], { customerId: null });
    return meiliAnswer(result!, query);
  };
  const indexUidOf = (request: FastifyRequest) => String((request.params as { indexUid: string }).indexUid);

  register('multiSearch', async (request) => {
    await limit(request.ip);
    const parsed = MultiSearchRequest.safeParse(request.body);
    if (!parsed.success) throw meiliValidationError(parsed.error, request.body);
    const queries = parsed.data.queries.map((query, position) =>
      checkQuery(query, position, publicSearchIndexes),
    );
    const results = await app.searchEngine.search(queries, { customerId: null });
    return {
      results: results.map((result, position) => ({
        indexUid: result.indexUid,
        ...meiliAnswer(result, queries[position]!),
      })),
    };
  });

  register('indexSearch', async (request) => {
    await limit(request.ip);
    return searchIndex(indexUidOf(request), request.body);
  });

  register('indexSearchGet', async (request) => {
    await limit(request.ip);
    return searchIndex(
      indexUidOf(request),
      searchQueryStringToBody(request.query as Record<string, unknown>),
    );
  });

  register('meiliVersion', async () => ({
    pkgVersion: MEILISEARCH_PROTOCOL_VERSION,
    // Meilisearch says 'unknown' where it was built without its commit; this API is no build of it.
    commitSha: 'unknown',
    commitDate: 'unknown',
  }));
};
