import type { Invoice } from '@maatwerk/contract';
import { vatLabel, vatTotals } from '@maatwerk/contract/constants';
import { formatEuro } from '~/lib/format.ts';
import styles from './billing.module.css';
import { formatQuantity } from './labels.ts';
import { NumberHeaders } from './number-headers.tsx';

/**
 * The lines of one invoice with the VAT per rate and the total, as the PDF shows them: the VAT per
 * rate by the same rule (vatTotals) as the API's totals.
 */
export const InvoiceLines = ({ invoice, id }: { invoice: Invoice; id: string }) => {
  const { groups } = vatTotals(
    invoice.lines.map((line) => ({ amountCents: line.total_cents, vatRate: line.vat_rate })),
    invoice.reverse_charge,
  );
  return (
    <table className={styles.lines} id={id}>
      <caption className="visually-hidden">Regels van {invoice.number ?? invoice.description}</caption>
      <thead>
        <tr>
          <th scope="col">Omschrijving</th>
          <NumberHeaders labels={['Aantal', 'Prijs', 'Btw', 'Bedrag']} />
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          // Lines have no id of their own; their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={index}>
            <td>{line.description}</td>
            <td className={styles.number}>{formatQuantity(line.quantity)}</td>
            <td className={styles.number}>{formatEuro(line.unit_price_cents)}</td>
            <td className={styles.number}>{invoice.reverse_charge ? 'verlegd' : `${line.vat_rate}%`}</td>
            <td className={styles.number}>{formatEuro(line.total_cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Subtotaal (excl. btw)
          </th>
          <td className={styles.number}>{formatEuro(invoice.subtotal_cents)}</td>
        </tr>
        {groups.map((group) => (
          <tr key={group.rate}>
            <th scope="row" colSpan={4}>
              {vatLabel(group.rate, invoice.reverse_charge)} over {formatEuro(group.baseCents)}
            </th>
            <td className={styles.number}>{formatEuro(group.vatCents)}</td>
          </tr>
        ))}
        <tr className={styles.totalRow}>
          <th scope="row" colSpan={4}>
            Totaal (incl. btw)
          </th>
          <td className={styles.number}>{formatEuro(invoice.total_cents)}</td>
        </tr>
      </tfoot>
    </table>
  );
};
