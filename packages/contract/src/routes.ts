import { healthRoutes } from './health.ts';

/** Every route of the provider API, by name: the API registers these, the site calls them. */
export const apiRoutes = {
  ...healthRoutes,
};

export type ApiRouteName = keyof typeof apiRoutes;
