import {
  AcceptOfferteBody,
  apiRoutes,
  type CustomerOfferte,
  DeclineOfferteBody,
  OFFERTE_ACCEPT_STATEMENT,
  OfferteQuestionBody,
  offerteStatusLabels,
  offerteTotals,
  productPeriodLabels,
} from '@maatwerk/contract';
import { useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import badges from '~/components/badge.module.css';
import cardHead from '~/components/card-head.module.css';
import factList from '~/components/fact-list.module.css';
import { CheckboxField, RulesForm, TextareaField, TextField, useRulesForm } from '~/components/form/index.ts';
import sections from '~/components/portal-sections.module.css';
import { QueryStatus } from '~/components/query-status.tsx';
import { RichTextField, RichTextView } from '~/features/orders/index.ts';
import { clientStore } from '~/lib/client-store.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { downloadWithToken } from '~/lib/download-with-token.ts';
import { formatDate, formatDateTime, formatEuro } from '~/lib/format.ts';
import own from './offertes.module.css';
import { useAcceptOfferte, useAskOfferteQuestion, useDeclineOfferte, useOfferte } from './offertes-api.ts';
import { offerteTones } from './offertes-page.tsx';

const styles = combineStyles(sections, badges, cardHead, factList, own);

const AcceptFields = AcceptOfferteBody.pick({ name: true, function: true, statement: true });

const downloadPdf = (offerte: CustomerOfferte) =>
  downloadWithToken({
    path: apiRoutes.downloadOffertePdf.path.replace(':id', String(offerte.id)),
    token: clientStore.getState().loginCode,
    accept: 'application/pdf',
    filename: `offerte-${offerte.number}-v${offerte.version}.pdf`,
    what: 'De offerte',
  });

/** What a line is: hours and their rate, a service's period, or a fixed price. */
const lineMeta = (line: CustomerOfferte['lines'][number]) => {
  if (line.kind === 'uren') return `${line.quantity} uur à ${formatEuro(line.unit_cents)}, inschatting`;
  if (line.kind === 'dienst' && line.period) return `${productPeriodLabels[line.period]}, terugkerend`;
  return 'Vaste prijs';
};

/** The lines; an optional one has a box to tick while the offerte can be accepted. */
const Lines = ({
  offerte,
  chosen,
  onToggle,
}: {
  offerte: CustomerOfferte;
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
}) => (
  <ul className={styles.lines}>
    {offerte.lines.map((line) => {
      const text = (
        <>
          {line.description}
          <span className={styles.lineMeta}>
            {lineMeta(line)} · btw {line.vat_rate}%{line.optional ? ' · optioneel' : ''}
          </span>
        </>
      );
      return (
        <li key={line.id} className={styles.line}>
          {line.optional && offerte.acceptable ? (
            <label className={`${styles.lineText} ${styles.option}`}>
              <input
                type="checkbox"
                checked={chosen.includes(line.id)}
                onChange={(event) => onToggle(line.id, event.currentTarget.checked)}
              />
              <span>{text}</span>
            </label>
          ) : (
            <span className={styles.lineText}>{text}</span>
          )}
          <span className={styles.amount}>{formatEuro(line.total_cents)}</span>
        </li>
      );
    })}
  </ul>
);

const Totals = ({ offerte, chosen }: { offerte: CustomerOfferte; chosen: number[] }) => {
  const lines = offerte.lines.map((line) => ({
    id: line.id,
    kind: line.kind,
    optional: line.optional,
    unitCents: line.unit_cents,
    quantity: line.quantity,
  }));
  const totals = offerteTotals(lines, chosen, offerte.deposit_percent);
  return (
    <dl className={`${styles.facts} ${styles.totals}`} aria-live="polite">
      <dt>Eenmalig (excl. btw)</dt>
      <dd>{formatEuro(totals.oneOffCents)}</dd>
      {totals.recurringCents > 0 && (
        <>
          <dt>Terugkerend (excl. btw)</dt>
          <dd>{formatEuro(totals.recurringCents)} per periode</dd>
        </>
      )}
      {offerte.deposit_percent > 0 && (
        <>
          <dt>Aanbetaling</dt>
          <dd>
            {formatEuro(totals.depositCents)} ({offerte.deposit_percent}% van het eenmalige deel)
          </dd>
        </>
      )}
    </dl>
  );
};

const AcceptForm = ({ offerte, chosen }: { offerte: CustomerOfferte; chosen: number[] }) => {
  const accept = useAcceptOfferte();
  const form = useRulesForm<{ name: string; function: string; statement: boolean }>({
    defaultValues: { name: '', function: '', statement: false },
    schema: AcceptFields,
  });
  return (
    <section className={styles.panel} aria-labelledby="accepteren">
      <h2 id="accepteren">Accepteren</h2>
      <RulesForm
        form={form}
        aria-labelledby="accepteren"
        submitLabel="Offerte accepteren"
        busyLabel="Bezig met accepteren…"
        onSubmit={async (values) => {
          await accept.mutateAsync({
            id: offerte.id,
            input: {
              version: offerte.version,
              name: values.name,
              function: values.function,
              statement: true,
              option_ids: chosen,
            },
          });
        }}
      >
        <TextField name="name" label="Je naam" autoComplete="name" />
        <TextField name="function" label="Je functie" autoComplete="organization-title" />
        <CheckboxField name="statement" label="Verklaring">
          {OFFERTE_ACCEPT_STATEMENT}
        </CheckboxField>
      </RulesForm>
    </section>
  );
};

const DeclineForm = ({ offerte }: { offerte: CustomerOfferte }) => {
  const decline = useDeclineOfferte();
  const form = useRulesForm<{ reason: string }>({
    defaultValues: { reason: '' },
    schema: DeclineOfferteBody,
  });
  return (
    <details className={styles.fold}>
      <summary>Offerte afwijzen</summary>
      <RulesForm
        form={form}
        aria-label="Offerte afwijzen"
        submitLabel="Afwijzen"
        busyLabel="Bezig met afwijzen…"
        onSubmit={async (values) => {
          await decline.mutateAsync({ id: offerte.id, input: values.reason });
        }}
      >
        <TextareaField name="reason" label="Waarom wijs je de offerte af?" />
      </RulesForm>
    </details>
  );
};

const QuestionForm = ({ offerte }: { offerte: CustomerOfferte }) => {
  const [orderId, setOrderId] = useState<number | null>(null);
  const ask = useAskOfferteQuestion();
  const form = useRulesForm<{ body_html: string }>({
    defaultValues: { body_html: '' },
    schema: OfferteQuestionBody,
  });
  return (
    <details className={styles.fold}>
      <summary>Een vraag stellen</summary>
      {orderId !== null ? (
        <p role="status">
          Je vraag staat als opdracht klaar; ons antwoord lees je daar.{' '}
          <AppLink to={`/klantenportaal/opdrachten/${orderId}`}>Naar je vraag</AppLink>
        </p>
      ) : (
        <RulesForm
          form={form}
          aria-label="Een vraag over de offerte"
          submitLabel="Vraag versturen"
          busyLabel="Bezig met versturen…"
          onSubmit={async (values) => {
            const { order_id } = await ask.mutateAsync({ id: offerte.id, bodyHtml: values.body_html });
            setOrderId(order_id);
          }}
        >
          <RichTextField name="body_html" label="Je vraag" />
        </RulesForm>
      )}
    </details>
  );
};

const OfferteView = ({ offerte }: { offerte: CustomerOfferte }) => {
  const [chosen, setChosen] = useState<number[]>(offerte.accepted?.option_ids ?? []);
  const [downloadError, setDownloadError] = useState('');
  const toggle = (id: number, on: boolean) =>
    setChosen((list) => (on ? [...list, id] : list.filter((other) => other !== id)));
  return (
    <>
      <div className={styles.cardHead}>
        <h1>{offerte.title}</h1>
        <span className={styles.badge} data-tone={offerteTones[offerte.status]}>
          {offerteStatusLabels[offerte.status]}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>Offertenummer</dt>
        <dd>{offerte.number}</dd>
        <dt>Versie</dt>
        <dd>{offerte.version}</dd>
        <dt>Geldig tot en met</dt>
        <dd>{formatDate(offerte.valid_until)}</dd>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setDownloadError('');
            downloadPdf(offerte).catch((error: Error) => setDownloadError(error.message));
          }}
        >
          Offerte als PDF
        </button>
      </div>
      <p className={styles.message} data-tone="alert" role="alert">
        {downloadError}
      </p>
      {offerte.introduction_html && <RichTextView html={offerte.introduction_html} />}

      <section className={styles.section} aria-labelledby="regels">
        <h2 id="regels">Wat we voorstellen</h2>
        {offerte.acceptable && offerte.lines.some((line) => line.optional) && (
          <p>Vink de opties aan die je wilt; het totaal rekent mee.</p>
        )}
        <Lines offerte={offerte} chosen={chosen} onToggle={toggle} />
        <Totals offerte={offerte} chosen={chosen} />
      </section>

      {offerte.terms_html && (
        <section className={styles.section} aria-labelledby="voorwaarden">
          <h2 id="voorwaarden">Voorwaarden</h2>
          <RichTextView html={offerte.terms_html} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="jouw-keuze">
        <h2 id="jouw-keuze">Jouw keuze</h2>
        {offerte.accepted && (
          <p role="status">
            Geaccepteerd door {offerte.accepted.name} ({offerte.accepted.function}) op{' '}
            {formatDateTime(offerte.accepted.accepted_at)}, versie {offerte.accepted.version}. De opdrachten
            staan onder <AppLink to="/klantenportaal/opdrachten">Opdrachten</AppLink>.
          </p>
        )}
        {offerte.declined && (
          <p role="status">
            Afgewezen op {formatDateTime(offerte.declined.declined_at)}: {offerte.declined.reason}
          </p>
        )}
        {offerte.status === 'verzonden' && !offerte.acceptable && (
          <p>
            Deze offerte is verlopen en kan niet meer worden geaccepteerd. Stel een vraag als je een nieuwe
            wilt.
          </p>
        )}
        {offerte.acceptable && <AcceptForm offerte={offerte} chosen={chosen} />}
        {offerte.status === 'verzonden' && <DeclineForm offerte={offerte} />}
        <QuestionForm offerte={offerte} />
      </section>
    </>
  );
};

/** One offerte: its current version, the options to tick, and accepting, declining or asking. */
export const OffertePage = ({ id }: { id: number }) => {
  const offerte = useOfferte(id);
  return (
    <>
      <p>
        <AppLink to="/klantenportaal/offertes">← Offertes</AppLink>
      </p>
      <QueryStatus query={offerte} failure="Deze offerte kon niet worden geladen.">
        {(loaded) => <OfferteView key={`${loaded.id}-${loaded.version}`} offerte={loaded} />}
      </QueryStatus>
    </>
  );
};
