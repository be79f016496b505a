import { serverEnv } from './env.server.ts';
import type { PublicConfig } from './public-config.ts';

export const publicConfigFromEnv = (): PublicConfig => ({
  apiUrl: serverEnv.API_URL,
  siteUrl: serverEnv.SITE_URL,
  searchUrl: serverEnv.SEARCH_URL ?? serverEnv.API_URL,
  searchKey: serverEnv.SEARCH_PUBLIC_KEY,
  matomoUrl: serverEnv.MATOMO_URL ?? null,
});
