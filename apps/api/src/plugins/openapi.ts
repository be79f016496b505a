import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { apiTags } from '@maatwerk/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Env } from '../env.ts';
import { onFirstUse } from '../lib/on-first-use.ts';
import { withUsedSchemasOnly } from '../lib/openapi-used-schemas.ts';
import { webhookDocuments } from '../lib/openapi-webhooks.ts';

const documentOptions = (env: Env): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Kodewerk provider API',
      description:
        'The API behind the Kodewerk website and customer portal. Updates are also accepted as `POST path?_method=PUT`.',
      version: '1.0.0',
      license: { name: 'Proprietary', url: `${env.SITE_URL}/algemene-voorwaarden` },
    },
    servers: [
      // Without a public address of its own the API is where this document was fetched from.
      { url: env.API_PUBLIC_URL ?? '/', description: 'The Kodewerk provider API' },
    ],
    tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Login token from POST /login' },
        searchKey: { type: 'http', scheme: 'bearer', description: 'The public search key' },
        staffAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'Staff token from POST /staff/validate-mfa (a setup token reaches only the factor setup)',
        },
      },
    },
  },
  transform: jsonSchemaTransform,
  transformObject: (input) =>
    withUsedSchemasOnly({ ...jsonSchemaTransformObject(input), webhooks: webhookDocuments() }),
});

/** What a request for the reference page passes on, and what its answer carries back. */
const PASSED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range'] as const;
const PASSED_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'etag',
  'last-modified',
  'location',
  'accept-ranges',
  'content-range',
];

/**
 * The OpenAPI document is generated from the contract's schemas; /docs shows it. The API records
 * its routes as they are declared; the document and the page (@fastify/swagger, swagger-ui and
 * their static files, about 3 MB of an idle API: docs/benchmarks.md) are built on the first
 * request for either, by a Fastify instance of their own that declares the same routes with the
 * same schemas and never answers them.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // A hidden route is left out of the document, as @fastify/swagger leaves it out.
    if (!(route.schema as { hide?: boolean } | undefined)?.hide) routes.push(route);
  });

  let built: FastifyInstance | undefined;
  app.addHook('onClose', async () => {
    await built?.close();
  });
  const reference = onFirstUse(async () => {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    const docs = Fastify({ exposeHeadRoutes: false });
    built = docs;
    // Only the schemas are read, to describe the routes; nothing is validated or answered here.
    docs.setValidatorCompiler(() => () => true);
    docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
    await docs.register(swagger, documentOptions(app.config));
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    await docs.register(async (scope) => {
      for (const { method, url, schema, constraints } of routes) {
        scope.route({ method, url, schema, constraints, handler: async () => undefined });
      }
    });
    await docs.ready();
    return docs;
  });

  app.get('/openapi.json', { schema: { hide: true } }, async () => (await reference()).swagger());

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers: Record<string, string> = {};
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await (await reference()).inject({
      // A HEAD request is answered as a GET; Node leaves the body out.
      method: 'GET',
      url: request.url,
      headers,
    });
    if (answer.statusCode === 404) return reply.callNotFound();
    for (const name of PASSED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
  };
  for (const url of ['/docs', '/docs/*']) {
    app.route({ method: ['GET', 'HEAD'], url, schema: { hide: true }, handler: page });
  }
});
