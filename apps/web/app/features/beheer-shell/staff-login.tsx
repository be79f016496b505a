import { ApiRequestError, apiRoutes, type MfaSetup, type StaffSession } from '@maatwerk/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthenticatorSteps } from '~/components/authenticator/authenticator-steps.tsx';
import {
  LoginEmailField,
  RulesForm,
  TextField,
  TotpCodeField,
  useRulesForm,
} from '~/components/form/index.ts';
import messages from '~/components/login-messages.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import { staffApi } from './staff-api.ts';
import own from './staff-login.module.css';
import { storeStaffSession, useStaffSession } from './staff-session.ts';

const styles = combineStyles(messages, own);

export const STAFF_HOME_PATH = '/beheer/overzicht';

type Step = { view: 'password' } | { view: 'code'; mfa: string } | { view: 'setup' };

/** The API's Dutch message, or a general one. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;

const PasswordStep = ({ onAnswer }: { onAnswer: (step: Step) => void }) => {
  const form = useRulesForm({ defaultValues: { email: '', password: '' } });
  return (
    <RulesForm
      form={form}
      aria-label="Inloggen voor medewerkers"
      submitLabel="Inloggen"
      busyLabel="Bezig met inloggen…"
      onSubmit={async (values) => {
        const answer = await staffApi(apiRoutes.staffLogin, { body: values });
        if (answer.step === 'code') {
          onAnswer({ view: 'code', mfa: answer.mfa });
        } else {
          storeStaffSession(answer.session);
          onAnswer({ view: 'setup' });
        }
      }}
    >
      <LoginEmailField />
      <TextField
        name="password"
        label="Wachtwoord"
        rules="required"
        type="password"
        autoComplete="current-password"
      />
    </RulesForm>
  );
};

const CodeStep = ({
  mfa,
  onLoggedIn,
  onRestart,
}: {
  mfa: string;
  onLoggedIn: (session: StaffSession) => void;
  onRestart: (message: string) => void;
}) => {
  const token = useRef(mfa);
  const form = useRulesForm({ defaultValues: { code: '' } });
  return (
    <RulesForm
      form={form}
      aria-label="Code van je authenticatie-app"
      submitLabel="Doorgaan"
      busyLabel="Bezig met controleren…"
      onSubmit={async ({ code }) => {
        try {
          onLoggedIn(
            await staffApi(apiRoutes.staffValidateMfa, { body: { code: code.trim(), token: token.current } }),
          );
        } catch (error) {
          const body = error instanceof ApiRequestError ? error.body : undefined;
          if (body?.mfa) {
            token.current = body.mfa;
            form.reset({ code: '' });
          } else if (error instanceof ApiRequestError && (error.status === 401 || error.status === 429)) {
            onRestart(messageOf(error, 'Deze inlogpoging is verlopen. Log opnieuw in.'));
            return false;
          }
          throw error;
        }
      }}
    >
      <TotpCodeField label="Authenticatiecode" hint="De zes cijfers die je authenticatie-app nu laat zien." />
    </RulesForm>
  );
};

/** Setting up the authenticator app: QR code (or the key typed over) and a first code. */
export const SetupStep = ({ onLoggedIn }: { onLoggedIn: (session: StaffSession) => void }) => {
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useRulesForm({ defaultValues: { code: '' } });

  useEffect(() => {
    let live = true;
    staffApi(apiRoutes.staffStartMfaSetup, {})
      .then((answer) => live && setSetup(answer))
      .catch(
        (failure: unknown) => live && setError(messageOf(failure, 'De koppeling kon niet worden gestart.')),
      );
    return () => {
      live = false;
    };
  }, []);

  if (error) {
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    );
  }
  if (!setup) {
    return (
      <p className={styles.busy} aria-busy="true">
        QR-code wordt gemaakt…
      </p>
    );
  }
  return (
    <AuthenticatorSteps setup={setup} account="Kodewerk beheer">
      <p>Vul de code van zes cijfers in die de app nu laat zien.</p>
      <RulesForm
        form={form}
        aria-label="Tweestapsverificatie instellen"
        submitLabel="Instellen en inloggen"
        busyLabel="Bezig met instellen…"
        onSubmit={async ({ code }) => {
          onLoggedIn(
            await staffApi(apiRoutes.staffConfirmMfaSetup, {
              body: { code: code.trim(), token: setup.secret },
            }),
          );
        }}
      >
        <TotpCodeField label="Authenticatiecode" />
      </RulesForm>
    </AuthenticatorSteps>
  );
};

/**
 * The staff login: e-mail address and password, then the code of the authenticator app; a
 * staff member without an app set up first sets one up.
 */
export const StaffLogin = () => {
  const headingId = useId();
  const navigate = useNavigate();
  const pendingSetup = useStaffSession((state) => state.token !== null && state.staff?.mfa_enabled === false);
  const [step, setStep] = useState<Step>(pendingSetup ? { view: 'setup' } : { view: 'password' });
  const [notice, setNotice] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const acted = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step
  useEffect(() => {
    if (!acted.current) return;
    root.current?.querySelector<HTMLElement>('input, h2')?.focus();
  }, [step.view]);

  const go = (next: Step) => {
    acted.current = true;
    setNotice(null);
    setStep(next);
  };
  const loggedIn = (session: StaffSession) => {
    storeStaffSession(session);
    void navigate(STAFF_HOME_PATH, { replace: true });
  };

  const title =
    step.view === 'password'
      ? 'Inloggen voor medewerkers'
      : step.view === 'code'
        ? 'Tweestapsverificatie'
        : 'Tweestapsverificatie instellen';

  return (
    <section className={styles.card} aria-labelledby={headingId} ref={root}>
      <h2 id={headingId} className={styles.title} tabIndex={-1}>
        {title}
      </h2>
      {notice && (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      )}
      {step.view === 'password' && <PasswordStep onAnswer={go} />}
      {step.view === 'code' && (
        <>
          <p className={styles.hint}>Vul de code in die je authenticatie-app laat zien.</p>
          <CodeStep
            mfa={step.mfa}
            onLoggedIn={loggedIn}
            onRestart={(message) => {
              go({ view: 'password' });
              setNotice(message);
            }}
          />
        </>
      )}
      {step.view === 'setup' && (
        <>
          <p className={styles.hint}>
            Voor het beheer is tweestapsverificatie verplicht. Koppel eerst een authenticatie-app aan je
            account.
          </p>
          <SetupStep onLoggedIn={loggedIn} />
        </>
      )}
    </section>
  );
};
