import { ApiErrorBody, apiRoutes, type RouteDefinition, type RouteResponse } from '@maatwerk/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { METHOD_OVERRIDE } from '../plugins/method-override.ts';

type Parsed<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface RouteContext<R extends RouteDefinition> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDefinition> = (
  context: RouteContext<R>,
) => Promise<RouteResponse<R>> | RouteResponse<R>;

const security = {
  bearer: [{ bearerAuth: [] }],
  staff: [{ staffAuth: [] }],
  'search-key': [{ searchKey: [] }],
  none: [],
} as const;

/** Each contract route's name in `apiRoutes`: its operationId in the OpenAPI document. */
const routeNames = new Map<RouteDefinition, string>(
  Object.entries(apiRoutes).map(([name, route]) => [route, name]),
);

/** The guard of a route's auth, run before the body is read. */
const guardOf = (app: FastifyInstance, route: RouteDefinition) => {
  switch (route.auth) {
    case 'bearer':
      if (route.teamRoles.length === 0) {
        throw new Error(`customer route ${route.method} ${route.path} names no teamRoles`);
      }
      return app.requireLogin(route.teamRoles, { apiKeys: route.apiKeys });
    case 'staff':
      if (!route.staffRoles || route.staffRoles.length === 0) {
        throw new Error(`staff route ${route.method} ${route.path} names no staffRoles`);
      }
      return app.requireStaff(route.staffRoles, { duringMfaSetup: route.staffDuringMfaSetup === true });
    case 'search-key':
      return app.requireSearchKey;
    default:
      return [];
  }
};

/**
 * Registers a contract route: its schemas validate the input and serialise the answer, its auth
 * decides the guard (for customer routes with the route's teamRoles, for staff routes with its staffRoles), and a PUT with methodOverride also answers `POST path?_method=PUT`.
 */
export const registerRoute = <R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  /** A guard of the route's own instead of the one its auth gives (GET /refresh takes link tokens too). */
  { guard }: { guard?: onRequestAsyncHookHandler } = {},
): void => {
  const status = route.status ?? 200;
  const options: RouteOptions = {
    method: route.method,
    url: route.path,
    schema: {
      operationId: routeNames.get(route),
      summary: route.summary,
      tags: [route.tag],
      security: [...security[route.auth]],
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      response: {
        [status]: route.response,
        ...(route.degradedStatus && { [route.degradedStatus]: route.response }),
        '4xx': ApiErrorBody,
        '5xx': ApiErrorBody,
      },
    },
    // Before the body is read and validated: a caller without a login learns nothing about the input.
    onRequest: guard ?? guardOf(app, route),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        request,
        reply,
      });
      // A route with a degraded status may have set it; everything else answers its success status.
      if (!(route.degradedStatus && reply.statusCode === route.degradedStatus)) reply.code(status);
      return result;
    },
  };
  app.route(options);
  if (route.methodOverride && route.method === 'PUT') {
    app.route({
      ...options,
      method: 'POST',
      constraints: { [METHOD_OVERRIDE]: 'PUT' },
      schema: { ...options.schema, hide: true },
    });
  }
};
