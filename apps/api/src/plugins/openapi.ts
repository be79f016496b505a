import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contract's schemas; /docs shows it. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kodewerk provider API',
        description:
          'The API behind the Kodewerk website and customer portal. Updates are also accepted as `POST path?_method=PUT`.',
        version: '1.0.0',
      },
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
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
