import {
  OFFERTE_SENDERS,
  offerteLineKindLabels,
  offerteStatusLabels,
  type StaffOfferte,
  userStoryStatusLabels,
} from '@maatwerk/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from '~/components/beheer-page.module.css';
import { describeSubmitFailure } from '~/components/form/submit-error.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { useStaffCan } from '~/features/beheer-shell/index.ts';
import { RichTextView } from '~/features/orders/index.ts';
import { formatDate, formatDateTime, formatEuro, formatMinutes } from '~/lib/format.ts';
import { OfferteForm } from './offerte-form.tsx';
import own from './offertes.module.css';
import { useSaveOfferte, useSendOfferte, useStaffOfferte } from './offertes-api.ts';

const Facts = ({ offerte }: { offerte: StaffOfferte }) => (
  <dl className={styles.details}>
    <dt>Klant</dt>
    <dd>
      <Link to={`/beheer/klanten/${offerte.customer.id}`}>{offerte.customer.name}</Link>
    </dd>
    <dt>Status</dt>
    <dd>{offerteStatusLabels[offerte.status]}</dd>
    <dt>Versie</dt>
    <dd>
      {offerte.version} (
      {offerte.versions.map((version) => `v${version.version} ${formatDate(version.created_at)}`).join(', ')})
    </dd>
    <dt>Geldig tot en met</dt>
    <dd>{formatDate(offerte.valid_until)}</dd>
    <dt>Aanbetaling</dt>
    <dd>{offerte.deposit_percent}%</dd>
    {offerte.declined && (
      <>
        <dt>Afgewezen</dt>
        <dd>
          {formatDateTime(offerte.declined.declined_at)}: {offerte.declined.reason}
        </dd>
      </>
    )}
  </dl>
);

const Lines = ({ offerte }: { offerte: StaffOfferte }) => (
  <section className={styles.panel} aria-labelledby="offerte-regels">
    <h2 id="offerte-regels">Regels</h2>
    {offerte.introduction_html && <RichTextView html={offerte.introduction_html} />}
    <ul className={own.rows}>
      {offerte.lines.map((line) => (
        <li key={line.id}>
          <span>
            {line.description}
            <span className={styles.meta}>
              {' '}
              · {offerteLineKindLabels[line.kind]}
              {line.kind === 'uren' ? `, ${line.quantity} uur à ${formatEuro(line.unit_cents)}` : ''}
              {line.optional ? ' · optioneel' : ''} · btw {line.vat_rate}%
            </span>
          </span>
          <span className={own.amount}>{formatEuro(line.total_cents)}</span>
        </li>
      ))}
    </ul>
    {offerte.terms_html && <RichTextView html={offerte.terms_html} />}
  </section>
);

/** The evidence of the acceptance, as recorded; nobody can change it. */
const Evidence = ({ evidence }: { evidence: NonNullable<StaffOfferte['evidence']> }) => (
  <section className={styles.panel} aria-labelledby="offerte-bewijs">
    <h2 id="offerte-bewijs">Bewijs van acceptatie</h2>
    <dl className={styles.details}>
      <dt>Door</dt>
      <dd>
        {evidence.name}, {evidence.function}
        {evidence.person ? ` (account: ${evidence.person})` : ''}
      </dd>
      <dt>Moment</dt>
      <dd>{formatDateTime(evidence.accepted_at)}</dd>
      <dt>Versie</dt>
      <dd>{evidence.version}</dd>
      <dt>IP-adres en browser</dt>
      <dd>
        {evidence.address} · {evidence.user_agent || 'onbekend'}
      </dd>
      <dt>SHA-256 van de getoonde PDF</dt>
      <dd>
        <code>{evidence.pdf_sha256}</code>
      </dd>
      <dt>Verklaring</dt>
      <dd>{evidence.statement}</dd>
    </dl>
  </section>
);

