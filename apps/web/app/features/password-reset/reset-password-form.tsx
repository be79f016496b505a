import { ApiRequestError, apiRoutes, newPasswordLabels } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { NewPasswordFields, RulesForm, useRulesForm } from '~/components/form/index.ts';
import { api } from '~/lib/api-client.ts';
import { refusalMessage, useLinkCheck } from '~/lib/use-link-check.ts';

interface Values {
  password: string;
  password_confirmation: string;
}

/** A used, expired or unknown link: no form can fix that, so the page says so instead. */
const refusedLink = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** Anything but a refused link (no connection, too many tries) leaves the form, whose submit says it. */
const check = (token: string) =>
  api(apiRoutes.checkPasswordReset, { body: { token } }).catch((error: unknown) => {
    if (refusedLink(error)) throw error;
  });

const texts = {
  incomplete: 'Deze link is niet volledig. Open de link uit de mail opnieuw.',
  failed: 'Deze link werkt niet meer. Vraag een nieuwe link aan.',
};

/**
 * The page of the reset mail's link: the link is checked when the page opens, so a used or expired
 * one says so before a password is typed; then a new password, once.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const headingId = useId();
  const [state, setState] = useLinkCheck(token, check, texts);
  const [done, setDone] = useState(false);
  const form = useRulesForm<Values>({ defaultValues: { password: '', password_confirmation: '' } });

  if (state.kind === 'checking') return <p aria-busy="true">De link wordt gecontroleerd…</p>;

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
  if (done)
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
            const message = refusedLink(error) && refusalMessage(error);
            if (!message) throw error;
            setState({ kind: 'invalid', message });
            return false;
          }
          setDone(true);
        }}
      >
        <NewPasswordFields labels={newPasswordLabels} />
      </RulesForm>
    </>
  );
};
