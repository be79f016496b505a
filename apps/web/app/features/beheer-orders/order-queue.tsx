import {
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrderQueueItem,
  type StaffOrderSort,
  staffOrderStatusLabels,
} from '@maatwerk/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '~/components/app-link.tsx';
import tables from '~/components/data-table.module.css';
import { LoadError } from '~/components/list-status.tsx';
import shared from '~/components/order-views/order-list.module.css';
import { ServiceClockBadge } from '~/components/service-clock.tsx';
import stacked from '~/components/stacked-table.module.css';
import { priorityLabel } from '~/features/orders/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDateTime, formatMinutes } from '~/lib/format.ts';
import own from './beheer-orders.module.css';

const styles = combineStyles(tables, stacked, shared, own);

import { type QueueView, viewFromSearch, viewToQuery, viewToSearch } from './queue-view.ts';
import { useStaffOrderFilterOptions, useStaffOrders } from './staff-order-api.ts';
import { StaffStatusBadge } from './staff-status-badge.tsx';

const sortLabels: Record<StaffOrderSort, string> = {
  newest: 'Nieuwste eerst',
  oldest: 'Oudste eerst',
  priority: 'Hoogste prioriteit eerst',
  last_activity: 'Laatste activiteit eerst',
  time_left: 'Minste tijd over eerst',
};

const Filter = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) => {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
};

const OrderRow = ({ order }: { order: StaffOrderQueueItem }) => (
  <tr className={order.unread ? styles.unreadRow : undefined}>
    <td data-label="Opdracht">
      <AppLink to={`/beheer/opdrachten/${order.id}`} className={styles.orderLink}>
        {order.title}
      </AppLink>
      {order.unread && <span className={styles.unread}>Nieuwe reactie</span>}
      <span className={styles.meta}>
        #{order.id} · {order.customer.name}
        {order.reply_count > 0 &&
          ` · ${order.reply_count} ${order.reply_count === 1 ? 'reactie' : 'reacties'}`}
      </span>
    </td>
    <td data-label="Status">
      <StaffStatusBadge status={order.status} />
    </td>
    <td data-label="Prioriteit en tijd over">
      {priorityLabel(order.priority)}
      <ServiceClockBadge clock={order.clock} />
    </td>
    <td data-label="Behandelaar">{order.assignee?.name ?? <span className={styles.muted}>Niemand</span>}</td>
    <td data-label="Tijd">
      {formatMinutes(order.time_spent_minutes)}
      {order.estimate_minutes !== null && (
        <span className={styles.meta}>van {formatMinutes(order.estimate_minutes)}</span>
      )}
    </td>
    <td data-label="Laatste activiteit">{formatDateTime(order.updated_at)}</td>
  </tr>
);

/** The work queue: every customer's orders, filtered and sorted as the address says, a page at a time. */
export const OrderQueue = () => {
  const [search, setSearch] = useSearchParams();
  const view = viewFromSearch(search);
  const orders = useStaffOrders(viewToQuery(view));
  const options = useStaffOrderFilterOptions();
  const update = (patch: Partial<QueueView>) =>
    setSearch(viewToSearch({ ...view, page: 1, ...patch }), { replace: true, preventScrollReset: true });

  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / STAFF_ORDERS_PAGE_SIZE)) : 1;

  return (
    <>
      <search className={styles.toolbar} aria-label="Opdrachten filteren">
        <Filter
          label="Status"
          value={view.status}
          onChange={(status) => update({ status: status as QueueView['status'] })}
        >
          <option value="">Alle statussen</option>
          {Object.entries(staffOrderStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Filter>
        <Filter label="Prioriteit" value={view.priority} onChange={(priority) => update({ priority })}>
          <option value="">Alle prioriteiten</option>
          {[1, 2, 3, 4, 5].map((priority) => (
            <option key={priority} value={String(priority)}>
              {priorityLabel(priority)}
            </option>
          ))}
        </Filter>
        <Filter label="Klant" value={view.customer} onChange={(customer) => update({ customer })}>
          <option value="">Alle klanten</option>
          {options.data?.customers.map((customer) => (
            <option key={customer.id} value={String(customer.id)}>
              {customer.name}
            </option>
          ))}
        </Filter>
        <Filter label="Behandelaar" value={view.assignee} onChange={(assignee) => update({ assignee })}>
          <option value="">Iedereen</option>
          <option value="none">Niemand toegewezen</option>
          {options.data?.staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </Filter>
        <Filter
          label="Sorteren"
          value={view.sort}
          onChange={(sort) => update({ sort: sort as StaffOrderSort })}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Filter>
      </search>

      {orders.isError ? (
        <LoadError
          failure="De opdrachten konden niet worden geladen."
          retry={orders.refetch}
          isFetching={orders.isFetching}
        />
      ) : !data ? (
        <p aria-busy="true">Bezig met laden…</p>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {data.total === 0
              ? 'Geen opdrachten gevonden met deze filters.'
              : `${data.total} ${data.total === 1 ? 'opdracht' : 'opdrachten'}${pages > 1 ? `, pagina ${data.page} van ${pages}` : ''}`}
          </p>
          {data.items.length > 0 && (
            <table
              className={`${styles.table} ${stacked.withoutHeader}`}
              aria-busy={orders.isFetching || undefined}
            >
              <caption className="visually-hidden">Opdrachten, {sortLabels[view.sort].toLowerCase()}</caption>
              <thead>
                <tr>
                  <th scope="col">Opdracht</th>
                  <th scope="col">Status</th>
                  <th scope="col">Prioriteit en tijd over</th>
                  <th scope="col">Behandelaar</th>
                  <th scope="col">Tijd</th>
                  <th scope="col">Laatste activiteit</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && (
            <nav className={styles.pager} aria-label="Pagina's">
              <button
                type="button"
                className="button button-secondary"
                disabled={view.page <= 1}
                onClick={() => update({ page: view.page - 1 })}
              >
                Vorige pagina
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={view.page >= pages}
                onClick={() => update({ page: view.page + 1 })}
              >
                Volgende pagina
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
};
