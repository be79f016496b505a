import { create } from 'zustand';

interface AuthStatus {
  /** A refresh or login-link exchange runs: the popup shows it is busy logging in. */
  refreshing: boolean;
}

/** What the header button and popup need to know about a session being loaded. */
export const useAuthStatus = create<AuthStatus>(() => ({ refreshing: false }));
