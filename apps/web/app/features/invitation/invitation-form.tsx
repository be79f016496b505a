import { apiRoutes, endSentence, firstPasswordLabels } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '~/components/app-link.tsx';
import { NewPasswordFields, RulesForm, useRulesForm } from '~/components/form/index.ts';
import { login } from '~/features/auth/index.ts';
import { api } from '~/lib/api-client.ts';
import { focusHeadingState } from '~/lib/focus-heading.ts';
import { useLinkCheck } from '~/lib/use-link-check.ts';

interface Values {
  password: string;
  password_confirmation: string;
}

const lookup = (token: string) => api(apiRoutes.lookupInvitation, { body: { token } });

const texts = {
  incomplete: 'Deze link is niet volledig. Open de link uit de mail opnieuw.',
  failed: 'De uitnodiging kon niet worden geladen. Probeer het opnieuw.',
};

/**
 * The page of the invitation mail's link: who it is for, then the password, once. With the password
 * set the person is logged in and lands on the dashboard; should that login not go through (a
 * second factor to give), the page says the password is set and leads to the login.
 */
export const InvitationForm = ({ token }: { token: string }) => {
  const headingId = useId();
  const navigate = useNavigate();
  const [state] = useLinkCheck(token, lookup, texts);
  const [doneFor, setDoneFor] = useState<string>();
  const form = useRulesForm<Values>({ defaultValues: { password: '', password_confirmation: '' } });

  if (state.kind === 'checking') return <p aria-busy="true">De uitnodiging wordt geladen…</p>;
  if (state.kind === 'invalid')
    return (
      <div role="alert">
        <h2 id={headingId}>Deze link werkt niet</h2>
        <p>{state.message}</p>
      </div>
    );
  if (doneFor)
    return (
      <div role="status">
        <h2 id={headingId}>Je wachtwoord is ingesteld</h2>
        <p>
          Je kunt nu inloggen met {doneFor} en je nieuwe wachtwoord.{' '}
          <AppLink to="/klantenportaal">Naar het inloggen</AppLink>
        </p>
      </div>
    );

  const details = state.value;
  return (
    <>
      <h2 id={headingId}>Kies je wachtwoord</h2>
      <p>
        Welkom, {details.first_name}.{' '}
        {endSentence(
          `Je bent uitgenodigd voor het klantenportaal${details.company ? ` van ${details.company}` : ''}`,
        )}{' '}
        Je logt in met <strong>{details.email}</strong>.
      </p>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Wachtwoord instellen"
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          await api(apiRoutes.acceptInvitation, {
            body: { token, ...values },
          });
          const outcome = await login(details.email, values.password).catch(() => undefined);
          if (outcome?.status === 'logged-in') {
            void navigate('/klantenportaal/dashboard', { state: focusHeadingState });
            return;
          }
          setDoneFor(details.email);
        }}
      >
        <NewPasswordFields labels={firstPasswordLabels} />
      </RulesForm>
    </>
  );
};
