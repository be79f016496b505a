import { Outlet, redirect } from 'react-router';
import { PortalNav } from '~/components/portal-nav.tsx';
import { ensurePortalSession, PortalDataProvider } from '~/features/portal-data/index.ts';
import styles from './klantenportaal-layout.module.css';

/**
 * Portal pages render in the browser: the login token lives there. The session starts here: a
 * token with user data goes on; a token without (after a reload) is refreshed first; no token, or
 * a refresh that fails, goes to the login page.
 */
export const clientLoader = async () => {
  if (!(await ensurePortalSession())) throw redirect('/klantenportaal');
  return null;
};
clientLoader.hydrate = true as const;

/**
 * As high as a portal page at least, so that the footer stays below the fold and nothing on screen
 * moves once the session has started. The navigation comes with the session.
 */
export function HydrateFallback() {
  return (
    <div className={`container page ${styles.content}`} aria-busy="true">
      <p>Klantenportaal wordt geladen…</p>
    </div>
  );
}

export default function PortalLayout() {
  return (
    <PortalDataProvider>
      <PortalNav />
      <div className={`container page ${styles.content}`}>
        <Outlet />
      </div>
    </PortalDataProvider>
  );
}
