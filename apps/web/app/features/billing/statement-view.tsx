import type { OpenItem, Statement } from '@maatwerk/contract';
import { openItemKindLabels, paymentMethodLabels } from '@maatwerk/contract/constants';
import tables from '~/components/data-table.module.css';
import facts from '~/components/fact-list.module.css';
import stacked from '~/components/stacked-table.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate, formatEuro } from '~/lib/format.ts';
import own from './billing.module.css';

const styles = combineStyles(tables, stacked, own);

/** How old an item is, as a reader says it: not yet due, due today, or so many days past it. */
const ageText = (item: OpenItem): string => {
  if (item.kind === 'creditfactuur') return 'Nog te verrekenen';
  if (item.days_past_due < 0) return 'Nog niet vervallen';
  if (item.days_past_due === 0) return 'Vervalt vandaag';
  return `${item.days_past_due} ${item.days_past_due === 1 ? 'dag' : 'dagen'} over de vervaldatum`;
};

const OpenItems = ({ items, caption }: { items: OpenItem[]; caption: string }) => (
  <table className={styles.table}>
    <caption className="visually-hidden">{caption}</caption>
    <thead>
      <tr>
        <th scope="col">Nummer</th>
        <th scope="col">Datum</th>
        <th scope="col">Vervaldatum</th>
        <th scope="col" className={styles.number}>
          Totaal
        </th>
        <th scope="col" className={styles.number}>
          Betaald
        </th>
        <th scope="col" className={styles.number}>
          Open
        </th>
      </tr>
    </thead>
    <tbody>
      {items.map((item) => (
        <tr key={item.invoice_id}>
          <td data-label="Nummer">
            <strong>{item.number}</strong>
            <span className={styles.meta}>{openItemKindLabels[item.kind]}</span>
          </td>
          <td data-label="Datum" className={styles.date}>
            {formatDate(item.issued_on)}
          </td>
          <td data-label="Vervaldatum" className={styles.date}>
            {item.due_on ? formatDate(item.due_on) : '—'}
            <span
              className={item.days_past_due > 0 && item.kind === 'factuur' ? styles.overdue : styles.meta}
            >
              {ageText(item)}
            </span>
          </td>
          <td data-label="Totaal" className={styles.number}>
            {formatEuro(item.total_cents)}
            {item.credited_cents !== 0 && (
              <span className={styles.meta}>{formatEuro(item.credited_cents)} gecrediteerd</span>
            )}
          </td>
          <td data-label="Betaald" className={styles.number}>
            {formatEuro(item.paid_cents)}
          </td>
          <td data-label="Open" className={styles.number}>
            <strong>{formatEuro(item.open_cents)}</strong>
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

const Payments = ({ statement }: { statement: Statement }) =>
  statement.payments.length === 0 ? (
    <p>Geen betalingen ontvangen sinds {formatDate(statement.payments_since)}.</p>
  ) : (
    <table className={styles.table}>
      <caption className="visually-hidden">
        Ontvangen betalingen sinds {formatDate(statement.payments_since)}
      </caption>
      <thead>
        <tr>
          <th scope="col">Datum</th>
          <th scope="col">Factuur</th>
          <th scope="col">Betaalwijze</th>
          <th scope="col" className={styles.number}>
            Bedrag
          </th>
        </tr>
      </thead>
      <tbody>
        {statement.payments.map((payment) => (
          <tr key={payment.id}>
            <td data-label="Datum">{formatDate(payment.paid_on)}</td>
            <td data-label="Factuur">{payment.invoice_number}</td>
            <td data-label="Betaalwijze">{paymentMethodLabels[payment.method]}</td>
            <td data-label="Bedrag" className={styles.number}>
              {formatEuro(payment.amount_cents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

/**
 * A rekeningoverzicht as the API draws it up: the sums, the open items and the payments received.
 * The customer's page and the back office show the same; headings start at `level`.
 */
export const StatementView = ({ statement, level = 2 }: { statement: Statement; level?: 2 | 3 }) => {
  const Heading = `h${level}` as const;
  const credit = statement.total_due_cents < 0;
  return (
    <>
      <dl className={`${facts.facts} ${styles.summary}`}>
        <dt>Datum</dt>
        <dd>{formatDate(statement.date)}</dd>
        <dt>Openstaand</dt>
        <dd>{formatEuro(statement.open_cents)}</dd>
        <dt>Tegoed</dt>
        <dd>{formatEuro(statement.credit_cents)}</dd>
        <dt>{credit ? 'Tegoed na verrekening' : 'Totaal te betalen'}</dt>
        <dd>
          <strong>{formatEuro(Math.abs(statement.total_due_cents))}</strong>
        </dd>
      </dl>
      <Heading>Openstaande posten</Heading>
      {statement.items.length === 0 ? (
        <p>Er staat niets open.</p>
      ) : (
        <OpenItems items={statement.items} caption="Openstaande posten" />
      )}
      <Heading>Ontvangen betalingen</Heading>
      <Payments statement={statement} />
    </>
  );
};
