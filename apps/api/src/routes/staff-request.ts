import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, staffOf } from '../plugins/staff-auth.ts';
import type { CustomerNotifier } from '../services/customer-notifier.ts';
import type { StaffWriter } from '../services/staff-writer.ts';

/** The caller as the services see a writer: who, from where, in which role. */
export const writerOf = (request: FastifyRequest): StaffWriter => ({
  ...actorOf(request),
  role: staffOf(request).role,
});

/** The mail adapter and site address a staff change uses to tell the customer. */
export const notifierOf = (app: FastifyInstance, request: FastifyRequest): CustomerNotifier => ({
  mailer: app.mailer,
  siteUrl: app.config.SITE_URL,
  log: request.log,
});
