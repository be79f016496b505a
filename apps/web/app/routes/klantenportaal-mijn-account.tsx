import { Outlet } from 'react-router';
import { AccountLayout } from '~/features/account/index.ts';

/** Mijn account: its heading and sub-navigation around the sub-page that is open. */
export default function Layout() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
