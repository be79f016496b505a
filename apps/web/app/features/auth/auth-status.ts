import { create } from 'zustand';

interface AuthStatus {
  /** A refresh runs: the popup shows it is busy logging in. */
  refreshing: boolean;
  /** The last refresh got no usable answer: the login is kept and the portal says so. */
  unreachable: boolean;
  /** A login link of another person than the one logged in, waiting for the visitor's choice. */
  linkSwitch: { name: string; email: string; currentName: string } | null;
  /** What became of a login link that did not log in, for the visitor to read. */
  linkMessage: string | null;
}

/** What the header, the portal and the login-link dialog need to know about the session. */
export const useAuthStatus = create<AuthStatus>(() => ({
  refreshing: false,
  unreachable: false,
  linkSwitch: null,
  linkMessage: null,
}));

/** The server answers again (a list came in): the portal stops saying it cannot reach it. */
export const markServerReachable = () => {
  if (useAuthStatus.getState().unreachable) useAuthStatus.setState({ unreachable: false });
};
