import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { MeiliError } from '../../services/search/meili-error.ts';

/** Every error of a route of Meilisearch's protocol, in Meilisearch's shape. */
export const meiliErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
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
  if (error.statusCode === 400 || error.statusCode === 415) {
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
};
