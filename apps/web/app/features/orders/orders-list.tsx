import type { UserStory } from '@maatwerk/contract';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '~/components/app-link.tsx';
import tables from '~/components/data-table.module.css';
import { LoadError } from '~/components/list-status.tsx';
import own from '~/components/order-views/order-list.module.css';
import stacked from '~/components/stacked-table.module.css';
import { usePortalList } from '~/features/portal-data/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate } from '~/lib/format.ts';
import { orderStatusLabels, priorityLabel } from './labels.ts';
import {
  firstDirection,
  type OrderView,
  type SortKey,
  type StatusFilter,
  viewFromSearch,
  viewOrders,
  viewToSearch,
} from './order-filters.ts';
import { StatusBadge } from './status-badge.tsx';

const styles = combineStyles(tables, stacked, own);

const statusChoices: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open opdrachten' },
  { value: 'alle', label: 'Alle opdrachten' },
  ...Object.entries(orderStatusLabels).map(([value, label]) => ({ value: value as StatusFilter, label })),
];

const columns: { key: SortKey; label: string }[] = [
  { key: 'title', label: 'Opdracht' },
  { key: 'status', label: 'Status' },
  { key: 'priority', label: 'Prioriteit' },
  { key: 'created', label: 'Aangemaakt' },
  { key: 'updated', label: 'Bijgewerkt' },
];

const sortChoices: { value: `${SortKey}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'created:desc', label: 'Nieuwste eerst' },
  { value: 'created:asc', label: 'Oudste eerst' },
  { value: 'updated:desc', label: 'Laatst bijgewerkt eerst' },
  { value: 'updated:asc', label: 'Langst niet bijgewerkt eerst' },
  { value: 'priority:asc', label: 'Hoogste prioriteit eerst' },
  { value: 'priority:desc', label: 'Laagste prioriteit eerst' },
  { value: 'status:asc', label: 'Status (nieuw tot gesloten)' },
  { value: 'status:desc', label: 'Status (gesloten tot nieuw)' },
  { value: 'title:asc', label: 'Titel (A tot Z)' },
  { value: 'title:desc', label: 'Titel (Z tot A)' },
];

const SortHeader = ({
  column,
  view,
  onSort,
}: {
  column: (typeof columns)[number];
  view: OrderView;
  onSort: (key: SortKey) => void;
}) => {
  const sorted = view.sort === column.key;
  return (
    <th scope="col" aria-sort={sorted ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
        {column.label}
        <span aria-hidden="true" className={styles.sortMark}>
          {sorted ? (view.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
};

const OrderRow = ({ order }: { order: UserStory }) => (
  <tr>
    <td data-label="Opdracht">
      <div>
        <AppLink to={`/klantenportaal/opdrachten/${order.id}`} className={styles.orderLink}>
          {order.title}
        </AppLink>
        <span className={styles.meta}>
          #{order.id}
          {order.reply_count > 0 &&
            ` · ${order.reply_count} ${order.reply_count === 1 ? 'reactie' : 'reacties'}`}
        </span>
      </div>
    </td>
    <td data-label="Status">
      <StatusBadge status={order.status} />
    </td>
    <td data-label="Prioriteit">{priorityLabel(order.priority)}</td>
    <td data-label="Aangemaakt">{formatDate(order.created_at)}</td>
    <td data-label="Bijgewerkt">{formatDate(order.updated_at)}</td>
  </tr>
);

/** The orders, filterable by status and words and sortable by each column; the view lives in the address. */
export const OrdersList = () => {
  const [search, setSearch] = useSearchParams();
  const view = viewFromSearch(search);
  const { data, state, isFetching, retry } = usePortalList('orders');
  const shown = useMemo(() => viewOrders(data, view), [data, view]);
  const searchId = useId();
  const statusId = useId();
  const sortId = useId();

  const update = (patch: Partial<OrderView>) =>
    setSearch(viewToSearch({ ...view, ...patch }), { replace: true, preventScrollReset: true });
  const sortBy = (key: SortKey) =>
    update({
      sort: key,
      direction: view.sort === key ? (view.direction === 'asc' ? 'desc' : 'asc') : firstDirection[key],
    });

  return (
    <>
      <search className={styles.toolbar} aria-label="Opdrachten filteren">
        <div className={styles.filter}>
          <label htmlFor={searchId}>Zoeken</label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            value={view.query}
            placeholder="Titel, nummer of referentie"
            onChange={(event) => update({ query: event.target.value })}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            className={styles.input}
            value={view.status}
            onChange={(event) => update({ status: event.target.value as StatusFilter })}
          >
            {statusChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={sortId}>Sorteren</label>
          <select
            id={sortId}
            className={styles.input}
            value={`${view.sort}:${view.direction}`}
            onChange={(event) => {
              const [sort, direction] = event.target.value.split(':') as [SortKey, 'asc' | 'desc'];
              update({ sort, direction });
            }}
          >
            {sortChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </search>

      {state === 'error' ? (
        <LoadError
          failure="De opdrachten konden niet worden geladen."
          retry={retry}
          isFetching={isFetching}
        />
      ) : state === 'loading' ? (
        <p aria-busy="true">Bezig met laden…</p>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {shown.length === 0
              ? data.length === 0
                ? 'Je hebt nog geen opdrachten.'
                : 'Geen opdrachten gevonden met deze filters.'
              : `${shown.length} van ${data.length} ${data.length === 1 ? 'opdracht' : 'opdrachten'}`}
          </p>
          {shown.length > 0 && (
            <table className={`${styles.table} ${stacked.withoutHeader}`}>
              <caption className="visually-hidden">
                Opdrachten, gesorteerd op{' '}
                {columns.find((column) => column.key === view.sort)?.label.toLowerCase()}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <SortHeader key={column.key} column={column} view={view} onSort={sortBy} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
};
