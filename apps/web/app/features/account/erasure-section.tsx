import { ERASURE_REASON_MAX, erasureTexts } from '@maatwerk/contract/constants';
import { useId } from 'react';
import { CheckboxField, RulesForm, TextareaField, useRulesForm } from '~/components/form/index.ts';
import { QueryStatus } from '~/components/query-status.tsx';
import { formatDateTime } from '~/lib/format.ts';
import styles from './account.module.css';
import { useErasureRequest, useRequestErasure } from './erasure-api.ts';

const texts = erasureTexts;

interface ErasureValues {
  statement: boolean;
  reason: string;
}

const ErasureForm = () => {
  const request = useRequestErasure();
  const form = useRulesForm<ErasureValues>({ defaultValues: { statement: false, reason: '' } });
  return (
    <RulesForm
      form={form}
      aria-label={texts.heading}
      submitLabel={texts.request}
      busyLabel={texts.requesting}
      onSubmit={async ({ reason }) => {
        await request.mutateAsync({ statement: true, reason: reason.trim() === '' ? null : reason });
      }}
    >
      <TextareaField
        name="reason"
        label={texts.reasonLabel}
        rules={[['length', 0, ERASURE_REASON_MAX]]}
        rows={3}
        optional
      />
      <CheckboxField name="statement" label={texts.statement} rules="accepted" />
    </RulesForm>
  );
};

/**
 * Mijn account → Je gegevens: a person asks for the erasure of their data (AVG); a beheerder
 * confirms it, after which they can no longer log in.
 */
export const ErasureSection = () => {
  const headingId = useId();
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <p className={styles.muted}>{texts.warning}</p>
      <QueryStatus query={useErasureRequest()} failure="Je verzoek kon niet worden geladen.">
        {({ request }) =>
          request?.state === 'requested' || request?.state === 'confirmed' ? (
            <p role="status">{texts.requested(formatDateTime(request.requested_at))}</p>
          ) : (
            <>
              {request?.state === 'refused' && <p className={styles.muted}>{texts.refused}</p>}
              <ErasureForm />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
};
