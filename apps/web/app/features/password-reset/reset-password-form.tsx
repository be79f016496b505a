import { ApiRequestError, apiRoutes, newPasswordLabels } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { NewPasswordFields, RulesForm, useRulesForm } from '~/components/form/index.ts';
import { api } from '~/lib/api-client.ts';

interface Values {
  password: string;
  password_confirmation: string;
}

type State = { kind: 'open' } | { kind: 'invalid'; message: string } | { kind: 'done' };

const incomplete = 'Deze link is niet volledig. Open de link uit de mail opnieuw.';

/** The page of the reset mail's link: a new password, once; a used or expired link says so. */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const headingId = useId();
  const [state, setState] = useState<State>(
    token ? { kind: 'open' } : { kind: 'invalid', message: incomplete },
  );
  const form = useRulesForm<Values>({ defaultValues: { password: '', password_confirmation: '' } });

  if (state.kind === 'invalid')
    return (
      <div role="alert">
        <h2 id={headingId}>Deze link werkt niet</h2>
        <p>{state.message}</p>
        <p>
          <AppLink to="/klantenportaal/wachtwoord-vergeten">Vraag een nieuwe link aan</AppLink>
        </p>
      </div>
    );
  if (state.kind === 'done')
    return (
      <div role="status">
        <h2 id={headingId}>Je wachtwoord is gewijzigd</h2>
        <p>
          Je bent op al je apparaten uitgelogd. Log in met je nieuwe wachtwoord.{' '}
          <AppLink to="/klantenportaal">Naar het inloggen</AppLink>
        </p>
      </div>
    );

  return (
    <>
      <h2 id={headingId}>Kies een nieuw wachtwoord</h2>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Wachtwoord opslaan"
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          try {
            await api(apiRoutes.resetPassword, {
              body: { token, ...values },
            });
          } catch (error) {
            // A used, expired or unknown link: no form can fix that, so the page says so instead.
            if (error instanceof ApiRequestError && error.status === 404 && error.body) {
              setState({ kind: 'invalid', message: error.body.message });
              return false;
            }
            throw error;
          }
          setState({ kind: 'done' });
        }}
      >
        <NewPasswordFields labels={newPasswordLabels} />
      </RulesForm>
    </>
  );
};
