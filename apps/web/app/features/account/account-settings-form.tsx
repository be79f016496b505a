import { type Account, ApiRequestError, newPasswordLabels, type UpdateAccountBody } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { NewPasswordFields, RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import styles from './account.module.css';
import { useUpdateAccount } from './account-api.ts';

interface SettingsValues {
  week_mail_address: string;
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

const nothingToSave = () =>
  new ApiRequestError(422, {
    statusCode: 422,
    error: 'validation_failed',
    message: 'Er is niets gewijzigd. Vul een ander weekmailadres of een nieuw wachtwoord in.',
  });

/** The week mail address and a new password; each is sent only when it is given. */
export const AccountSettingsForm = ({ account }: { account: Account }) => {
  const headingId = useId();
  const update = useUpdateAccount();
  const [done, setDone] = useState<string | null>(null);
  const initial = account.week_mail_address ?? '';
  const form = useRulesForm<SettingsValues>({
    defaultValues: {
      week_mail_address: initial,
      current_password: '',
      new_password: '',
      new_password_confirmation: '',
    },
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const weekMail = useWatch({ control: form.control, name: 'week_mail_address' });
  const needsPassword = Boolean(newPassword) || weekMail.trim() !== initial;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Weekmail en wachtwoord</h2>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Wijzigingen opslaan"
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          setDone(null);
          const body: UpdateAccountBody = {};
          const weekMail = values.week_mail_address.trim();
          if (weekMail !== initial) body.week_mail_address = weekMail === '' ? null : weekMail;
          if (values.new_password) {
            body.new_password = values.new_password;
            body.new_password_confirmation = values.new_password_confirmation;
          }
          if (Object.keys(body).length === 0) throw nothingToSave();
          body.current_password = values.current_password;
          const saved = await update.mutateAsync(body);
          form.reset({
            week_mail_address: saved.week_mail_address ?? '',
            current_password: '',
            new_password: '',
            new_password_confirmation: '',
          });
          setDone(
            body.new_password
              ? 'Je wijzigingen zijn opgeslagen. Je wachtwoord is gewijzigd en je bent op andere apparaten uitgelogd.'
              : 'Je weekmailadres is opgeslagen.',
          );
        }}
      >
        <TextField
          name="week_mail_address"
          label="Weekmailadres"
          type="email"
          autoComplete="email"
          hint={`Elke week sturen we hierheen een overzicht van je opdrachten en uren. Leeg: naar ${account.email}.`}
          rules="email"
        />
        <fieldset className={styles.passwordFields}>
          <legend>Nieuw wachtwoord</legend>
          <p className={styles.muted}>Laat deze velden leeg als je je wachtwoord niet wilt wijzigen.</p>
          <NewPasswordFields labels={newPasswordLabels} name="new_password" optional />
          <TextField
            name="current_password"
            label="Huidig wachtwoord"
            type="password"
            autoComplete="current-password"
            hint="Nodig om je weekmailadres of wachtwoord te wijzigen."
            rules={needsPassword ? 'required' : undefined}
          />
        </fieldset>
      </RulesForm>
      <p className={styles.done} role="status">
        {done}
      </p>
    </section>
  );
};
