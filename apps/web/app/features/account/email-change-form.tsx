import { type Account, apiRoutes, EmailChangeRequestBody } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import { api } from '~/lib/api-client.ts';
import styles from './account.module.css';
import { CurrentPasswordField } from './current-password-field.tsx';

/** A new login address: a link goes to it, and it counts only once that link is opened. */
export const EmailChangeForm = ({ account }: { account: Account }) => {
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useRulesForm<{ new_email: string; password: string }>({
    defaultValues: { new_email: '', password: '' },
    schema: EmailChangeRequestBody,
  });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>E-mailadres wijzigen</h2>
      <p className={styles.muted}>
        Je logt nu in met <strong>{account.email}</strong>. We sturen een link naar het nieuwe adres; pas als
        je die opent, gaat de wijziging in.
      </p>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Bevestigingslink sturen"
        busyLabel="Bezig met versturen…"
        onSubmit={async (values) => {
          setDone(null);
          const answer = await api(apiRoutes.requestEmailChange, {
            body: EmailChangeRequestBody.parse(values),
          });
          form.reset({ new_email: '', password: '' });
          setDone(answer.message);
        }}
      >
        <TextField name="new_email" label="Nieuw e-mailadres" type="email" autoComplete="email" />
        <CurrentPasswordField />
      </RulesForm>
      <p className={styles.done} role="status">
        {done}
      </p>
    </section>
  );
};
