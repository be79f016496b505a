import type { CustomerAgreement } from '@maatwerk/contract';
import { agreementKindLabels, agreementTexts } from '@maatwerk/contract/constants';
import { useId } from 'react';
import { CheckboxField, RulesForm, useRulesForm } from '~/components/form/index.ts';
import { QueryStatus } from '~/components/query-status.tsx';
import { RichTextView } from '~/features/orders/index.ts';
import { useClientStore } from '~/lib/client-store.ts';
import { formatDate, formatDateTime } from '~/lib/format.ts';
import styles from './agreements.module.css';
import { useAcceptAgreement, useAgreements } from './agreements-api.ts';

const texts = agreementTexts;

const AcceptForm = ({ document }: { document: CustomerAgreement }) => {
  const accept = useAcceptAgreement();
  const form = useRulesForm<{ statement: boolean }>({ defaultValues: { statement: false } });
  return (
    <RulesForm
      form={form}
      aria-label={`${document.title} accepteren`}
      submitLabel={texts.accept}
      busyLabel={texts.accepting}
      onSubmit={() => accept.mutateAsync(document)}
    >
      <CheckboxField name="statement" label={texts.statement} rules="accepted" />
    </RulesForm>
  );
};

const AgreementPanel = ({ document, mayAccept }: { document: CustomerAgreement; mayAccept: boolean }) => {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{document.title}</h2>
      <p className={styles.muted}>
        {agreementKindLabels[document.kind]}, versie {document.version}, geldt vanaf{' '}
        {formatDate(document.effective_on)}
      </p>
      <RichTextView html={document.content_html} className={styles.text} />
      {document.accepted ? (
        <p className={styles.accepted}>
          {texts.accepted(document.accepted.person_name, formatDateTime(document.accepted.accepted_at))}
        </p>
      ) : mayAccept ? (
        <AcceptForm document={document} />
      ) : (
        <p className={styles.muted}>{texts.noticeOthers}</p>
      )}
    </section>
  );
};

/** Klantenportaal → Overeenkomsten: the documents the company must accept, and who accepted them. */
export const AgreementsPage = () => {
  const role = useClientStore((state) => state.userData?.team_role);
  return (
    <>
      <h1>{texts.heading}</h1>
      <p>{texts.intro}</p>
      <QueryStatus query={useAgreements()} failure="De overeenkomsten konden niet worden geladen.">
        {(documents) =>
          documents.length === 0 ? (
            <p>{texts.none}</p>
          ) : (
            documents.map((document) => (
              <AgreementPanel key={document.id} document={document} mayAccept={role === 'eigenaar'} />
            ))
          )
        }
      </QueryStatus>
    </>
  );
};
