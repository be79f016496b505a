import type { UserStoryStatus } from '@maatwerk/contract';
import { orderStatusLabels } from './labels.ts';
import styles from './orders.module.css';

export const StatusBadge = ({ status }: { status: UserStoryStatus }) => (
  <span className={styles.badge} data-status={status}>
    {orderStatusLabels[status]}
  </span>
);
