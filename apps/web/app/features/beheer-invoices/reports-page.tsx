import {
  productGroupLabels,
  quarterOf,
  type RevenueGroup,
  vatReturnBoxLabels,
  wholeEurosOnReturn,
} from '@maatwerk/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AmountCell } from '~/components/amount-cell.tsx';
import styles from '~/components/beheer-page.module.css';
import { fieldStyles } from '~/components/form/index.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import stacked from '~/components/stacked-table.module.css';
import { type ActionMessage, useActionMessage } from '~/components/use-action-message.ts';
import { formatEuro } from '~/lib/format.ts';
import own from './invoices.module.css';
import { reportDownloads, useRevenue, useVatReturn } from './reports-api.ts';

const monthNames = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthNames.format(new Date(`${month}-01T00:00:00Z`));
const groupLabel = (group: RevenueGroup) => (group === 'overig' ? 'Overig' : productGroupLabels[group]);

/** '2026-Q3' → '3e kwartaal 2026'. */
const quarterLabel = (quarter: string) => `${quarter.slice(6)}e kwartaal ${quarter.slice(0, 4)}`;

/** The current quarter and the eleven before it, newest first (Amsterdam's calendar, as the API's). */
const recentQuarters = (now = new Date()): string[] => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
  const current = quarterOf(today);
  let year = Number(current.slice(0, 4));
  let index = Number(current.slice(6));
  const quarters: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    quarters.push(`${year}-Q${index}`);
    index -= 1;
    if (index === 0) {
      index = 4;
      year -= 1;
    }
  }
  return quarters;
};

/** A CSV download: the file, then what happened under the buttons. */
const DownloadButton = ({ label, run }: { label: string; run: () => Promise<unknown> }) => (
  <button type="button" className="button button-secondary" onClick={() => void run()}>
    {label}
  </button>
);

/** A table's column names; the last `amounts` are amounts, right-aligned. */
const Head = ({ columns, amounts }: { columns: string[]; amounts: number }) => (
  <thead>
    <tr>
      {columns.map((column, index) => (
        <th key={column} scope="col" className={index >= columns.length - amounts ? own.amount : undefined}>
          {column}
        </th>
      ))}
    </tr>
  </thead>
);

const Message = ({ message }: { message: ActionMessage }) => (
  <p className={styles.notice} role={message?.tone ?? 'status'}>
    {message?.text}
  </p>
);

