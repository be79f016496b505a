import { AppLink } from '~/components/app-link.tsx';
import type { CreatedOrderState } from './new-order-form.tsx';
import styles from './orders.module.css';

/** The heading of the order list with the way to place a new one. */
export const OrdersPageHeader = () => (
  <div className={styles.header}>
    <h1>Opdrachten</h1>
    <AppLink to="/klantenportaal/opdrachten/nieuw" className="button">
      Nieuwe opdracht
    </AppLink>
  </div>
);

/** The confirmation after placing an order; without its state (a reload) it still confirms in general. */
export const OrderCreated = ({ created }: { created: CreatedOrderState['createdOrder'] | undefined }) => (
  <div className="prose">
    <h1>Opdracht aangemaakt</h1>
    <p role="status">
      {created
        ? `Je opdracht ‘${created.title}’ (#${created.id}) is aangemaakt. `
        : 'Je opdracht is aangemaakt. '}
      We nemen hem zo snel mogelijk in behandeling.
    </p>
    <p className={styles.actions}>
      {created && (
        <AppLink to={`/klantenportaal/opdrachten/${created.id}`} className="button">
          Bekijk je opdracht
        </AppLink>
      )}
      <AppLink to="/klantenportaal/opdrachten" className={created ? 'button button-secondary' : 'button'}>
        Naar alle opdrachten
      </AppLink>
    </p>
  </div>
);
