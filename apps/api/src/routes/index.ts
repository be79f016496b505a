import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/index.ts';
import { invoiceRoutes } from './invoices/index.ts';

/** Every resource of spec §7, one folder each. */
export const routes = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(invoiceRoutes);
};
