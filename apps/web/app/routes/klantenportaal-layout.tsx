import { TEAM_ROLE_FORBIDDEN_MESSAGE, teamRoleMayOpen } from '@maatwerk/contract/constants';
import { useEffect } from 'react';
import { type ClientLoaderFunctionArgs, Outlet, redirect, useLocation } from 'react-router';
import { PortalNav } from '~/components/portal-nav.tsx';
import { AgreementNotice } from '~/features/agreements/index.ts';
import { ServerUnreachableNotice } from '~/features/auth/index.ts';
import { ensurePortalSession, PortalDataProvider } from '~/features/portal-data/index.ts';
import { useClientStore } from '~/lib/client-store.ts';
import { focusMainHeading, portalLoginPath, wantsHeadingFocus } from '~/lib/focus-heading.ts';
import styles from './klantenportaal-layout.module.css';

/**
 * Portal pages render in the browser: the login token lives there. The session starts here: a
 * token with user data goes on; a token without (after a reload) is refreshed first; no token, or
 * a refresh the API refuses, goes to the login page, which returns here after the login (`terug`).
 * Without an answer the portal opens and says it cannot reach the server.
 */
export const clientLoader = async ({ request }: ClientLoaderFunctionArgs) => {
  if ((await ensurePortalSession()) === 'refused') {
    const url = new URL(request.url);
    throw redirect(portalLoginPath(url.pathname + url.search));
  }
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
  const location = useLocation();
  const role = useClientStore((state) => state.userData?.team_role);
  // After a login the new page's heading gets focus, not the body.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival
  useEffect(() => {
    if (wantsHeadingFocus(location.state)) focusMainHeading();
  }, [location.key]);
  return (
    <PortalDataProvider>
      <PortalNav role={role} />
      <div className={`container page ${styles.content}`}>
        <ServerUnreachableNotice />
        <AgreementNotice />
        {role === undefined || teamRoleMayOpen(role, location.pathname) ? (
          <Outlet />
        ) : (
          <>
            <h1>Geen toegang</h1>
            <p>{TEAM_ROLE_FORBIDDEN_MESSAGE}</p>
          </>
        )}
      </div>
    </PortalDataProvider>
  );
}
