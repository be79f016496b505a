import { redirect } from 'react-router';
import { loadStaffSession, STAFF_HOME_PATH, StaffLogin } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Beheer',
    description: 'Inloggen op het beheer van Kodewerk, voor medewerkers.',
    path: '/beheer',
    noindex: true,
  });

/** Rendered in the browser, where the staff token lives: a full login goes straight on. */
export const clientLoader = async () => {
  const staff = await loadStaffSession();
  if (staff?.mfa_enabled) throw redirect(STAFF_HOME_PATH);
  return null;
};
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="container page" aria-busy="true">
      <h1>Beheer</h1>
      <p>Beheer wordt geladen…</p>
    </div>
  );
}

export default function BeheerLogin() {
  return (
    <div className="container page">
      <h1>Beheer</h1>
      <StaffLogin />
    </div>
  );
}
