import { accountRoutes } from './account.ts';
import { authRoutes } from './auth.ts';
import { bookingRoutes } from './booking.ts';
import { contactRoutes } from './contact.ts';
import { domainCartRoutes } from './domain-cart.ts';
import { emergencyRoutes } from './emergency.ts';
import { healthRoutes } from './health.ts';
import { hostingRoutes } from './hosting.ts';
import { invoiceRoutes } from './invoices.ts';
import { jobRoutes } from './jobs.ts';
import { newsletterRoutes } from './newsletter.ts';
import { searchRoutes } from './search.ts';
import { userStoryRoutes } from './user-stories.ts';

/** Every route of the provider API, by name: the API registers these, the site calls them. */
export const apiRoutes = {
  ...healthRoutes,
  ...authRoutes,
  ...userStoryRoutes,
  ...invoiceRoutes,
  ...hostingRoutes,
  ...bookingRoutes,
  ...domainCartRoutes,
  ...jobRoutes,
  ...emergencyRoutes,
  ...accountRoutes,
  ...contactRoutes,
  ...newsletterRoutes,
  ...searchRoutes,
};

export type ApiRouteName = keyof typeof apiRoutes;
