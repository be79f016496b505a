import {
  apiRoutes,
  type InvoiceConceptBody,
  type StaffCustomerSummary,
  type StaffInvoice,
} from '@maatwerk/contract';
import { centsToEuros, eurosToCents, vatRates } from '@maatwerk/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { describeSubmitFailure, type SubmitFailure } from '~/components/form/submit-error.ts';
import { staffApi, useStaffData } from '~/features/beheer-shell/index.ts';
import own from './invoices.module.css';

interface LineValues {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
}

let nextKey = 1;
const emptyLine = (): LineValues => ({
  key: nextKey++,
  description: '',
  quantity: '1',
  unitPrice: '',
  vatRate: String(vatRates[0]),
});

const linesOf = (invoice: StaffInvoice | undefined): LineValues[] =>
  invoice?.lines.length
    ? invoice.lines.map((line) => ({
        key: nextKey++,
        description: line.description,
        quantity: String(line.quantity).replace('.', ','),
        unitPrice: centsToEuros(line.unit_price_cents),
        vatRate: String(line.vat_rate),
      }))
    : [emptyLine()];

const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <span id={id} className={own.error}>
      {message}
    </span>
  ) : null;

/**
 * A concept's customer, description, delivery period and lines. Prices are typed in euros and sent
 * in cents; the API computes every amount and checks every rule again.
 */
