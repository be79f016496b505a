import { type InvoiceStatus, STAFF_INVOICES_PAGE_SIZE } from '@maatwerk/contract';
import { invoiceStatuses, invoiceStatusLabels } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { formatDate, formatEuro } from '~/lib/format.ts';
import { ChoiceFilter, CustomerFilter, onFirstPage } from './customer-filter.tsx';
import { useStaffInvoices } from './invoice-api.ts';
import own from './invoices.module.css';

/** Every invoice and credit note, newest first, filtered on status and customer, a page at a time. */
export const InvoicesPage = () => {
  const id = useId();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [customerId, setCustomerId] = useState('');
  const [page, setPage] = useState(1);
  const list = useStaffInvoices({
    ...(status && { status }),
    ...(customerId && { customer_id: Number(customerId) }),
    ...(page > 1 && { page }),
  });

  return (
    <div className={styles.page}>
      <h1>Facturen</h1>
      <p className="prose">
        Concepten, verzonden facturen en creditfacturen, de nieuwste eerst. Een factuur krijgt haar nummer bij
        het verzenden en verandert daarna nooit meer.
      </p>
      <div className={styles.actions}>
        <Link to="/beheer/facturen/nieuw" className="button">
          Nieuw concept
        </Link>
        <Link to="/beheer/facturen/btw-en-omzet" className="button button-secondary">
          Btw en omzet
        </Link>
        <Link to="/beheer/facturen/openstaande-posten" className="button button-secondary">
          Openstaande posten
        </Link>
      </div>
      <search className={own.filters} aria-label="Facturen filteren">
        <ChoiceFilter
          id={`${id}-status`}
          label="Status"
          value={status}
          choices={invoiceStatuses}
          labels={invoiceStatusLabels}
          onChange={onFirstPage(setStatus, setPage)}
        />
        <CustomerFilter
          id={`${id}-klant`}
          value={customerId}
          onChange={onFirstPage(setCustomerId, setPage)}
        />
      </search>
      <QueryListStatus query={list} failure="De facturen konden niet worden geladen.">
        {(invoices) => (
          <>
            {invoices.length === 0 ? (
              <p className={styles.meta}>Er zijn geen facturen die hierbij passen.</p>
            ) : (
              <ol className={styles.list} aria-label="Facturen">
                {invoices.map((invoice) => {
                  const name = `${invoice.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${invoice.number ?? '(concept)'}`;
                  return (
                    <li key={invoice.id} className={styles.item}>
                      <article aria-labelledby={`factuur-${invoice.id}`}>
                        <div className={styles.itemHead}>
                          <h2 id={`factuur-${invoice.id}`}>
                            <Link to={`/beheer/facturen/${invoice.id}`}>{name}</Link>
                          </h2>
                          <span className={styles.badge}>{invoiceStatusLabels[invoice.status]}</span>
                        </div>
                        <p className={styles.meta}>
                          {invoice.customer.name} · {invoice.description}
                          {invoice.issued_on && ` · ${formatDate(invoice.issued_on)}`} · totaal{' '}
                          {formatEuro(invoice.total_cents)}
                          {invoice.kind === 'factuur' &&
                            invoice.status !== 'concept' &&
                            ` · open ${formatEuro(invoice.balance_cents)}`}
                        </p>
                      </article>
                    </li>
                  );
                })}
              </ol>
            )}
            {(page > 1 || invoices.length === STAFF_INVOICES_PAGE_SIZE) && (
              <nav className={styles.actions} aria-label="Pagina’s van de facturen">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={page <= 1 || list.isFetching}
                  onClick={() => setPage(page - 1)}
                >
                  Nieuwere facturen
                </button>
                <span>Pagina {page}</span>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={invoices.length < STAFF_INVOICES_PAGE_SIZE || list.isFetching}
                  onClick={() => setPage(page + 1)}
                >
                  Oudere facturen
                </button>
              </nav>
            )}
          </>
        )}
      </QueryListStatus>
    </div>
  );
};
