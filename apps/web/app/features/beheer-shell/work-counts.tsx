import { apiRoutes, type StaffWorkCounts } from '@maatwerk/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { staffApi } from './staff-api.ts';
import styles from './staff-overview.module.css';

const counted: { key: keyof StaffWorkCounts; label: string; to: string }[] = [
  {
    key: 'unread_orders',
    label: 'Ongelezen reacties voor jou',
    to: '/beheer/opdrachten?sorteren=last_activity',
  },
  { key: 'open_orders', label: 'Open opdrachten', to: '/beheer/opdrachten' },
  {
    key: 'unanswered_replies',
    label: 'Onbeantwoorde reacties',
    to: '/beheer/opdrachten?sorteren=last_activity',
  },
  { key: 'emergency_calls', label: 'Noodoproepen', to: '/beheer/noodoproepen' },
  { key: 'hours_disputed', label: 'Betwiste uren', to: '/beheer/opdrachten' },
  { key: 'domain_orders', label: 'Domeinbestellingen te doen', to: '/beheer/domeinbestellingen' },
];

/** What waits for the provider, each count a link to where it is handled; read again every minute. */
export const WorkCounts = () => {
  const counts = useQuery({
    queryKey: ['staff-work-counts'],
    queryFn: () => staffApi(apiRoutes.getStaffWorkCounts, {}),
    refetchInterval: 60_000,
  });
  if (counts.isError) return <p>De aantallen konden niet worden geladen.</p>;
  if (!counts.data) return <p aria-busy="true">Bezig met laden…</p>;
  const data = counts.data;
  return (
    <ul className={styles.counts} aria-label="Wat er wacht">
      {counted.map(({ key, label, to }) => (
        <li key={key}>
          <Link to={to} className={styles.count} data-count={key}>
            <span className={styles.number}>{data[key]}</span> <span>{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
