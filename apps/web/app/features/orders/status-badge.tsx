import type { UserStoryStatus } from '@maatwerk/contract';
import styles from '~/components/order-views/order-list.module.css';
import { orderStatusLabels } from './labels.ts';

export const StatusBadge = ({ status }: { status: UserStoryStatus }) => (
  <span className={styles.badge} data-status={status}>
    {orderStatusLabels[status]}
  </span>
);
