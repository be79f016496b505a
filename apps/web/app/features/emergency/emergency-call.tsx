import { apiRoutes, type EmergencyRequest, EmergencyRequestBody } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { RulesForm, TextareaField, useRulesForm } from '~/components/form/index.ts';
import { formatDateTime } from '~/features/portal-data/index.ts';
import { api } from '~/lib/api-client.ts';
import { siteConfig } from '~/lib/config.ts';
import styles from './emergency.module.css';

/** The description goes to the on-call engineer by mail at once; the answer confirms when. */
export const EmergencyCall = () => {
  const [sent, setSent] = useState<EmergencyRequest | null>(null);
  const form = useRulesForm<{ description: string }>({
    defaultValues: { description: '' },
    schema: EmergencyRequestBody,
  });
  const confirmationId = useId();

  if (sent) {
    return (
      <section className={styles.confirmation} aria-labelledby={confirmationId} role="status">
        <h2 id={confirmationId}>Je noodoproep is doorgegeven</h2>
        <p>
          We hebben de dienstdoende engineer op {formatDateTime(sent.mailed_at)} gewaarschuwd (melding #
          {sent.id}). Hij of zij neemt zo snel mogelijk contact met je op.
        </p>
        <p>
          Is het daarna nog steeds dringend? Bel ons op{' '}
          <a href={siteConfig.phoneHref} className={styles.nowrap}>
            {siteConfig.phone}
          </a>
          .
        </p>
        <blockquote className={styles.quote}>{sent.description}</blockquote>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            form.reset({ description: '' });
            setSent(null);
          }}
        >
          Nog een noodoproep doen
        </button>
      </section>
    );
  }

  return (
    <RulesForm
      form={form}
      aria-label="Noodoproep"
      submitLabel="Noodoproep versturen"
      busyLabel="Bezig met versturen…"
      onSubmit={async ({ description }) => {
        setSent(await api(apiRoutes.createEmergencyRequest, { body: { description } }));
      }}
    >
      <TextareaField
        name="description"
        label="Omschrijving"
        hint="Wat werkt er niet, sinds wanneer, en wat merken je klanten ervan? Noem ook de website of server."
        rows={8}
      />
    </RulesForm>
  );
};
