import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failureCause, isDatabaseUnavailable, isDiskFull } from '../lib/database-errors.ts';
import { errorBody, HttpError } from '../lib/http-error.ts';
import { MeiliError } from '../services/search/meili-error.ts';

/** How long after the last write refused for a full disk /health still reports it. */
const DISK_FULL_REPORTED_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a write was refused for a full disk in the last minute. */
    diskFull: () => boolean;
  }
}

const clientErrorMessage: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Stuur de gegevens als JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'De gegevens ontbreken.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'De gegevens zijn te groot.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'De gegevens zijn geen geldige JSON.',
};

/**
 * The router answers a malformed or overlong URL before any plugin runs; pass this as the server's
 * `frameworkErrors` option so that those answers, too, have the one documented shape.
 */
export const frameworkErrors = (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  // No hook runs for these, so helmet does not either: the same hardening headers as every JSON answer.
  reply
    .headers({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    })
    .code(400);
  // The index routes speak Meilisearch's protocol: its clients read its shape of error.
  if (request.url.startsWith('/indexes/')) {
    reply.send(
      new MeiliError(400, 'invalid_index_uid', 'De naam van de index is ongeldig of te lang.').toBody(),
    );
    return;
  }
  reply.send(errorBody('bad_request', 'Dit adres is ongeldig of te lang.'));
};

/** Every error leaves the API in the one documented shape, with a Dutch message. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  let diskFullAt = 0;
  app.decorate('diskFull', () => Date.now() - diskFullAt < DISK_FULL_REPORTED_MS);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // Under /indexes/ a client of Meilisearch's protocol reads its shape of error: an address that
    // names no search route of an index (as /indexes/./search becomes /indexes/search) names an
    // index that does not exist, as Meilisearch answers it.
    if (path.startsWith('/indexes/')) {
      const indexUid = path.split('/')[2] ?? '';
      reply
        .code(404)
        .send(new MeiliError(404, 'index_not_found', `De index \`${indexUid}\` bestaat niet.`).toBody());
      return;
    }
    reply.code(404).send(errorBody('not_found', `Geen route voor ${request.method} ${path}.`));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra.retryAfter !== undefined) reply.header('retry-after', String(error.extra.retryAfter));
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[where] ??= issue.message ?? 'Ongeldige waarde.';
      }
      return reply
        .code(422)
        .send({ ...errorBody('validation_failed'), fields } satisfies ReturnType<typeof errorBody>);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.code(500).send(errorBody('internal_error'));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(errorBody('too_many_requests'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(errorBody('bad_request', clientErrorMessage[error.code]));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(failureCause(error), 'database unavailable');
      return reply.code(503).header('retry-after', '2').send(errorBody('service_unavailable'));
    }
    if (isDiskFull(error)) {
      // Logged once when it starts, with its cause and without the data that was being written.
      if (!app.diskFull()) request.log.error(failureCause(error), 'disk full: writes are refused');
      diskFullAt = Date.now();
      return reply.code(503).header('retry-after', '60').send(errorBody('service_unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('internal_error'));
  });
});
