import { createHash, timingSafeEqual } from 'node:crypto';
import { TEAM_ROLE_FORBIDDEN_MESSAGE, type TeamRole } from '@maatwerk/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { MeiliError } from '../services/search/meili-error.ts';
import { type AuthenticatedSession, findSession } from '../services/sessions.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

declare module 'fastify' {
  interface FastifyInstance {
    /** A customer's login whose team role is one of `roles`: 401 without a login, 403 for another role. */
    requireLogin: (roles: readonly TeamRole[]) => onRequestAsyncHookHandler;
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

  app.decorate('requireLogin', (roles: readonly TeamRole[]) => {
    const hook: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError('unauthorized');
      const session = await findSession(app.db, token, 'login');
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
