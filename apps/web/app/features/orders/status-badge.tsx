import type { UserStoryStatus } from '@maatwerk/contract';
import badges from '~/components/badge.module.css';
import own from '~/components/order-views/order-list.module.css';
import { orderStatusTones } from '~/components/order-views/status-tones.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { orderStatusLabels } from './labels.ts';

const styles = combineStyles(badges, own);

export const StatusBadge = ({ status }: { status: UserStoryStatus }) => (
  <span className={styles.badge} data-tone={orderStatusTones[status]}>
    {orderStatusLabels[status]}
  </span>
);
