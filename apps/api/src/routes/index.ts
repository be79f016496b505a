import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { authRoutes } from './auth/index.ts';
import { emergencyRoutes } from './emergency/index.ts';
import { healthRoutes } from './health/index.ts';
import { invoiceRoutes } from './invoices/index.ts';
import { userStoryRoutes } from './user-stories/index.ts';

/** Every resource of spec §7, one folder each. */
export const routes = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(userStoryRoutes);
  await app.register(emergencyRoutes);
  await app.register(accountRoutes);
  await app.register(invoiceRoutes);
  await app.register(authRoutes);
};
