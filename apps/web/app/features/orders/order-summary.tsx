import type { ReactNode } from 'react';
import styles from '~/components/order-views/order-detail.module.css';
import { formatDateTime } from '~/lib/format.ts';
import { priorityLabel } from './labels.ts';

/**
 * The line under an order's title, in the portal and the back office alike: its number, status,
 * priority, when it was made and its invoice reference; staff also see the customer and who made it.
 */
export const OrderSummary = ({
  story,
  badge,
  customer,
  createdBy,
}: {
  story: { id: number; priority: number; created_at: string; invoice_reference: string | null };
  badge: ReactNode;
  customer?: string;
  createdBy?: string | null;
}) => (
  <p className={styles.summary}>
    <span>Opdracht #{story.id}</span>
    {badge}
    {customer && <span>{customer}</span>}
    <span>Prioriteit {priorityLabel(story.priority)}</span>
    <span>
      Aangemaakt op {formatDateTime(story.created_at)}
      {createdBy && ` door ${createdBy}`}
    </span>
    {story.invoice_reference && <span>Referentie {story.invoice_reference}</span>}
  </p>
);
