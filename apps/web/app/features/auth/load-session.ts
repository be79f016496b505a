import { importOrReload } from '~/lib/reload-guard.ts';

/**
 * The API calls of logging in, loaded on first use: they bring the typed client and the
 * contract's schemas, which a first visit to a public page does not need.
 */
export const loadSession = () => importOrReload(() => import('./session.ts'));
