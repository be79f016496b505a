import {
  apiRoutes,
  type EmergencyRequest,
  EmergencyRequestBody,
  type EmergencyTerms,
} from '@maatwerk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CheckboxField, RulesForm, TextareaField, useRulesForm } from '~/components/form/index.ts';
import { QueryStatus } from '~/components/query-status.tsx';
import { useMessageFocus } from '~/components/use-message-focus.ts';
import { api } from '~/lib/api-client.ts';
import { siteConfig } from '~/lib/config.ts';
import { formatDateTime, formatEuro } from '~/lib/format.ts';
import styles from './emergency.module.css';
import { companyCallsKey, emergencyTermsQuery } from './emergency-queries.ts';

/** What the call costs, in the words the confirmation repeats. */
const costSentence = (terms: EmergencyTerms) =>
  terms.included_in
    ? `Een noodoproep is inbegrepen in je contract „${terms.included_in}”: je betaalt er niets extra voor.`
    : `Een noodoproep kost ${formatEuro(terms.hourly_rate_cents)} per begonnen uur, exclusief ${terms.vat_rate}% btw. De tijd die de engineer eraan besteedt, komt op je volgende factuur.`;

const confirmLabel = (terms: EmergencyTerms) =>
  terms.included_in
    ? 'Ik begrijp dat de dienstdoende engineer direct wordt opgeroepen.'
    : `Ik ga akkoord met ${formatEuro(terms.hourly_rate_cents)} per begonnen uur (excl. btw) en begrijp dat de dienstdoende engineer direct wordt opgeroepen.`;

interface CallValues {
  description: string;
  costs_confirmed: boolean;
}

const CallForm = ({ terms, onSent }: { terms: EmergencyTerms; onSent: (sent: EmergencyRequest) => void }) => {
  const form = useRulesForm<CallValues>({
    defaultValues: { description: '', costs_confirmed: false },
    schema: EmergencyRequestBody,
  });
  const costsId = useId();
  return (
    <RulesForm
      form={form}
      aria-label="Noodoproep"
      submitLabel="Noodoproep versturen"
      busyLabel="Bezig met versturen…"
      onSubmit={async ({ description, costs_confirmed }) => {
        onSent(
          await api(apiRoutes.createEmergencyRequest, {
            body: { description, costs_confirmed: costs_confirmed as true },
          }),
        );
      }}
    >
      <TextareaField
        name="description"
        label="Omschrijving"
        hint="Wat werkt er niet, sinds wanneer, en wat merken je klanten ervan? Noem ook de website of server."
        rows={8}
      />
      <section className={styles.costs} aria-labelledby={costsId}>
        <h2 id={costsId}>Kosten</h2>
        <p>{costSentence(terms)}</p>
      </section>
      <CheckboxField name="costs_confirmed" label="Bevestiging kosten">
        {confirmLabel(terms)}
      </CheckboxField>
    </RulesForm>
  );
};

/**
 * The description goes to the on-call engineer by mail at once; the answer confirms when. Before
 * it is sent the caller reads what the call costs them and confirms it.
 */
export const EmergencyCall = () => {
  const [sent, setSent] = useState<EmergencyRequest | null>(null);
  const queryClient = useQueryClient();
  const onSent = (call: EmergencyRequest) => {
    setSent(call);
    void queryClient.invalidateQueries({ queryKey: companyCallsKey });
  };
  const terms = useQuery(emergencyTermsQuery);
  const confirmationId = useId();
  // The form is gone once the call is sent: focus goes to what happened with it.
  const confirmationRef = useMessageFocus<HTMLElement>(sent);

  if (sent) {
    return (
      <section
        ref={confirmationRef}
        tabIndex={-1}
        className={styles.confirmation}
        aria-labelledby={confirmationId}
        role="status"
      >
        <h2 id={confirmationId}>Je noodoproep is doorgegeven</h2>
        <p>
          We hebben de dienstdoende engineer op {formatDateTime(sent.mailed_at)} gewaarschuwd (melding #
          {sent.id}). Hij of zij neemt zo snel mogelijk contact met je op.
        </p>
        <p>{costSentence(sent.terms)}</p>
        <p>
          Is het daarna nog steeds dringend? Bel ons op{' '}
          <a href={siteConfig.phoneHref} className={styles.nowrap}>
            {siteConfig.phone}
          </a>
          .
        </p>
        <blockquote className={styles.quote}>{sent.description}</blockquote>
        <button type="button" className="button button-secondary" onClick={() => setSent(null)}>
          Nog een noodoproep doen
        </button>
      </section>
    );
  }

  return (
    <QueryStatus
      query={terms}
      failure={
        <>
          We konden niet ophalen wat een noodoproep voor je kost. Probeer het opnieuw of bel ons op{' '}
          <a href={siteConfig.phoneHref} className={styles.nowrap}>
            {siteConfig.phone}
          </a>
          .
        </>
      }
    >
      {(loaded) => <CallForm terms={loaded} onSent={onSent} />}
    </QueryStatus>
  );
};
