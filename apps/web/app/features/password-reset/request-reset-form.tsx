import { apiRoutes } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { LoginEmailField, RulesForm, useRulesForm } from '~/components/form/index.ts';
import { api } from '~/lib/api-client.ts';
import styles from './password-reset.module.css';

/** "Wachtwoord vergeten?": the address to mail a link to; the answer never tells whether it is known. */
export const RequestResetForm = () => {
  const headingId = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useRulesForm({ defaultValues: { email: '' } });

  if (answer)
    return (
      <div role="status">
        <h2 id={headingId}>Kijk in je mail</h2>
        <p>{answer}</p>
        <p>Geen mail ontvangen? Kijk dan in je spamfolder, of vraag een nieuwe link aan.</p>
        <div className={styles.actions}>
          <AppLink to="/klantenportaal" className="button">
            Terug naar inloggen
          </AppLink>
          <button type="button" className="button button-secondary" onClick={() => setAnswer(null)}>
            Nieuwe link aanvragen
          </button>
        </div>
      </div>
    );

  return (
    <>
      <h2 id={headingId}>Nieuwe link aanvragen</h2>
      <p>
        Vul het e-mailadres in waarmee je inlogt. We sturen je een link waarmee je een nieuw wachtwoord kiest;
        de link is een uur geldig.
      </p>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Verstuur link"
        busyLabel="Bezig met versturen…"
        onSubmit={async (values) => {
          const { message } = await api(apiRoutes.requestPasswordReset, {
            body: { email: values.email.trim() },
          });
          setAnswer(message);
        }}
      >
        <LoginEmailField />
      </RulesForm>
      <p>
        <AppLink to="/klantenportaal">Terug naar inloggen</AppLink>
      </p>
    </>
  );
};
