import { CompanyChangeRequestBody, type UserStory } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { RulesForm, TextareaField, useRulesForm } from '~/components/form/index.ts';
import styles from './account.module.css';
import { useRequestCompanyChange } from './account-api.ts';

/** Where "Klopt er iets niet?" leads: the form on Mijn account. */
export const COMPANY_CHANGE_ANCHOR = 'wijzigingsverzoek';

/**
 * The company's data are changed by the support desk: the request becomes an order, which the
 * customer follows under Opdrachten.
 */
export const CompanyChangeForm = () => {
  const headingId = useId();
  const request = useRequestCompanyChange();
  const [sent, setSent] = useState<UserStory | null>(null);
  const form = useRulesForm<{ message: string }>({
    defaultValues: { message: '' },
    schema: CompanyChangeRequestBody,
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId} id={COMPANY_CHANGE_ANCHOR} tabIndex={-1}>
      <h2 id={headingId}>Bedrijfsgegevens wijzigen</h2>
      <p className={styles.muted}>
        Bedrijfsnaam, adres, KvK-nummer, btw-nummer en factuuradres passen wij voor je aan. Vertel wat er moet
        veranderen; je volgt je verzoek bij je opdrachten.
      </p>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Wijzigingsverzoek versturen"
        busyLabel="Bezig met versturen…"
        onSubmit={async ({ message }) => {
          setSent(null);
          setSent(await request.mutateAsync({ message }));
          form.reset({ message: '' });
        }}
      >
        <TextareaField
          name="message"
          label="Wat moet er veranderen?"
          hint="Bijvoorbeeld: ons nieuwe adres is Stationsplein 1, 3511 ED Utrecht."
          rows={4}
        />
      </RulesForm>
      <p className={styles.done} role="status">
        {sent && (
          <>
            Je verzoek is verstuurd.{' '}
            <AppLink to={`/klantenportaal/opdrachten/${sent.id}`}>
              Bekijk ‘{sent.title}’ (#{sent.id})
            </AppLink>
          </>
        )}
      </p>
    </section>
  );
};
