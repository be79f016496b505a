import { type Account, UpdateProfileBody } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import styles from './account.module.css';
import { useUpdateProfile } from './account-api.ts';

interface ProfileValues {
  first_name: string;
  last_name: string;
  phone: string;
}

/** The person's own name and phone number: theirs to change, judged by the contract's schema. */
export const ProfileForm = ({ account }: { account: Account }) => {
  const headingId = useId();
  const update = useUpdateProfile();
  const [done, setDone] = useState<string | null>(null);
  const form = useRulesForm<ProfileValues>({
    defaultValues: {
      first_name: account.first_name,
      last_name: account.last_name,
      phone: account.phone ?? '',
    },
    schema: UpdateProfileBody,
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Naam en telefoon</h2>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Naam en telefoon opslaan"
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          setDone(null);
          const saved = await update.mutateAsync(values);
          form.reset({ first_name: saved.first_name, last_name: saved.last_name, phone: saved.phone ?? '' });
          setDone('Je naam en telefoonnummer zijn opgeslagen.');
        }}
      >
        <TextField name="first_name" label="Voornaam" autoComplete="given-name" />
        <TextField name="last_name" label="Achternaam" autoComplete="family-name" />
        <TextField
          name="phone"
          label="Telefoonnummer"
          type="tel"
          autoComplete="tel"
          optional
          hint="Hierop belt de dienstdoende engineer je terug na een noodoproep."
        />
      </RulesForm>
      <p className={styles.done} role="status">
        {done}
      </p>
    </section>
  );
};
