import { createHash, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_FORBIDDEN_MESSAGE,
  API_KEY_INVALID_MESSAGE,
  API_KEY_TOO_MANY_MESSAGE,
  TEAM_ROLE_FORBIDDEN_MESSAGE,
  type TeamRole,
} from '@maatwerk/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { clientOf } from '../lib/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { findApiKey, looksLikeApiKey } from '../services/api-keys/find-key.ts';
import { MeiliError } from '../services/search/meili-error.ts';
import { type AuthenticatedSession, findSession } from '../services/sessions.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A customer's login or API key whose team role is one of `roles`: 401 without either, 403 for
     * another role, and 403 for any key where `apiKeys` is 'refused'.
     */
    requireLogin: (
      roles: readonly TeamRole[],
      options?: { apiKeys?: 'refused' },
    ) => onRequestAsyncHookHandler;
    requireSearchKey: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
};

/** The authenticated session of a guarded route: set by requireLogin, so never null there. */
export const sessionOf = (request: FastifyRequest): AuthenticatedSession => {
  if (!request.session) throw new HttpError('unauthorized');
  return request.session;
};

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);

  /** A key's own budget of requests is taken before its role is judged: every request counts. */
  const apiKeyCaller = async (request: FastifyRequest, token: string, apiKeys: 'refused' | undefined) => {
    const caller = await findApiKey(app.db, token, clientOf(request));
    if (!caller) throw new HttpError('unauthorized', API_KEY_INVALID_MESSAGE);
    await app.limits.requestsByApiKey.take(caller.apiKeyId, API_KEY_TOO_MANY_MESSAGE);
    if (apiKeys === 'refused') throw new HttpError('forbidden', API_KEY_FORBIDDEN_MESSAGE);
    return caller;
  };

  app.decorate('requireLogin', (roles: readonly TeamRole[], { apiKeys }: { apiKeys?: 'refused' } = {}) => {
    const hook: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError('unauthorized');
      const session = looksLikeApiKey(token)
        ? await apiKeyCaller(request, token, apiKeys)
        : await findSession(app.db, token, 'login');
      if (!session) throw new HttpError('unauthorized', 'Je sessie is verlopen. Log opnieuw in.');
      if (!roles.includes(session.teamRole)) throw new HttpError('forbidden', TEAM_ROLE_FORBIDDEN_MESSAGE);
      request.session = {
        sessionId: session.sessionId,
        userId: session.userId,
        customerId: session.customerId,
        teamRole: session.teamRole,
      };
    };
    return hook;
  });

  // The search key guards Meilisearch's protocol, so its errors have Meilisearch's shape.
  const searchKeyDigest = digest(app.config.SEARCH_PUBLIC_KEY);
  app.decorate('requireSearchKey', async (request: FastifyRequest) => {
    if (!request.headers.authorization) {
      throw new MeiliError(
        401,
        'missing_authorization_header',
        'De Authorization-header ontbreekt. Stuur de zoeksleutel als Bearer-token.',
        'auth',
      );
    }
    const token = bearerToken(request);
    if (!token || !timingSafeEqual(digest(token), searchKeyDigest)) {
      throw new MeiliError(403, 'invalid_api_key', 'Deze zoeksleutel is niet geldig.', 'auth');
    }
  });
});