export const ConceptForm = ({
  invoice,
  submitLabel,
  onSaved,
}: {
  invoice?: StaffInvoice;
  submitLabel: string;
  onSaved: (saved: StaffInvoice) => void;
}) => {
  const id = useId();
  const customers = useStaffData(
    () => staffApi(apiRoutes.staffListCustomers, { query: {} }),
    'staff-invoice-customers',
  );
  const [customerId, setCustomerId] = useState(invoice ? String(invoice.customer.id) : '');
  const [description, setDescription] = useState(invoice?.description ?? '');
  const [periodStart, setPeriodStart] = useState(invoice?.period_start ?? '');
  const [periodEnd, setPeriodEnd] = useState(invoice?.period_end ?? '');
  const [lines, setLines] = useState<LineValues[]>(() => linesOf(invoice));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const setLine = (key: number, patch: Partial<LineValues>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const body: InvoiceConceptBody = {
      customer_id: Number(customerId),
      description,
      period_start: periodStart,
      period_end: periodEnd,
      lines: lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        // An amount that is not one is sent as it was typed: the API names the field.
        unit_price_cents: eurosToCents(line.unitPrice) ?? line.unitPrice,
        vat_rate: Number(line.vatRate) as 21,
      })) as unknown as InvoiceConceptBody['lines'],
    };
    try {
      const saved = invoice
        ? await staffApi(apiRoutes.staffUpdateInvoice, { params: { id: invoice.id }, body })
        : await staffApi(apiRoutes.staffCreateInvoice, { body });
      onSaved(saved);
    } catch (error) {
      setFailure(describeSubmitFailure(error, 'Het opslaan is niet gelukt.'));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (path: string) => failure?.fields[path];
  const described = (path: string) => (fieldError(path) ? `${id}-${path}-fout` : undefined);

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-titel`}
    >
      <h2 id={`${id}-titel`}>{invoice ? 'Concept bewerken' : 'Nieuw concept'}</h2>
      <p className={styles.notice} role={failure ? 'alert' : undefined}>
        {failure?.message}
      </p>
      <div className={own.field}>
        <label htmlFor={`${id}-klant`}>Klant</label>
        <select
          id={`${id}-klant`}
          value={customerId}
          onChange={(event) => setCustomerId(event.target.value)}
          aria-invalid={Boolean(fieldError('customer_id'))}
          aria-describedby={described('customer_id')}
          required
        >
          <option value="">Kies een klant</option>
          {customers.data?.map((customer: StaffCustomerSummary) => (
            <option key={customer.id} value={customer.id}>
              {customer.name}
              {customer.billing_email ? '' : ' (geen factuur-e-mailadres)'}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-customer_id-fout`} message={fieldError('customer_id')} />
      </div>
      <div className={own.field}>
        <label htmlFor={`${id}-omschrijving`}>Omschrijving</label>
        <input
          id={`${id}-omschrijving`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={Boolean(fieldError('description'))}
          aria-describedby={described('description')}
          required
        />
        <FieldError id={`${id}-description-fout`} message={fieldError('description')} />
      </div>
      <fieldset className={own.filters}>
        <legend>Leveringsperiode</legend>
        <div className={own.field}>
          <label htmlFor={`${id}-van`}>Van</label>
          <input
            id={`${id}-van`}
            type="date"
            value={periodStart}
            onChange={(event) => setPeriodStart(event.target.value)}
            aria-invalid={Boolean(fieldError('period_start'))}
            aria-describedby={described('period_start')}
            required
          />
          <FieldError id={`${id}-period_start-fout`} message={fieldError('period_start')} />
        </div>
        <div className={own.field}>
          <label htmlFor={`${id}-tot`}>Tot en met</label>
          <input
            id={`${id}-tot`}
            type="date"
            value={periodEnd}
            onChange={(event) => setPeriodEnd(event.target.value)}
            aria-invalid={Boolean(fieldError('period_end'))}
            aria-describedby={described('period_end')}
            required
          />
          <FieldError id={`${id}-period_end-fout`} message={fieldError('period_end')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Regels</legend>
        <FieldError id={`${id}-lines-fout`} message={fieldError('lines')} />
        {lines.map((line, index) => {
          const path = (field: string) => `lines.${index}.${field}`;
          const n = index + 1;
          return (
            <div key={line.key} className={own.line}>
              <div className={own.field}>
                <label htmlFor={`${id}-${line.key}-omschrijving`}>Omschrijving regel {n}</label>
                <input
                  id={`${id}-${line.key}-omschrijving`}
                  value={line.description}
                  onChange={(event) => setLine(line.key, { description: event.target.value })}
                  aria-invalid={Boolean(fieldError(path('description')))}
                  aria-describedby={described(path('description'))}
                />
                <FieldError
                  id={`${id}-${path('description')}-fout`}
                  message={fieldError(path('description'))}
                />
              </div>
              <div className={own.field}>
                <label htmlFor={`${id}-${line.key}-aantal`}>Aantal</label>
                <input
                  id={`${id}-${line.key}-aantal`}
                  inputMode="decimal"
                  value={line.quantity}
                  onChange={(event) => setLine(line.key, { quantity: event.target.value })}
                  aria-invalid={Boolean(fieldError(path('quantity')))}
                  aria-describedby={described(path('quantity'))}
                />
                <FieldError id={`${id}-${path('quantity')}-fout`} message={fieldError(path('quantity'))} />
              </div>
              <div className={own.field}>
                <label htmlFor={`${id}-${line.key}-prijs`}>Prijs per stuk (€, excl. btw)</label>
                <input
                  id={`${id}-${line.key}-prijs`}
                  inputMode="decimal"
                  value={line.unitPrice}
                  onChange={(event) => setLine(line.key, { unitPrice: event.target.value })}
                  aria-invalid={Boolean(fieldError(path('unit_price_cents')))}
                  aria-describedby={described(path('unit_price_cents'))}
                />
                <FieldError
                  id={`${id}-${path('unit_price_cents')}-fout`}
                  message={fieldError(path('unit_price_cents'))}
                />
              </div>
              <div className={own.field}>
                <label htmlFor={`${id}-${line.key}-btw`}>Btw-tarief</label>
                <select
                  id={`${id}-${line.key}-btw`}
                  value={line.vatRate}
                  onChange={(event) => setLine(line.key, { vatRate: event.target.value })}
                >
                  {vatRates.map((rate) => (
                    <option key={rate} value={rate}>
                      {rate}%
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={lines.length === 1}
                onClick={() => setLines((current) => current.filter((one) => one.key !== line.key))}
              >
                Verwijderen<span className="visually-hidden"> (regel {n})</span>
              </button>
            </div>
          );
        })}
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setLines((current) => [...current, emptyLine()])}
          >
            Regel toevoegen
          </button>
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Bezig met opslaan…' : submitLabel}
        </button>
      </div>
    </form>
  );
};
