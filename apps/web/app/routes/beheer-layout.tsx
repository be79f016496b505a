import { Outlet, redirect } from 'react-router';
import { BeheerLayout, loadStaffSession, STAFF_LOGIN_PATH } from '~/features/beheer-shell/index.ts';

/**
 * Back-office pages render in the browser: the staff token lives there. No login, or a login whose
 * second factor is not set up yet, goes to /beheer first.
 */
export const clientLoader = async () => {
  const staff = await loadStaffSession();
  if (!staff?.mfa_enabled) throw redirect(STAFF_LOGIN_PATH);
  return null;
};
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="container page" aria-busy="true">
      <p>Beheer wordt geladen…</p>
    </div>
  );
}

export default function Layout() {
  return (
    <BeheerLayout>
      <Outlet />
    </BeheerLayout>
  );
}
