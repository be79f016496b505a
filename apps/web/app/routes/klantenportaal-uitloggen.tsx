import { redirect } from 'react-router';
import { logout } from '~/features/auth/index.ts';

/** Ends the session at the API and here, then shows the login page. */
export const clientLoader = async () => {
  await logout();
  throw redirect('/klantenportaal');
};

export function HydrateFallback() {
  return (
    <div className="container page" aria-busy="true">
      <p>Bezig met uitloggen…</p>
    </div>
  );
}

export default function Logout() {
  return null;
}
