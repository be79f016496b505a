import { Outlet, redirect } from 'react-router';
import { PortalNav } from '~/components/portal-nav.tsx';
import { clientStore } from '~/lib/client-store.ts';

/** Portal pages render in the browser: the login token lives there. */
export const clientLoader = () => {
  if (!clientStore.getState().loginCode) throw redirect('/klantenportaal');
  return null;
};
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="container page" aria-busy="true">
      <p>Klantenportaal wordt geladen…</p>
    </div>
  );
}

export default function PortalLayout() {
  return (
    <>
      <PortalNav />
      <div className="container page">
        <Outlet />
      </div>
    </>
  );
}
