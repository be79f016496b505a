import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard of the operator's calls (/metrics, /ops/backups): `Authorization: Bearer OPS_TOKEN`. */
    requireOpsToken: onRequestAsyncHookHandler;
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The operator's calls are never public: without OPS_TOKEN they are not there at all (404, as any
 * unknown path), and with it only its bearer opens them (401 otherwise). Production refuses to
 * start without the token (env-production.ts).
 */
export const opsTokenPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.OPS_TOKEN;
  app.decorate('requireOpsToken', async (request) => {
    if (!token) throw new HttpError('not_found');
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) throw new HttpError('unauthorized', 'Geen geldige beheertoken.');
  });
});
