import { redirect } from 'react-router';
import { clientStore } from '~/lib/client-store.ts';

export const clientLoader = () => {
  clientStore.getState().set({ loginCode: null, userData: null, loaded: {} });
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
