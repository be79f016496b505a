import { staffOrderStatusLabels, type UserStoryStatus } from '@maatwerk/contract';
import badges from '~/components/badge.module.css';
import shared from '~/components/order-views/order-list.module.css';
import { orderStatusTones } from '~/components/order-views/status-tones.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import own from './beheer-orders.module.css';

const styles = combineStyles(badges, shared, own);

/** The status in the provider's words ('Wacht op klant'), coloured as in the portal. */
export const StaffStatusBadge = ({ status }: { status: UserStoryStatus }) => (
  <span className={styles.badge} data-tone={orderStatusTones[status]}>
    {staffOrderStatusLabels[status]}
  </span>
);
