import { staffOrderStatusLabels, type UserStoryStatus } from '@maatwerk/contract';
import styles from './beheer-orders.module.css';

/** The status in the provider's words ('Wacht op klant'), coloured as in the portal. */
export const StaffStatusBadge = ({ status }: { status: UserStoryStatus }) => (
  <span className={styles.badge} data-status={status}>
    {staffOrderStatusLabels[status]}
  </span>
);
