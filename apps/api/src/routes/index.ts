import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { authRoutes } from './auth/index.ts';
import { bookingRoutes } from './booking/index.ts';
import { contactRoutes } from './contact/index.ts';
import { domainCartRoutes } from './domain-cart/index.ts';
import { domainRoutes } from './domains/index.ts';
import { emergencyRoutes } from './emergency/index.ts';
import { healthRoutes } from './health/index.ts';
import { hostingRoutes } from './hosting/index.ts';
import { invoiceRoutes } from './invoices/index.ts';
import { jobRoutes } from './jobs/index.ts';
import { newsletterRoutes } from './newsletter/index.ts';
import { searchRoutes } from './search/index.ts';
import { userStoryRoutes } from './user-stories/index.ts';

/** Every resource of spec §7, one folder each. */
export const routes = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(userStoryRoutes);
  await app.register(emergencyRoutes);
  await app.register(accountRoutes);
  await app.register(invoiceRoutes);
  await app.register(domainRoutes);
  await app.register(domainCartRoutes);
  await app.register(hostingRoutes);
  await app.register(jobRoutes);
  await app.register(bookingRoutes);
  await app.register(authRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(searchRoutes);
};
