export { MATOMO_LOAD_DELAY_MS, MATOMO_SITE_ID } from './matomo.ts';
export { useAnalytics } from './use-analytics.ts';
