import type { Invoice } from '@maatwerk/contract';
import { invoiceStatusLabels } from '@maatwerk/contract/constants';
import { Fragment, useId, useState } from 'react';
import badges from '~/components/badge.module.css';
import type { BadgeTone } from '~/components/badge.ts';
import tables from '~/components/data-table.module.css';
import stacked from '~/components/stacked-table.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { daysUntil, formatDate, formatEuro } from '~/lib/format.ts';
import own from './billing.module.css';
import { BusyButton } from './busy-button.tsx';
import { downloadInvoicePdf, downloadInvoiceUbl, type SentInvoice } from './download-invoice.ts';
import { InvoiceLines } from './invoice-lines.tsx';
import { dueText, invoiceStateLabels } from './labels.ts';
import { PayOnlineButton } from './online-payment.tsx';

const styles = combineStyles(tables, stacked, own);

const stateTones: Record<Invoice['state'], BadgeTone> = {
  concept: 'neutral',
  open: 'info',
  overdue: 'danger',
  paid: 'success',
};

/** Settled by a credit note for the whole amount: not paid, so not "Betaald". */
const StateBadge = ({ invoice }: { invoice: Invoice }) => (
  <span
    className={`${badges.badge} ${badges.wraps}`}
    data-tone={invoice.status === 'gecrediteerd' ? 'neutral' : stateTones[invoice.state]}
  >
    {invoice.status === 'gecrediteerd' ? invoiceStatusLabels.gecrediteerd : invoiceStateLabels[invoice.state]}
  </span>
);

/** What a download threw: its own Dutch message. */
const downloadFailure = (what: string) => (caught: unknown) =>
  caught instanceof Error ? caught.message : `${what} kon niet worden opgehaald.`;

/** The PDF and the e-invoice (UBL, for bookkeeping software) of a sent invoice or credit note. */
const Downloads = ({ invoice, creditNote = false }: { invoice: SentInvoice; creditNote?: boolean }) => {
  const document_ = creditNote ? 'creditfactuur' : 'factuur';
  return (
    <>
      <BusyButton
        label="PDF"
        ariaLabel={`PDF van ${document_} ${invoice.number} downloaden`}
        run={() => downloadInvoicePdf(invoice, document_)}
        failure={downloadFailure('De factuur')}
      />
      <BusyButton
        label="E-factuur (UBL)"
        ariaLabel={`E-factuur (UBL) van ${document_} ${invoice.number} downloaden`}
        run={() => downloadInvoiceUbl(invoice)}
        failure={downloadFailure('De e-factuur')}
      />
    </>
  );
};

const InvoiceRow = ({ invoice }: { invoice: Invoice }) => {
  const [open, setOpen] = useState(false);
  const linesId = useId();
  const unpaid = invoice.state === 'open' || invoice.state === 'overdue';
  return (
    <Fragment>
      <tr data-state={invoice.state}>
        <td data-label="Factuur">
          <strong>{invoice.number}</strong>
          <span className={styles.meta}>{invoice.description}</span>
        </td>
        <td data-label="Datum" className={styles.date}>
          {invoice.issued_on && formatDate(invoice.issued_on)}
        </td>
        <td data-label="Vervaldatum" className={styles.date}>
          {invoice.due_on && formatDate(invoice.due_on)}
          {unpaid && invoice.due_on && (
            <span className={invoice.state === 'overdue' ? styles.overdue : styles.meta}>
              {dueText(daysUntil(invoice.due_on))}
            </span>
          )}
        </td>
        <td data-label="Excl. btw" className={styles.number}>
          {formatEuro(invoice.subtotal_cents)}
          <span className={styles.meta}>+ {formatEuro(invoice.vat_cents)} btw</span>
        </td>
        <td data-label="Totaal" className={styles.number}>
          <strong>{formatEuro(invoice.total_cents)}</strong>
        </td>
        <td data-label="Status">
          <StateBadge invoice={invoice} />
          {invoice.paid_at && <span className={styles.meta}>op {formatDate(invoice.paid_at)}</span>}
          {unpaid && (
            <span className={styles.meta}>
              {invoice.paid_cents > 0 && 'Gedeeltelijk betaald · '}
              nog {formatEuro(invoice.balance_cents)} open
            </span>
          )}
        </td>
        <td data-label="Acties">
          <div className={styles.rowActions}>
            <button
              type="button"
              className={`button button-secondary ${styles.smallButton}`}
              aria-expanded={open}
              aria-controls={open ? linesId : undefined}
              onClick={() => setOpen(!open)}
            >
              {/* A disclosure: the name stays, aria-expanded and the arrow say whether it is open. */}
              Regels
              <span className="visually-hidden"> van factuur {invoice.number}</span>
              <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" className={styles.chevron}>
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <Downloads invoice={invoice} />
            <PayOnlineButton invoice={invoice} />
          </div>
        </td>
      </tr>
      {invoice.credit_notes.map((note) => (
        <tr key={`credit-${note.id}`} className={styles.creditRow}>
          <td data-label="Creditfactuur">
            <strong>{note.number}</strong>
            <span className={styles.meta}>Creditfactuur bij factuur {invoice.number}</span>
          </td>
          <td data-label="Datum" className={styles.date}>
            {formatDate(note.issued_on)}
          </td>
          <td />
          <td />
          <td data-label="Totaal" className={styles.number}>
            <strong>{formatEuro(note.total_cents)}</strong>
          </td>
          <td />
          <td data-label="Acties">
            <div className={styles.rowActions}>
              <Downloads invoice={note} creditNote />
            </div>
          </td>
        </tr>
      ))}
      {open && (
        <tr className={styles.linesRow}>
          <td colSpan={7}>
            <InvoiceLines invoice={invoice} id={linesId} />
          </td>
        </tr>
      )}
    </Fragment>
  );
};

/** Sent invoices, newest first, with amounts excluding and including VAT, state and PDF. */
export const SentInvoices = ({ invoices }: { invoices: Invoice[] }) => {
  if (invoices.length === 0) return <p>Je hebt nog geen facturen ontvangen.</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Verstuurde facturen</caption>
      <thead>
        <tr>
          <th scope="col">Factuur</th>
          <th scope="col">Datum</th>
          <th scope="col">Vervaldatum</th>
          <th scope="col" className={styles.number}>
            Excl. btw
          </th>
          <th scope="col" className={styles.number}>
            Totaal
          </th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Acties</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </tbody>
    </table>
  );
};
