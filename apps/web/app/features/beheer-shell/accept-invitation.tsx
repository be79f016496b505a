import { ApiRequestError, apiRoutes, firstPasswordLabels, type InvitationInfo } from '@maatwerk/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields, RulesForm, useRulesForm } from '~/components/form/index.ts';
import messages from '~/components/login-messages.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { STAFF_LOGIN_PATH, staffApi } from './staff-api.ts';
import own from './staff-login.module.css';
import { storeStaffSession } from './staff-session.ts';

const styles = combineStyles(messages, own);

/**
 * The page of an invitation link: choose a password (the site's rules), then on to setting up the
 * authenticator app at /beheer.
 */
export const AcceptInvitation = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const [info, setInfo] = useState<InvitationInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useRulesForm({ defaultValues: { password: '', password_confirmation: '' } });

  useEffect(() => {
    let live = true;
    if (!token) {
      setError('Deze uitnodiging is niet (meer) geldig. Vraag een beheerder om een nieuwe.');
      return;
    }
    staffApi(apiRoutes.staffInvitationInfo, { query: { token } })
      .then((answer) => live && setInfo(answer))
      .catch(
        (failure: unknown) =>
          live &&
          setError(
            failure instanceof ApiRequestError && failure.body?.message
              ? failure.body.message
              : 'De uitnodiging kon niet worden geladen.',
          ),
      );
    return () => {
      live = false;
    };
  }, [token]);

  if (error) {
    return (
      <div className={styles.card}>
        <p className={styles.error} role="alert">
          {error}
        </p>
        <p>
          <Link to={STAFF_LOGIN_PATH}>Naar het inloggen</Link>
        </p>
      </div>
    );
  }
  if (!info) {
    return (
      <p className={styles.busy} aria-busy="true">
        Uitnodiging wordt geladen…
      </p>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="uitnodiging-titel">
      <h2 id="uitnodiging-titel" className={styles.title}>
        Welkom, {info.name}
      </h2>
      <p className={styles.hint}>
        Kies een wachtwoord voor {info.email}. Daarna koppel je een authenticatie-app voor de
        tweestapsverificatie.
      </p>
      <RulesForm
        form={form}
        aria-label="Wachtwoord kiezen"
        submitLabel="Wachtwoord opslaan"
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          storeStaffSession(await staffApi(apiRoutes.staffAcceptInvitation, { body: { token, ...values } }));
          await navigate(STAFF_LOGIN_PATH, { replace: true });
        }}
      >
        <NewPasswordFields labels={firstPasswordLabels} />
      </RulesForm>
    </section>
  );
};
