import { refreshSession } from '~/features/auth/index.ts';
import { clientStore } from '~/lib/client-store.ts';

/**
 * Whether the portal can show the user's pages: a token with loaded user data, or a token that
 * a refresh turns into both (after a reload, user data is gone but the token is kept).
 */
export const ensurePortalSession = async (): Promise<boolean> => {
  const { loginCode, userData } = clientStore.getState();
  if (!loginCode) return false;
  if (userData) return true;
  return refreshSession();
};
