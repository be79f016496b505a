import type { Invoice, ProFormaLine, Subscription } from '@maatwerk/contract';
import { vatTotals } from '@maatwerk/contract/constants';
import { AmountCell } from '~/components/amount-cell.tsx';
import cards from '~/components/card-list.module.css';
import tables from '~/components/data-table.module.css';
import stacked from '~/components/stacked-table.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate, formatEuro } from '~/lib/format.ts';
import own from './billing.module.css';
import { formatQuantity, intervalLabels } from './labels.ts';
import { NumberHeaders } from './number-headers.tsx';

const styles = combineStyles(cards, tables, stacked, own);

/** Drafts the provider is still preparing: no number, no PDF yet. */
export const SavedInvoices = ({ invoices }: { invoices: Invoice[] }) => {
  if (invoices.length === 0) return <p>Er staan geen conceptfacturen klaar.</p>;
  return (
    <ul className={styles.cards}>
      {invoices.map((invoice) => (
        <li key={invoice.id} className={styles.card}>
          <p className={styles.cardTitle}>{invoice.description}</p>
          <p className={styles.meta}>
            {invoice.lines.length} {invoice.lines.length === 1 ? 'regel' : 'regels'} · nog niet verstuurd
          </p>
          <p>
            <strong>{formatEuro(invoice.total_cents)}</strong> incl. {formatEuro(invoice.vat_cents)} btw
          </p>
        </li>
      ))}
    </ul>
  );
};

/**
 * The subscriptions, each also with VAT as its invoices will charge it (vatTotals); the API gives
 * the rate as charged, 0% for a customer under reverse charge.
 */
export const Subscriptions = ({ subscriptions }: { subscriptions: Subscription[] }) => {
  if (subscriptions.length === 0) return <p>Je hebt geen abonnementen.</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Abonnementen</caption>
      <thead>
        <tr>
          <th scope="col">Abonnement</th>
          <NumberHeaders labels={['Bedrag excl. btw', 'Incl. btw']} />
          <th scope="col">Sinds</th>
          <th scope="col">Volgende factuur</th>
        </tr>
      </thead>
      <tbody>
        {subscriptions.map((subscription) => (
          <tr key={subscription.id} data-ended={subscription.ended_on ? 'true' : undefined}>
            <td data-label="Abonnement">
              <strong>{subscription.description}</strong>
              {subscription.ended_on && (
                <span className={styles.meta}>Beëindigd op {formatDate(subscription.ended_on)}</span>
              )}
            </td>
            <td data-label="Bedrag excl. btw" className={styles.number}>
              {formatEuro(subscription.amount_cents)} {intervalLabels[subscription.interval]}
            </td>
            <td data-label="Incl. btw" className={styles.number}>
              {formatEuro(
                vatTotals([{ amountCents: subscription.amount_cents, vatRate: subscription.vat_rate }])
                  .totalCents,
              )}
              <span className={styles.meta}>{subscription.vat_rate}% btw</span>
            </td>
            <td data-label="Sinds">{formatDate(subscription.started_on)}</td>
            <td data-label="Volgende factuur">
              {subscription.next_invoice_on ? formatDate(subscription.next_invoice_on) : 'Geen'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** Work done since the last invoice: what the next one will carry, its VAT by the invoices' rule. */
export const ProFormaLines = ({ lines }: { lines: ProFormaLine[] }) => {
  if (lines.length === 0) return <p>Er staat geen werk klaar voor de volgende factuur.</p>;
  const { subtotalCents: subtotal, vatCents: vat } = vatTotals(
    lines.map((line) => ({ amountCents: line.total_cents, vatRate: line.vat_rate })),
  );
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Nog te factureren</caption>
      <thead>
        <tr>
          <th scope="col">Datum</th>
          <th scope="col">Omschrijving</th>
          <NumberHeaders labels={['Aantal', 'Prijs', 'Bedrag excl. btw']} />
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td data-label="Datum">{formatDate(line.worked_on)}</td>
            <td data-label="Omschrijving">{line.description}</td>
            <td data-label="Aantal" className={styles.number}>
              {formatQuantity(line.quantity)}
            </td>
            <AmountCell label="Prijs" cents={line.unit_price_cents} className={styles.number} />
            <AmountCell label="Bedrag excl. btw" cents={line.total_cents} className={styles.number} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Totaal excl. btw
          </th>
          <td className={styles.number}>{formatEuro(subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={4}>
            Btw (ongeveer)
          </th>
          <td className={styles.number}>{formatEuro(vat)}</td>
        </tr>
      </tfoot>
    </table>
  );
};
