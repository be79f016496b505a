import { apiRoutes, staffRoleLabels } from '@maatwerk/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SectionNav } from '~/components/section-nav.tsx';
import styles from './beheer-layout.module.css';
import { navItemOf, navItemsFor } from './nav-items.ts';
import { staffQueryClient } from './query-client.ts';
import { staffApi } from './staff-api.ts';
import { clearStaffSession } from './staff-session.ts';
import { useStaff } from './use-staff.ts';

const StaffBar = () => {
  const staff = useStaff();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await staffApi(apiRoutes.staffLogout, {});
    } catch {
      // Logged out either way: the token is forgotten below.
    }
    clearStaffSession();
    staffQueryClient().clear();
    await navigate('/beheer', { replace: true });
  };
  return (
    <div className={styles.bar}>
      <div className={styles.barInner}>
        <span className={styles.title}>Beheer</span>
        <p className={styles.who}>
          <Link to="/beheer/mijn-account" className={styles.account}>
            {staff.name}
          </Link>{' '}
          <span className={styles.role}>{staffRoleLabels[staff.role]}</span>
        </p>
        <button type="button" className={`button ${styles.logout}`} onClick={logout} disabled={busy}>
          {busy ? 'Bezig met uitloggen…' : 'Uitloggen'}
        </button>
      </div>
    </div>
  );
};

const BeheerNav = () => {
  const { role } = useStaff();
  return <SectionNav label="Beheer" menuLabel="Beheermenu" items={navItemsFor(role)} />;
};

/** A section of the menu that the role does not have, opened by its address: said, not loaded. */
const RoleGate = ({ children }: { children: ReactNode }) => {
  const { role } = useStaff();
  const section = navItemOf(useLocation().pathname);
  if (!section || section.roles.includes(role)) return children;
  const allowed = section.roles.map((one) => staffRoleLabels[one]);
  const who =
    allowed.length === 1
      ? `de rol ${allowed[0]} heeft`
      : `de rollen ${allowed.slice(0, -1).join(', ')} en ${allowed.at(-1)} hebben`;
  return (
    <section aria-labelledby="geen-toegang">
      <h1 id="geen-toegang">{section.label}</h1>
      <p>
        Alleen {who} toegang tot dit deel van het beheer. Je bent ingelogd als {staffRoleLabels[role]}.
      </p>
    </section>
  );
};

/** The back office around its pages: who is logged in, logout, the navigation for the role. */
export const BeheerLayout = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={staffQueryClient()}>
    <StaffBar />
    <BeheerNav />
    <div className={`container page ${styles.content}`}>
      <RoleGate>{children}</RoleGate>
    </div>
  </QueryClientProvider>
);
