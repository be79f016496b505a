import type { StaffRole } from '@maatwerk/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import type { StaffActor } from '../services/audit.ts';
import { findStaffSession } from '../services/staff-auth/staff-sessions.ts';
import { bearerToken } from './auth.ts';

export interface StaffSession {
  sessionId: string;
  staffId: number;
  role: StaffRole;
  /** A login whose second factor is still to be set up: it reaches only the setup routes. */
  setupOnly: boolean;
}

export interface RequireStaffOptions {
  /** Also let in a staff member whose second factor is not set up yet (the setup routes). */
  duringMfaSetup?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    requireStaff: (roles: readonly StaffRole[], options?: RequireStaffOptions) => onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    staffSession: StaffSession | null;
  }
}

/** The staff session of a guarded route: set by requireStaff, so never null there. */
export const staffOf = (request: FastifyRequest): StaffSession => {
  if (!request.staffSession) throw new HttpError('unauthorized');
  return request.staffSession;
};

/** Who writes, for the audit log. */
export const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: staffOf(request).staffId,
  address: request.ip,
});

/**
 * Staff tokens: their own table, so a customer's token is never a staff login (401). A staff
 * member of another role gets 403 `forbidden`; one without a confirmed second factor 403
 * `mfa_setup_required` everywhere but the setup routes.
 */
export const staffAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('staffSession', null);

  app.decorate('requireStaff', (roles: readonly StaffRole[], options: RequireStaffOptions = {}) => {
    const hook: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError('unauthorized');
      const session = await findStaffSession(app.db, token, ['login', 'setup']);
      if (!session) throw new HttpError('unauthorized', 'Je sessie is verlopen. Log opnieuw in.');
      const setupOnly = session.kind === 'setup';
      if (setupOnly && !options.duringMfaSetup) throw new HttpError('mfa_setup_required');
      if (!roles.includes(session.role)) throw new HttpError('forbidden');
      request.staffSession = {
        sessionId: session.sessionId,
        staffId: session.staffId,
        role: session.role,
        setupOnly,
      };
    };
    return hook;
  });
});
