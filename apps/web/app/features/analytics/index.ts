export { useAnalytics } from './use-analytics.ts';
