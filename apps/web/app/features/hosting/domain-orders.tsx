import { apiRoutes, type DomainOrder, domainOrderStatusLabels } from '@maatwerk/contract';
import { useQuery } from '@tanstack/react-query';
import tables from '~/components/data-table.module.css';
import { QueryStatus } from '~/components/query-status.tsx';
import stacked from '~/components/stacked-table.module.css';
import { api } from '~/lib/api-client.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate } from '~/lib/format.ts';
import own from './hosting.module.css';

const styles = combineStyles(tables, stacked, own);

export const domainOrdersQueryKey = ['domain-orders'] as const;

export const useDomainOrders = () =>
  useQuery({ queryKey: domainOrdersQueryKey, queryFn: () => api(apiRoutes.listDomainOrders, {}) });

/** What each state means for the customer, beside its label. */
const statusExplanation: Record<DomainOrder['status'], string> = {
  aangevraagd: 'We hebben je bestelling ontvangen.',
  in_behandeling: 'We registreren de naam bij de registry.',
  geregistreerd: 'De naam is van jou en staat bij je domeinnamen.',
  geweigerd: 'De registry heeft de naam geweigerd; je betaalt er niets voor.',
};

/** The customer's ordered domain names and where each stands. */
export const DomainOrdersList = () => {
  const orders = useDomainOrders();
  return (
    <QueryStatus query={orders} failure="De bestelde domeinnamen konden niet worden geladen.">
      {(list) =>
        list.length === 0 ? (
          <p>Je hebt geen domeinnamen besteld die nog lopen.</p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">Bestelde domeinnamen</caption>
            <thead>
              <tr>
                <th scope="col">Domeinnaam</th>
                <th scope="col">Besteld op</th>
                <th scope="col">Bestelling</th>
                <th scope="col">Looptijd</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <tr key={order.id} data-status={order.status}>
                  <td data-label="Domeinnaam">
                    <span className={styles.resultName}>{order.name}</span>
                  </td>
                  <td data-label="Besteld op">{formatDate(order.created_at)}</td>
                  <td data-label="Bestelling">{order.order_id}</td>
                  <td data-label="Looptijd">{order.years} jaar</td>
                  <td data-label="Status">
                    <strong>{domainOrderStatusLabels[order.status]}</strong>
                    <span className={styles.meta}> · {statusExplanation[order.status]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </QueryStatus>
  );
};
