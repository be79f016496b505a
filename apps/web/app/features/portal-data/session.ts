import { type RefreshOutcome, refreshSession } from '~/features/auth/index.ts';
import { clientStore } from '~/lib/client-store.ts';

/**
 * Whether the portal can be shown: a token with loaded user data, or a token that a refresh
 * turns into both (after a reload, user data is gone but the token is kept). 'unreachable': the
 * token is kept and the portal opens, saying it cannot reach the server, and tries again.
 */
export const ensurePortalSession = async (): Promise<RefreshOutcome> => {
  const { loginCode, userData } = clientStore.getState();
  if (!loginCode) return 'refused';
  if (userData) return 'ok';
  return refreshSession();
};
