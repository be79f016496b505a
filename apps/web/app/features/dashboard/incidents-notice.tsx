import { statusEventStateLabels, statusResourceTypeLabels } from '@maatwerk/contract/constants';
import { AppLink } from '~/components/app-link.tsx';
import { usePortalList } from '~/features/portal-data/index.ts';
import { formatDateTime } from '~/lib/format.ts';
import styles from './incidents-notice.module.css';

/**
 * On the dashboard: a card per open incident that touches the customer's own servers, hosting
 * packages or domains, naming which. Nothing at all when there is none (or while loading).
 */
export const IncidentsNotice = () => {
  const { data, state } = usePortalList('incidents');
  if (state !== 'ready' || data.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="storingen-bij-jou">
      <h2 id="storingen-bij-jou" className={styles.noticeTitle}>
        {data.length === 1 ? 'Storing bij jouw diensten' : `${data.length} storingen bij jouw diensten`}
      </h2>
      <ul className={styles.noticeList}>
        {data.map((incident) => (
          <li key={incident.id}>
            <p className={styles.noticeHead}>
              <strong>{incident.title}</strong> · {statusEventStateLabels[incident.state]} · sinds{' '}
              <time dateTime={incident.starts_at}>{formatDateTime(incident.starts_at)}</time>
            </p>
            <p>
              Geraakt:{' '}
              {incident.affected
                .map(
                  (resource) => `${statusResourceTypeLabels[resource.type].toLowerCase()} ${resource.name}`,
                )
                .join(', ')}
            </p>
            {incident.updates[0] && <p className={styles.updateText}>{incident.updates[0].message}</p>}
          </li>
        ))}
      </ul>
      <p>
        <AppLink to="/status">Bekijk de systeemstatus</AppLink>
      </p>
    </section>
  );
};
