import {
  type DomainOrderStatus,
  domainOrderStatusLabels,
  domainOrderTransitions,
  OPERATIONS,
  type StaffDomainOrder,
} from '@maatwerk/contract';
import { useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { useStaffCan } from '~/features/beheer-shell/index.ts';
import { formatDateTime } from '~/lib/format.ts';
import { useMoveDomainOrder, useStaffDomainOrders } from './domain-orders-api.ts';

/** The button that moves a name to a status, as an action. */
const moveLabels: Record<DomainOrderStatus, string> = {
  aangevraagd: 'Terug naar aangevraagd',
  in_behandeling: 'In behandeling nemen',
  geregistreerd: 'Geregistreerd',
  geweigerd: 'Geweigerd door registry',
};

/**
 * Ordered domain names still to be handled, oldest first. Each moves on along the contract's
 * transitions; every move is audited by the API.
 */
export const DomainOrdersPage = () => {
  const list = useStaffDomainOrders();
  const moveOrder = useMoveDomainOrder();
  const canMove = useStaffCan(OPERATIONS);
  const [busy, setBusy] = useState<number | null>(null);
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);

  const move = async (order: StaffDomainOrder, status: DomainOrderStatus) => {
    setBusy(order.id);
    setResult(null);
    try {
      const moved = await moveOrder.mutateAsync({ id: order.id, status });
      setResult({
        text: `${moved.name} staat nu op ${domainOrderStatusLabels[moved.status].toLowerCase()}.`,
        failed: false,
      });
    } catch (error) {
      setResult({
        text: error instanceof Error ? error.message : 'Het wijzigen is niet gelukt.',
        failed: true,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.page}>
      <h1>Domeinbestellingen</h1>
      <p className="prose">
        Bestelde domeinnamen die nog niet geregistreerd of geweigerd zijn, de oudste eerst. De klant ziet elke
        stap op de webhostingpagina.
      </p>
      <p className={styles.notice} role={result?.failed ? 'alert' : 'status'}>
        {result?.text}
      </p>
      <QueryListStatus query={list} failure="De domeinbestellingen konden niet worden geladen.">
        {(orders) =>
          orders.length === 0 ? (
            <p className={styles.meta}>Er zijn geen domeinbestellingen die op behandeling wachten.</p>
          ) : (
            <ol className={styles.list} aria-label="Open domeinbestellingen">
              {orders.map((order) => (
                <li key={order.id} className={styles.item}>
                  <article aria-labelledby={`domeinbestelling-${order.id}`}>
                    <div className={styles.itemHead}>
                      <h2 id={`domeinbestelling-${order.id}`}>{order.name}</h2>
                      <span className={styles.badge}>{domainOrderStatusLabels[order.status]}</span>
                    </div>
                    <p className={styles.meta}>
                      {order.customer.name} · bestelling #{order.order_id} · {order.years} jaar · besteld op{' '}
                      {formatDateTime(order.created_at)}
                    </p>
                    {canMove && (
                      <div className={styles.actions}>
                        {domainOrderTransitions[order.status].map((status) => (
                          <button
                            key={status}
                            type="button"
                            className={status === 'geweigerd' ? 'button button-secondary' : 'button'}
                            disabled={busy === order.id}
                            onClick={() => void move(order, status)}
                          >
                            {moveLabels[status]}
                            <span className="visually-hidden"> ({order.name})</span>
                          </button>
                        ))}
                      </div>
                    )}
                  </article>
                </li>
              ))}
            </ol>
          )
        }
      </QueryListStatus>
    </div>
  );
};
