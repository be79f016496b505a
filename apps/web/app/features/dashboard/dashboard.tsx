import { useMayReadList, usePortalList } from '~/features/portal-data/index.ts';
import { useClientStore } from '~/lib/client-store.ts';
import {
  DomainsCard,
  HostingPackagesCard,
  HourBundlesCard,
  InvoicesCard,
  OrdersCard,
  ProFormaCard,
  ReservationsCard,
  ServersCard,
} from './cards.tsx';
import styles from './dashboard.module.css';
import { IncidentsNotice } from './incidents-notice.tsx';

/** A card per list of the portal; a list that failed shows an error card with a retry. */
export const Dashboard = () => {
  const firstName = useClientStore((state) => state.userData?.first_name);
  // A team member sees the cards of what their role may use.
  const may = {
    orders: useMayReadList('orders'),
    invoices: useMayReadList('invoices'),
    proForma: useMayReadList('proForma'),
    domains: useMayReadList('domains'),
    servers: useMayReadList('servers'),
    hostingPackages: useMayReadList('hostingPackages'),
    reservations: useMayReadList('reservations'),
    hourBundles: useMayReadList('hourBundles'),
  };
  // Only customers who bought a bundle see its card.
  const hasBundles = usePortalList('hourBundles').data.bundles.length > 0;
  return (
    <>
      <h1>Dashboard</h1>
      <p className={styles.intro}>
        {firstName ? `Welkom terug, ${firstName}. ` : ''}Hier zie je in één oogopslag hoe je opdrachten,
        facturen en diensten ervoor staan.
      </p>
      <IncidentsNotice />
      <div className={styles.grid}>
        {may.orders && <OrdersCard />}
        {may.invoices && <InvoicesCard />}
        {may.proForma && <ProFormaCard />}
        {may.hourBundles && hasBundles && <HourBundlesCard />}
        {may.domains && <DomainsCard />}
        {may.servers && <ServersCard />}
        {may.hostingPackages && <HostingPackagesCard />}
        {may.reservations && <ReservationsCard />}
      </div>
    </>
  );
};