/** The VAT return and ICP listing of a quarter: on screen, and as CSV to file or keep. */
const VatReturnSection = () => {
  const id = useId();
  const quarters = recentQuarters();
  // The quarter one files for: the one before the current.
  const [quarter, setQuarter] = useState(quarters[1] ?? quarters[0] ?? '');
  const figures = useVatReturn(quarter);
  const { message, perform } = useActionMessage();

  return (
    <section className={styles.panel} aria-labelledby={`${id}-btw`}>
      <h2 id={`${id}-btw`}>Btw-aangifte en ICP-opgaaf</h2>
      <p className="prose">
        Uit de verzonden facturen en creditfacturen met een factuurdatum in het kwartaal; creditfacturen gaan
        eraf. De bedragen zijn tot op de cent; in de aangifte komen hele euro’s, naar beneden afgerond.
        Voorbelasting (5b) staat niet in dit systeem.
      </p>
      <div className={own.filters}>
        <div className={own.field}>
          <label htmlFor={`${id}-kwartaal`}>Kwartaal</label>
          <select
            id={`${id}-kwartaal`}
            className={fieldStyles.input}
            value={quarter}
            onChange={(event) => setQuarter(event.target.value)}
          >
            {quarters.map((one) => (
              <option key={one} value={one}>
                {quarterLabel(one)}
              </option>
            ))}
          </select>
        </div>
        <DownloadButton
          label="Btw-aangifte als CSV"
          run={() =>
            perform(() => reportDownloads.vatReturn(quarter), 'De btw-aangifte (CSV) is gedownload.')
          }
        />
        <DownloadButton
          label="ICP-opgaaf als CSV"
          run={() => perform(() => reportDownloads.icp(quarter), 'De ICP-opgaaf (CSV) is gedownload.')}
        />
      </div>
      <Message message={message} />
      <QueryListStatus query={figures} failure="De btw-aangifte kon niet worden geladen.">
        {(data) => (
          <>
            <table className={`${stacked.table} ${own.table} ${own.reportTable}`}>
              <caption className="visually-hidden">Btw-aangifte {quarterLabel(data.quarter)}</caption>
              <Head columns={['Rubriek', 'Omzet', 'Btw', 'In de aangifte']} amounts={3} />
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.box}>
                    <td data-label="Rubriek">
                      <span>
                        <strong>{line.box}</strong> {vatReturnBoxLabels[line.box]}
                      </span>
                    </td>
                    <AmountCell label="Omzet" cents={line.turnover_cents} className={own.amount} />
                    <td data-label="Btw" className={own.amount}>
                      {line.vat_cents === null ? '—' : formatEuro(line.vat_cents)}
                    </td>
                    <td data-label="In de aangifte" className={own.amount}>
                      {`€ ${wholeEurosOnReturn(line.turnover_cents)}`}
                      {line.vat_cents !== null && ` / € ${wholeEurosOnReturn(line.vat_cents)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <strong>Verschuldigde btw (5a): {formatEuro(data.vat_due_cents)}</strong> · {data.documents}{' '}
              {data.documents === 1 ? 'factuur of creditfactuur' : 'facturen en creditfacturen'} van{' '}
              {data.from.split('-').reverse().join('-')} tot en met {data.to.split('-').reverse().join('-')}
            </p>
            <h3>ICP-opgaaf</h3>
            {data.icp.length === 0 ? (
              <p className={styles.meta}>Geen diensten met btw verlegd aan klanten in andere EU-landen.</p>
            ) : (
              <table className={`${stacked.table} ${own.table} ${own.reportTable}`}>
                <caption className="visually-hidden">ICP-opgaaf {quarterLabel(data.quarter)}</caption>
                <Head columns={['Klant', 'Land', 'Btw-nummer', 'Bedrag']} amounts={1} />
                <tbody>
                  {data.icp.map((line) => (
                    <tr key={line.vat_id}>
                      <td data-label="Klant">
                        <Link to={`/beheer/klanten/${line.customer_id}`}>{line.customer_name}</Link>
                      </td>
                      <td data-label="Land">{line.country}</td>
                      <td data-label="Btw-nummer">{line.vat_id}</td>
                      <AmountCell label="Bedrag" cents={line.amount_cents} className={own.amount} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </QueryListStatus>
    </section>
  );
};

/** Revenue of a year per month and product group: what was invoiced and what came in. */
const RevenueSection = () => {
  const id = useId();
  const thisYear = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(),
  );
  const years = Array.from({ length: 5 }, (_, i) => thisYear - i);
  const [year, setYear] = useState(thisYear);
  const revenue = useRevenue(year);
  const { message, perform } = useActionMessage();

  return (
    <section className={styles.panel} aria-labelledby={`${id}-omzet`}>
      <h2 id={`${id}-omzet`}>Omzet per maand en productgroep</h2>
      <p className="prose">
        Gefactureerd op factuurdatum (creditfacturen gaan eraf), ontvangen op betaaldatum. Een factuur hoort
        bij de productgroep van de dienst die ze factureert; uren, abonnementen en losse facturen zijn
        “Overig”.
      </p>
      <div className={own.filters}>
        <div className={own.field}>
          <label htmlFor={`${id}-jaar`}>Jaar</label>
          <select
            id={`${id}-jaar`}
            className={fieldStyles.input}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {years.map((one) => (
              <option key={one} value={one}>
                {one}
              </option>
            ))}
          </select>
        </div>
        <DownloadButton
          label="Omzet als CSV"
          run={() => perform(() => reportDownloads.revenue(year), 'Het omzetoverzicht (CSV) is gedownload.')}
        />
      </div>
      <Message message={message} />
      <QueryListStatus query={revenue} failure="Het omzetoverzicht kon niet worden geladen.">
        {(data) =>
          data.rows.length === 0 ? (
            <p className={styles.meta}>Niets gefactureerd of ontvangen in {data.year}.</p>
          ) : (
            <>
              <table className={`${stacked.table} ${own.table} ${own.reportTable}`}>
                <caption className="visually-hidden">Omzet {data.year}</caption>
                <Head
                  columns={['Maand', 'Productgroep', 'Gefactureerd excl. btw', 'Incl. btw', 'Ontvangen']}
                  amounts={3}
                />
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={`${row.month} ${row.group}`}>
                      <td data-label="Maand">{monthLabel(row.month)}</td>
                      <td data-label="Productgroep">{groupLabel(row.group)}</td>
                      <AmountCell label="Excl. btw" cents={row.invoiced_cents} className={own.amount} />
                      <AmountCell
                        label="Incl. btw"
                        cents={row.invoiced_incl_vat_cents}
                        className={own.amount}
                      />
                      <AmountCell label="Ontvangen" cents={row.received_cents} className={own.amount} />
                    </tr>
                  ))}
                </tbody>
              </table>
              <p>
                <strong>
                  Totaal {data.year}: gefactureerd{' '}
                  {formatEuro(data.rows.reduce((sum, row) => sum + row.invoiced_cents, 0))} excl. btw,
                  ontvangen {formatEuro(data.rows.reduce((sum, row) => sum + row.received_cents, 0))}
                </strong>
              </p>
            </>
          )
        }
      </QueryListStatus>
    </section>
  );
};

/** The finance desk's figures: the VAT return and ICP listing per quarter, revenue per year. */
export const ReportsPage = () => (
  <div className={styles.page}>
    <h1>Btw en omzet</h1>
    <p className="prose">
      <Link to="/beheer/facturen">Terug naar de facturen</Link>
    </p>
    <VatReturnSection />
    <RevenueSection />
  </div>
);
