import { useClientStore } from '~/lib/client-store.ts';
import {
  DomainsCard,
  HostingPackagesCard,
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
  return (
    <>
      <h1>Dashboard</h1>
      <p className={styles.intro}>
        {firstName ? `Welkom terug, ${firstName}. ` : ''}Hier zie je in één oogopslag hoe je opdrachten,
        facturen en diensten ervoor staan.
      </p>
      <IncidentsNotice />
      <div className={styles.grid}>
        <OrdersCard />
        <InvoicesCard />
        <ProFormaCard />
        <DomainsCard />
        <ServersCard />
        <HostingPackagesCard />
        <ReservationsCard />
      </div>
    </>
  );
};
