import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { AppLink } from '~/components/app-link.tsx';
import styles from '~/components/order-views/order-list.module.css';
import { focusMainHeading } from '~/lib/focus-heading.ts';
import type { CreatedOrderState } from './new-order-form.tsx';

/** The heading of the order list with the way to place a new one. */
export const OrdersPageHeader = () => (
  <div className={styles.header}>
    <h1>Opdrachten</h1>
    <AppLink to="/klantenportaal/opdrachten/nieuw" className="button">
      Nieuwe opdracht
    </AppLink>
  </div>
);

const CreatedConfirmation = ({ created }: { created: CreatedOrderState['createdOrder'] }) => {
  // Focus on the heading, so that a screen reader reads the confirmation and Tab goes on from here.
  useEffect(() => focusMainHeading(), []);
  return (
    <div className="prose">
      <h1>Opdracht aangemaakt</h1>
      <p role="status">
        Je opdracht{' '}
        <AppLink to={`/klantenportaal/opdrachten/${created.id}`}>
          ‘{created.title}’ (#{created.id})
        </AppLink>{' '}
        is aangemaakt. We nemen hem zo snel mogelijk in behandeling.
      </p>
      <p className={styles.actions}>
        <AppLink to={`/klantenportaal/opdrachten/${created.id}`} className="button">
          Bekijk je opdracht
        </AppLink>
        <AppLink to="/klantenportaal/opdrachten" className="button button-secondary">
          Naar alle opdrachten
        </AppLink>
      </p>
    </div>
  );
};

/**
 * The confirmation of the order just placed (it comes with the navigation, and stays through a
 * reload). Opened without one, there is nothing to confirm: the visitor goes to the order list.
 */
export const OrderCreated = ({ created }: { created: CreatedOrderState['createdOrder'] | undefined }) =>
  created ? <CreatedConfirmation created={created} /> : <Navigate to="/klantenportaal/opdrachten" replace />;
