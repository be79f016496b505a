import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Spec §7 sends updates as `POST path?_method=PUT`. Routing on a constraint derived from the
 * query lets such a POST reach the PUT handler while a plain POST on the same path stays its own route.
 */
export const METHOD_OVERRIDE = 'methodOverride';

export const methodOverridePlugin = fp(async (app: FastifyInstance) => {
  app.addConstraintStrategy({
    name: METHOD_OVERRIDE,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => {
          handlers.set(value, store);
        },
      };
    },
    deriveConstraint(request) {
      const query = request.url?.split('?')[1];
      if (!query || request.method !== 'POST') return undefined as never;
      const value = new URLSearchParams(query).get('_method')?.toUpperCase();
      return (value === 'PUT' ? 'PUT' : undefined) as never;
    },
    mustMatchWhenDerived: true,
  });
});
