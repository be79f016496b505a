import { PublishAgreementBody, type StaffAgreement } from '@maatwerk/contract';
import { agreementKindLabels, agreementKinds, todayInAmsterdam } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import page from '~/components/beheer-page.module.css';
import { RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import stacked from '~/components/stacked-table.module.css';
import { RichTextField } from '~/features/orders/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDate, formatDateTime } from '~/lib/format.ts';
import own from './privacy.module.css';
import { useAcceptances, usePublishAgreement, useStaffAgreements } from './privacy-api.ts';

const styles = combineStyles(page, own);

interface PublishValues {
  kind: string;
  version: string;
  title: string;
  effective_on: string;
  content_html: string;
}

const empty = (): PublishValues => ({
  kind: 'verwerkersovereenkomst',
  version: '',
  title: '',
  effective_on: todayInAmsterdam(),
  content_html: '',
});

const PublishForm = () => {
  const headingId = useId();
  const publish = usePublishAgreement();
  const [done, setDone] = useState<string | null>(null);
  const form = useRulesForm<PublishValues>({ defaultValues: empty(), schema: PublishAgreementBody });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Nieuwe versie publiceren</h2>
      <p className={styles.meta}>
        Een gepubliceerde versie verandert nooit meer. Klanten zien hem vanaf de ingangsdatum en accepteren
        hem opnieuw.
      </p>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Publiceren"
        busyLabel="Bezig met publiceren…"
        onSubmit={async (values) => {
          setDone(null);
          const made = await publish.mutateAsync(values as PublishAgreementBody);
          setDone(`${made.title} versie ${made.version} is gepubliceerd.`);
          form.reset(empty());
        }}
      >
        <SelectField
          name="kind"
          label="Soort document"
          options={agreementKinds.map((kind) => ({ value: kind, label: agreementKindLabels[kind] }))}
        />
        <TextField name="version" label="Versie" hint="Bijvoorbeeld 2.0 of 2026-1." autoComplete="off" />
        <TextField name="title" label="Titel" autoComplete="off" />
        <TextField name="effective_on" label="Ingangsdatum" type="date" />
        <RichTextField name="content_html" label="Tekst" />
      </RulesForm>
      <p role="status" className={styles.meta}>
        {done}
      </p>
    </section>
  );
};

const Acceptances = ({ agreement }: { agreement: StaffAgreement }) => {
  const [open, setOpen] = useState(false);
  const acceptances = useAcceptances(agreement.id, open);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Geaccepteerd door {agreement.accepted_count} {agreement.accepted_count === 1 ? 'klant' : 'klanten'}
      </summary>
      {open && (
        <QueryListStatus query={acceptances} failure="De acceptaties konden niet worden geladen.">
          {(rows) =>
            rows.length === 0 ? (
              <p className={styles.meta}>Nog door niemand geaccepteerd.</p>
            ) : (
              <table className={stacked.table}>
                <caption className="visually-hidden">
                  Acceptaties van {agreement.title} versie {agreement.version}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Klant</th>
                    <th scope="col">Door</th>
                    <th scope="col">Wanneer</th>
                    <th scope="col">Adres en browser</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td data-label="Klant">{row.customer_name}</td>
                      <td data-label="Door">{row.person_name}</td>
                      <td data-label="Wanneer">{formatDateTime(row.accepted_at)}</td>
                      <td data-label="Adres en browser" className={own.evidence}>
                        {row.address} · {row.user_agent}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryListStatus>
      )}
    </details>
  );
};

/** The published versions, the current one of each kind marked, and who accepted each. */
export const AgreementsPanel = ({ canPublish }: { canPublish: boolean }) => {
  const headingId = useId();
  return (
    <>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId}>Overeenkomsten</h2>
        <QueryListStatus query={useStaffAgreements()} failure="De overeenkomsten konden niet worden geladen.">
          {(agreements) =>
            agreements.length === 0 ? (
              <p className={styles.meta}>Er is nog niets gepubliceerd.</p>
            ) : (
              <ul className={own.list}>
                {agreements.map((agreement) => (
                  <li key={agreement.id}>
                    <p>
                      <strong>
                        {agreement.title} versie {agreement.version}
                      </strong>{' '}
                      ({agreementKindLabels[agreement.kind]}){agreement.current ? ', nu geldig' : ''}
                    </p>
                    <p className={styles.meta}>
                      Geldt vanaf {formatDate(agreement.effective_on)}; gepubliceerd{' '}
                      {formatDateTime(agreement.created_at)}
                      {agreement.published_by ? ` door ${agreement.published_by}` : ''}. SHA-256{' '}
                      <code className={own.hash}>{agreement.sha256}</code>
                    </p>
                    <Acceptances agreement={agreement} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryListStatus>
      </section>
      {canPublish && <PublishForm />}
    </>
  );
};
