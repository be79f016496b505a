import { apiRoutes, firstPasswordLabels } from '@maatwerk/contract';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields, RulesForm, useRulesForm } from '~/components/form/index.ts';
import messages from '~/components/login-messages.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { useLinkCheck } from '~/lib/use-link-check.ts';
import { STAFF_LOGIN_PATH, staffApi } from './staff-api.ts';
import own from './staff-login.module.css';
import { storeStaffSession } from './staff-session.ts';

const styles = combineStyles(messages, own);

const lookup = (token: string) => staffApi(apiRoutes.staffInvitationInfo, { query: { token } });

const texts = {
  incomplete: 'Deze uitnodiging is niet (meer) geldig. Vraag een beheerder om een nieuwe.',
  failed: 'De uitnodiging kon niet worden geladen.',
};

/**
 * The page of an invitation link: choose a password (the site's rules), then on to setting up the
 * authenticator app at /beheer.
 */
export const AcceptInvitation = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const [state] = useLinkCheck(token, lookup, texts);
  const form = useRulesForm({ defaultValues: { password: '', password_confirmation: '' } });

  if (state.kind === 'invalid') {
    return (
      <div className={styles.card}>
        <p className={styles.error} role="alert">
          {state.message}
        </p>
        <p>
          <Link to={STAFF_LOGIN_PATH}>Naar het inloggen</Link>
        </p>
      </div>
    );
  }
  if (state.kind === 'checking') {
    return (
      <p className={styles.busy} aria-busy="true">
        Uitnodiging wordt geladen…
      </p>
    );
  }
  const info = state.value;
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
