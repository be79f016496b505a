import { apiRoutes, FINANCE, PaymentBody, type PaymentMethod, type StaffInvoice } from '@maatwerk/contract';
import {
  eurosToCents,
  invoiceStatusLabels,
  paymentMethodLabels,
  paymentMethods,
  todayInAmsterdam,
  vatLabel,
} from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AmountCell } from '~/components/amount-cell.tsx';
import styles from '~/components/beheer-page.module.css';
import { bodySchema } from '~/components/form/body-schema.ts';
import { RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import { describeSubmitFailure } from '~/components/form/submit-error.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import stacked from '~/components/stacked-table.module.css';
import { staffApi, useStaffCan } from '~/features/beheer-shell/index.ts';
import { formatDate, formatDateTime, formatEuro } from '~/lib/format.ts';
import { ConceptForm } from './concept-form.tsx';
import { useInvoiceCache, useStaffInvoice } from './invoice-api.ts';
import own from './invoices.module.css';
import { ProFormaTakeover } from './pro-forma-takeover.tsx';
import { downloadStaffInvoicePdf, downloadStaffInvoiceUbl } from './staff-downloads.ts';

type Result = { text: string; failed: boolean } | null;

const titleOf = (invoice: StaffInvoice) =>
  invoice.status === 'concept'
    ? `Concept voor ${invoice.customer.name}`
    : `${invoice.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${invoice.number}`;

const Lines = ({
  invoice,
  selected,
  onToggle,
}: {
  invoice: StaffInvoice;
  selected?: Set<number>;
  onToggle?: (id: number) => void;
}) => (
  <table className={`${stacked.table} ${own.table}`}>
    <caption className="visually-hidden">Regels</caption>
    <thead>
      <tr>
        {onToggle && <th scope="col">Crediteren</th>}
        <th scope="col">Omschrijving</th>
        <th scope="col" className={own.amount}>
          Aantal
        </th>
        <th scope="col" className={own.amount}>
          Prijs
        </th>
        <th scope="col" className={own.amount}>
          Btw
        </th>
        <th scope="col" className={own.amount}>
          Bedrag
        </th>
      </tr>
    </thead>
    <tbody>
      {invoice.lines.map((line) => (
        <tr key={line.id}>
          {onToggle && (
            <td data-label="Crediteren">
              {line.credited ? (
                'gecrediteerd'
              ) : (
                <input
                  type="checkbox"
                  aria-label={`${line.description} crediteren`}
                  checked={selected?.has(line.id) ?? false}
                  onChange={() => onToggle(line.id)}
                />
              )}
            </td>
          )}
          <td data-label="Omschrijving">{line.description}</td>
          <td data-label="Aantal" className={own.amount}>
            {String(line.quantity).replace('.', ',')}
          </td>
          <AmountCell label="Prijs" cents={line.unit_price_cents} className={own.amount} />
          <td data-label="Btw" className={own.amount}>
            {invoice.reverse_charge ? 'verlegd' : `${line.vat_rate}%`}
          </td>
          <AmountCell label="Bedrag" cents={line.total_cents} className={own.amount} />
        </tr>
      ))}
    </tbody>
  </table>
);

const Figures = ({ invoice }: { invoice: StaffInvoice }) => (
  <dl className={own.figures}>
    <dt>Klant</dt>
    <dd>
      <Link to={`/beheer/klanten/${invoice.customer.id}`}>{invoice.customer.name}</Link>
    </dd>
    {invoice.issued_on && (
      <>
        <dt>Factuurdatum</dt>
        <dd>{formatDate(invoice.issued_on)}</dd>
      </>
    )}
    {invoice.due_on && (
      <>
        <dt>Vervaldatum</dt>
        <dd>{formatDate(invoice.due_on)}</dd>
      </>
    )}
    {invoice.period_start && invoice.period_end && (
      <>
        <dt>Leveringsperiode</dt>
        <dd>
          {formatDate(invoice.period_start)} t/m {formatDate(invoice.period_end)}
        </dd>
      </>
    )}
    {invoice.credits && (
      <>
        <dt>Crediteert</dt>
        <dd>
          <Link to={`/beheer/facturen/${invoice.credits.id}`}>Factuur {invoice.credits.number}</Link>
        </dd>
      </>
    )}
    <dt>Subtotaal</dt>
    <dd>{formatEuro(invoice.subtotal_cents)}</dd>
    {invoice.vat.map((group) => (
      <div key={group.rate} style={{ display: 'contents' }}>
        <dt>{vatLabel(group.rate, invoice.reverse_charge)}</dt>
        <dd>
          {formatEuro(group.vat_cents)} over {formatEuro(group.base_cents)}
        </dd>
      </div>
    ))}
    <dt>Totaal</dt>
    <dd>
      <strong>{formatEuro(invoice.total_cents)}</strong>
    </dd>
    {invoice.kind === 'factuur' && invoice.status !== 'concept' && (
      <>
        <dt>Gecrediteerd</dt>
        <dd>{formatEuro(invoice.credited_cents)}</dd>
        <dt>Betaald</dt>
        <dd>{formatEuro(invoice.paid_cents)}</dd>
        <dt>Open</dt>
        <dd>
          <strong>{formatEuro(invoice.balance_cents)}</strong>
        </dd>
      </>
    )}
  </dl>
);

interface PaymentValues {
  paid_on: string;
  amount: string;
  method: PaymentMethod;
}

const paymentBody = ({ amount, ...values }: PaymentValues): PaymentBody => ({
  ...values,
  amount_cents: eurosToCents(amount) ?? amount,
});
const paymentSchema = bodySchema(PaymentBody, { toBody: paymentBody, fields: { amount_cents: 'amount' } });

const PaymentForm = ({
  invoice,
  onDone,
}: {
  invoice: StaffInvoice;
  onDone: (saved: StaffInvoice) => void;
}) => {
  const id = useId();
  const form = useRulesForm<PaymentValues>({
    defaultValues: { paid_on: todayInAmsterdam(), amount: '', method: 'bankoverschrijving' },
    schema: paymentSchema,
  });
  return (
    <div>
      <h3 id={`${id}-titel`}>Betaling registreren</h3>
      <RulesForm
        form={form}
        aria-labelledby={`${id}-titel`}
        submitLabel="Betaling registreren"
        busyLabel="Bezig met registreren…"
        onSubmit={async (values) => {
          const saved = await staffApi(apiRoutes.staffAddInvoicePayment, {
            params: { id: invoice.id },
            body: PaymentBody.parse(paymentBody(values)),
          });
          form.reset({ ...values, amount: '' });
          onDone(saved);
        }}
      >
        <TextField name="paid_on" label="Betaaldatum" type="date" />
        <TextField
          name="amount"
          label="Bedrag in euro’s"
          hint={`Nog open: ${formatEuro(invoice.balance_cents)}.`}
          inputMode="decimal"
          autoComplete="off"
        />
        <SelectField
          name="method"
          label="Betaalwijze"
          options={paymentMethods.map((one) => ({ value: one, label: paymentMethodLabels[one] }))}
        />
      </RulesForm>
    </div>
  );
};

/** One invoice: a concept to edit, send or throw away; a sent one to pay, credit and download. */
export const InvoicePage = ({ id }: { id: number }) => {
  const navigate = useNavigate();
  const canWrite = useStaffCan(FINANCE);
  const invoice = useStaffInvoice(id);
  const cache = useInvoiceCache();
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const act = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    setResult(null);
    try {
      setResult({ text: await work(), failed: false });
    } catch (error) {
      setResult({ text: describeSubmitFailure(error, fallback).message ?? fallback, failed: true });
    } finally {
      setBusy(false);
    }
  };

  // What cannot be undone is asked first: a number and a mail, a removal, a credit note and its mail.
  const send = (current: StaffInvoice) =>
    window.confirm(
      'Deze factuur verzenden? Ze krijgt een factuurnummer en gaat per e-mail naar de klant. Daarna kan ze niet meer worden gewijzigd, alleen gecrediteerd.',
    ) &&
    act(async () => {
      const sent = await staffApi(apiRoutes.staffSendInvoice, { params: { id: current.id } });
      cache.put(sent.invoice);
      return sent.mail_queued
        ? `Factuur ${sent.invoice.number} is verzonden; de e-mail naar het factuur-e-mailadres van de klant gaat zo de deur uit.`
        : `Factuur ${sent.invoice.number} is verzonden.`;
    }, 'Het verzenden is niet gelukt.');

  const remove = (current: StaffInvoice) =>
    window.confirm('Dit concept verwijderen? Dit kan niet ongedaan worden gemaakt.') &&
    act(async () => {
      await staffApi(apiRoutes.staffDeleteInvoice, { params: { id: current.id } });
      cache.removed(current.id);
      await navigate('/beheer/facturen');
      return 'Het concept is verwijderd.';
    }, 'Het verwijderen is niet gelukt.');

  const credit = (current: StaffInvoice) =>
    window.confirm(
      `Een creditfactuur maken voor ${selected.size} ${selected.size === 1 ? 'regel' : 'regels'}? Ze krijgt een nummer en gaat per e-mail naar de klant; dit kan niet ongedaan worden gemaakt.`,
    ) &&
    act(async () => {
      const made = await staffApi(apiRoutes.staffCreateCreditNote, {
        params: { id: current.id },
        body: { line_ids: [...selected] },
      });
      setSelected(new Set());
      await cache.reload(current.id);
      return `Creditfactuur ${made.invoice.number} is gemaakt${made.mail_queued ? '; de e-mail naar de klant gaat zo de deur uit' : ''}.`;
    }, 'Het crediteren is niet gelukt.');

  const download = (current: StaffInvoice) =>
    act(async () => {
      await downloadStaffInvoicePdf(current);
      return 'De PDF is gedownload.';
    }, 'De PDF kon niet worden opgehaald.');

  const downloadUbl = (current: StaffInvoice) =>
    act(async () => {
      await downloadStaffInvoiceUbl(current);
      return 'De e-factuur (UBL) is gedownload.';
    }, 'De e-factuur kon niet worden opgehaald.');

  const toggle = (lineId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(lineId)) next.delete(lineId);
      else next.add(lineId);
      return next;
    });

  return (
    <div className={styles.page}>
      <p>
        <Link to="/beheer/facturen">Terug naar de facturen</Link>
      </p>
      <QueryListStatus query={invoice} failure="Deze factuur kon niet worden geladen.">
        {(current) => (
          <>
            <div className={styles.itemHead}>
              <h1>{titleOf(current)}</h1>
              <span className={styles.badge}>{invoiceStatusLabels[current.status]}</span>
            </div>
            <p className={styles.notice} role={result?.failed ? 'alert' : 'status'}>
              {result?.text}
            </p>
            {current.status === 'concept' ? (
              <>
                {canWrite && (
                  <ConceptForm
                    key={current.id}
                    invoice={current}
                    submitLabel="Concept opslaan"
                    onSaved={(saved) => {
                      cache.put(saved);
                      setResult({ text: 'Het concept is opgeslagen.', failed: false });
                    }}
                  />
                )}
                <section className={styles.panel} aria-labelledby="concept-bedragen">
                  <h2 id="concept-bedragen">Bedragen</h2>
                  <Figures invoice={current} />
                  {canWrite && (
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        onClick={() => void send(current)}
                      >
                        Verzenden
                      </button>
                      <button
                        type="button"
                        className="button button-secondary"
                        disabled={busy}
                        onClick={() => void remove(current)}
                      >
                        Concept verwijderen
                      </button>
                    </div>
                  )}
                  <p className={styles.meta}>
                    Bij het verzenden krijgt de factuur het volgende nummer van dit jaar en gaat ze met de PDF
                    en de e-factuur (UBL) naar het factuur-e-mailadres van de klant. Daarna verandert ze niet
                    meer.
                  </p>
                </section>
              </>
            ) : (
              <>
                <section className={styles.panel} aria-labelledby="factuur-gegevens">
                  <h2 id="factuur-gegevens">Gegevens</h2>
                  <Figures invoice={current} />
                  {current.sent_at && (
                    <p className={styles.meta}>Verzonden {formatDateTime(current.sent_at)}</p>
                  )}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={busy}
                      onClick={() => void download(current)}
                    >
                      PDF downloaden
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={busy}
                      onClick={() => void downloadUbl(current)}
                      aria-label={`E-factuur (UBL) downloaden van ${titleOf(current).toLowerCase()}`}
                    >
                      E-factuur (UBL) downloaden
                    </button>
                  </div>
                </section>
                <section className={styles.panel} aria-labelledby="factuur-regels">
                  <h2 id="factuur-regels">Regels</h2>
                  <Lines
                    invoice={current}
                    selected={selected}
                    onToggle={canWrite && current.kind === 'factuur' ? toggle : undefined}
                  />
                  {canWrite && current.kind === 'factuur' && current.lines.some((line) => !line.credited) && (
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className="button button-secondary"
                        disabled={busy || selected.size === 0}
                        onClick={() => void credit(current)}
                      >
                        Creditfactuur maken voor {selected.size} {selected.size === 1 ? 'regel' : 'regels'}
                      </button>
                    </div>
                  )}
                </section>
                {current.kind === 'factuur' && (
                  <section className={styles.panel} aria-labelledby="factuur-betalingen">
                    <h2 id="factuur-betalingen">Betalingen en creditfacturen</h2>
                    {current.payments.length === 0 && current.credit_notes.length === 0 ? (
                      <p className={styles.meta}>Nog geen betalingen of creditfacturen.</p>
                    ) : (
                      <ul>
                        {current.payments.map((payment) => (
                          <li key={`betaling-${payment.id}`}>
                            {formatDate(payment.paid_on)}: {formatEuro(payment.amount_cents)} (
                            {/* In a sentence, lower case; a brand name such as iDEAL keeps its spelling. */}
                            {payment.method === 'ideal'
                              ? paymentMethodLabels.ideal
                              : paymentMethodLabels[payment.method].toLowerCase()}
                            )
                          </li>
                        ))}
                        {current.credit_notes.map((note) => (
                          <li key={`credit-${note.id}`}>
                            <Link to={`/beheer/facturen/${note.id}`}>Creditfactuur {note.number}</Link> van{' '}
                            {formatDate(note.issued_on)}: {formatEuro(note.total_cents)}
                          </li>
                        ))}
                      </ul>
                    )}
                    {canWrite && current.balance_cents > 0 && (
                      <PaymentForm
                        invoice={current}
                        onDone={(saved) => {
                          cache.put(saved);
                          setResult({ text: 'De betaling is geregistreerd.', failed: false });
                        }}
                      />
                    )}
                  </section>
                )}
              </>
            )}
          </>
        )}
      </QueryListStatus>
    </div>
  );
};

/** A new concept; once saved, its own page. */
export const NewInvoicePage = () => {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <p>
        <Link to="/beheer/facturen">Terug naar de facturen</Link>
      </p>
      <h1>Nieuw concept</h1>
      <ProFormaTakeover onSaved={(saved) => void navigate(`/beheer/facturen/${saved.id}`)} />
      <ConceptForm
        submitLabel="Concept aanmaken"
        onSaved={(saved) => void navigate(`/beheer/facturen/${saved.id}`)}
      />
    </div>
  );
};
