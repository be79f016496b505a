import { type AgingBucket, agingBuckets, type OpenItemsPage as Page } from '@maatwerk/contract';
import { agingBucketLabels, openItemKindLabels } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AmountCell } from '~/components/amount-cell.tsx';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import stacked from '~/components/stacked-table.module.css';
import { useActionMessage } from '~/components/use-action-message.ts';
import { formatDate, formatEuro } from '~/lib/format.ts';
import { ChoiceFilter, CustomerFilter, onFirstPage } from './customer-filter.tsx';
import own from './invoices.module.css';
import { downloadOpenItemsCsv, useOpenItems } from './open-items-api.ts';

const todayInAmsterdam = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format();

/** A column head of figures, aligned as they are. */
const AmountHeader = ({ children }: { children: string }) => (
  <th scope="col" className={own.amount}>
    {children}
  </th>
);

/** The four buckets with their count and sum, and the total of them all. */
const BucketTotals = ({ data }: { data: Page }) => (
  <table className={`${stacked.table} ${own.table}`}>
    <caption className="visually-hidden">Openstaand per leeftijd</caption>
    <thead>
      <tr>
        <th scope="col">Dagen over de vervaldatum</th>
        <AmountHeader>Posten</AmountHeader>
        <AmountHeader>Open</AmountHeader>
      </tr>
    </thead>
    <tbody>
      {data.buckets.map((total) => (
        <tr key={total.bucket}>
          <th scope="row">{agingBucketLabels[total.bucket]}</th>
          <td data-label="Posten" className={own.amount}>
            {total.count}
          </td>
          <AmountCell label="Open" cents={total.open_cents} className={own.amount} />
        </tr>
      ))}
    </tbody>
  </table>
);

const Items = ({ data }: { data: Page }) => (
  <table className={`${stacked.table} ${own.table}`}>
    <caption className="visually-hidden">Openstaande posten, de oudste eerst</caption>
    <thead>
      <tr>
        <th scope="col">Klant</th>
        <th scope="col">Nummer</th>
        <th scope="col">Vervaldatum</th>
        <AmountHeader>Dagen</AmountHeader>
        <AmountHeader>Totaal</AmountHeader>
        <AmountHeader>Open</AmountHeader>
      </tr>
    </thead>
    <tbody>
      {data.items.map((item) => (
        <tr key={item.invoice_id}>
          <td data-label="Klant">
            <Link to={`/beheer/klanten/${item.customer.id}`}>{item.customer.name}</Link>
          </td>
          <td data-label="Nummer">
            <Link to={`/beheer/facturen/${item.invoice_id}`}>
              {openItemKindLabels[item.kind]} {item.number}
            </Link>
          </td>
          <td data-label="Vervaldatum">
            {item.due_on ? formatDate(item.due_on) : `— (${formatDate(item.issued_on)})`}
          </td>
          <td data-label="Dagen" className={own.amount}>
            {item.days_past_due}
          </td>
          <AmountCell label="Totaal" cents={item.total_cents} className={own.amount} />
          <AmountCell label="Open" cents={item.open_cents} className={own.amount} />
        </tr>
      ))}
    </tbody>
  </table>
);

/**
 * Every customer's open items by age past the due date (a credit note: its date), with the totals
 * per bucket; filtered on age and customer and paged by the API; the filter as CSV.
 */
export const OpenItemsPage = () => {
  const id = useId();
  const [bucket, setBucket] = useState<AgingBucket | ''>('');
  const [customerId, setCustomerId] = useState('');
  const [page, setPage] = useState(1);
  const filter = {
    ...(bucket && { bucket }),
    ...(customerId && { customer_id: Number(customerId) }),
  };
  const list = useOpenItems({ ...filter, ...(page > 1 && { page }) });
  const { message, perform } = useActionMessage();

  return (
    <div className={styles.page}>
      <p className={styles.meta}>
        <Link to="/beheer/facturen">← Facturen</Link>
      </p>
      <h1>Openstaande posten</h1>
      <p className="prose">
        Wat klanten nog moeten betalen, en het tegoed van creditfacturen die nog niet verrekend zijn, naar het
        aantal dagen na de vervaldatum. Posten die nog niet vervallen zijn tellen bij 0–30 dagen.
      </p>
      <search className={own.filters} aria-label="Openstaande posten filteren">
        <ChoiceFilter
          id={`${id}-leeftijd`}
          label="Leeftijd"
          value={bucket}
          choices={agingBuckets}
          labels={agingBucketLabels}
          onChange={onFirstPage(setBucket, setPage)}
        />
        <CustomerFilter
          id={`${id}-klant`}
          value={customerId}
          onChange={onFirstPage(setCustomerId, setPage)}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            void perform(
              () => downloadOpenItemsCsv(filter, todayInAmsterdam()),
              'De openstaande posten (CSV) zijn gedownload.',
            )
          }
        >
          Openstaande posten als CSV
        </button>
      </search>
      <p className={styles.notice} role={message?.tone ?? 'status'}>
        {message?.text}
      </p>
      <QueryListStatus query={list} failure="De openstaande posten konden niet worden geladen.">
        {(data) => (
          <>
            <BucketTotals data={data} />
            <p>
              <strong>
                {data.count} {data.count === 1 ? 'post' : 'posten'}, samen {formatEuro(data.open_cents)}
              </strong>
            </p>
            {data.items.length === 0 ? (
              <p className={styles.meta}>Er staat niets open dat hierbij past.</p>
            ) : (
              <Items data={data} />
            )}
            {data.count > data.per_page && (
              <nav className={styles.actions} aria-label="Pagina’s van de openstaande posten">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={page <= 1 || list.isFetching}
                  onClick={() => setPage(page - 1)}
                >
                  Vorige pagina
                </button>
                <span>
                  Pagina {data.page} van {Math.ceil(data.count / data.per_page)}
                </span>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={page * data.per_page >= data.count || list.isFetching}
                  onClick={() => setPage(page + 1)}
                >
                  Volgende pagina
                </button>
              </nav>
            )}
          </>
        )}
      </QueryListStatus>
    </div>
  );
};