/** Offerte → orders → approved hours → invoices, with the amount accepted against the amount billed. */
const Work = ({ work }: { work: NonNullable<StaffOfferte['work']> }) => (
  <section className={styles.panel} aria-labelledby="offerte-werk">
    <h2 id="offerte-werk">Wat de offerte in gang zette</h2>
    <ul className={own.rows}>
      {work.lines.map((line) => (
        <li key={line.line_id}>
          <span>{line.description}</span>
          <span>
            {line.order && (
              <>
                <Link to={`/beheer/opdrachten/${line.order.id}`}>Opdracht #{line.order.id}</Link> ·{' '}
                {userStoryStatusLabels[line.order.status]} · goedgekeurd{' '}
                {formatMinutes(line.order.approved_minutes)}
                {line.order.estimate_minutes !== null && ` van ${formatMinutes(line.order.estimate_minutes)}`}
              </>
            )}
            {line.service && (
              <>
                Dienst #{line.service.id} · {line.service.status}
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
    <h3>Facturen</h3>
    {work.invoices.length === 0 ? (
      <p className={styles.meta}>Nog geen facturen.</p>
    ) : (
      <ul className={own.rows}>
        {work.invoices.map((invoice) => (
          <li key={invoice.id}>
            <Link to={`/beheer/facturen/${invoice.id}`}>
              {invoice.number ? `Factuur ${invoice.number}` : `Concept #${invoice.id}`}
            </Link>
            <span>{invoice.description}</span>
          </li>
        ))}
      </ul>
    )}
    <dl className={styles.details}>
      <dt>Geaccepteerd (excl. btw)</dt>
      <dd>{formatEuro(work.accepted_cents)}</dd>
      <dt>Gefactureerd (excl. btw, verzonden)</dt>
      <dd>{formatEuro(work.billed_cents)}</dd>
    </dl>
  </section>
);

const OfferteView = ({ offerte }: { offerte: StaffOfferte }) => {
  const canSend = useStaffCan(OFFERTE_SENDERS);
  const send = useSendOfferte();
  const save = useSaveOfferte();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const final = offerte.status === 'geaccepteerd' || offerte.status === 'afgewezen';
  const mayEdit = !final && (offerte.status === 'concept' || canSend);
  return (
    <div className={styles.page}>
      <p>
        <Link to="/beheer/offertes">← Offertes</Link>
      </p>
      <h1>
        {offerte.number ? `Offerte ${offerte.number}` : 'Concept-offerte'}: {offerte.title}
      </h1>
      <Facts offerte={offerte} />
      <p className={styles.notice} role={message?.failed ? 'alert' : 'status'}>
        {message?.text}
      </p>
      {offerte.status === 'concept' && canSend && (
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={send.isPending}
            onClick={() => {
              setMessage(null);
              send.mutate(offerte.id, {
                onSuccess: (sent) =>
                  setMessage({
                    text: `Offerte ${sent.number} is verzonden; de klant ziet hem nu.`,
                    failed: false,
                  }),
                onError: (error) =>
                  setMessage({
                    text:
                      describeSubmitFailure(error, 'Verzenden is niet gelukt.').message ??
                      'Verzenden is niet gelukt.',
                    failed: true,
                  }),
              });
            }}
          >
            Offerte verzenden
          </button>
        </div>
      )}
      <Lines offerte={offerte} />
      {mayEdit && (
        <details className={styles.fold}>
          <summary>{offerte.status === 'concept' ? 'Concept wijzigen' : 'Nieuwe versie maken'}</summary>
          <OfferteForm
            key={offerte.version}
            offerte={offerte}
            submitLabel={offerte.status === 'concept' ? 'Wijzigingen opslaan' : 'Nieuwe versie opslaan'}
            onSave={(body) =>
              save.mutateAsync({ id: offerte.id, body }).then((saved) =>
                setMessage({
                  text:
                    saved.version > offerte.version
                      ? `Versie ${saved.version} is opgeslagen; de klant ziet deze nu.`
                      : 'Het concept is opgeslagen.',
                  failed: false,
                }),
              )
            }
          />
        </details>
      )}
      {offerte.evidence && <Evidence evidence={offerte.evidence} />}
      {offerte.work && <Work work={offerte.work} />}
    </div>
  );
};

/** One offerte in the back office. */
export const StaffOffertePage = ({ id }: { id: number }) => {
  const offerte = useStaffOfferte(id);
  return (
    <QueryListStatus query={offerte} failure="Deze offerte kon niet worden geladen.">
      {(loaded) => <OfferteView offerte={loaded} />}
    </QueryListStatus>
  );
};

/** A new offerte: saved as a concept, then opened. */
export const NewOffertePage = () => {
  const save = useSaveOfferte();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <p>
        <Link to="/beheer/offertes">← Offertes</Link>
      </p>
      <h1>Nieuwe offerte</h1>
      <section className={styles.panel} aria-label="Nieuwe offerte">
        <OfferteForm
          submitLabel="Concept opslaan"
          onSave={async (body) => {
            const saved = await save.mutateAsync({ body });
            await navigate(`/beheer/offertes/${saved.id}`);
          }}
        />
      </section>
    </div>
  );
};
