import { type Account, apiRoutes, type MfaSetup } from '@maatwerk/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AuthenticatorSteps } from '~/components/authenticator/authenticator-steps.tsx';
import { RulesForm, TextField, TotpCodeField, useRulesForm } from '~/components/form/index.ts';
import { api } from '~/lib/api-client.ts';
import styles from './account.module.css';
import { useRefreshAccount } from './account-api.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

const SetupStep = ({
  setup,
  onDone,
  onCancel,
}: {
  setup: MfaSetup;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) => {
  const form = useRulesForm<{ code: string; password: string }>({
    defaultValues: { code: '', password: '' },
  });
  return (
    <div className={styles.setup}>
      <AuthenticatorSteps setup={setup} account="Kodewerk">
        <p>Vul de code van zes cijfers in die de app nu laat zien, en ter bevestiging je wachtwoord.</p>
        <RulesForm
          form={form}
          aria-label="Twee-factor authenticatie activeren"
          submitLabel="Activeren"
          busyLabel="Bezig met activeren…"
          onSubmit={async ({ code, password }) => {
            const answer = await api(apiRoutes.confirmMfaSetup, {
              body: { code: code.trim(), token: setup.secret, password },
            });
            onDone(answer.recovery_codes);
          }}
        >
          <TotpCodeField label="Authenticatiecode" />
          <CurrentPasswordField />
        </RulesForm>
      </AuthenticatorSteps>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Annuleren
      </button>
    </div>
  );
};

const RecoveryCodes = ({ codes, onClose }: { codes: string[]; onClose: () => void }) => {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.recovery} role="status">
      <p>
        <strong>Twee-factor authenticatie staat aan.</strong> Bewaar deze herstelcodes op een veilige plek.
        Met elke code kun je één keer inloggen als je je telefoon kwijt bent. We laten ze maar één keer zien.
      </p>
      <ol className={styles.codes} aria-label="Herstelcodes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className={styles.buttons}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? 'Gekopieerd' : 'Codes kopiëren'}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Ik heb mijn herstelcodes bewaard
        </button>
      </p>
    </div>
  );
};

const DisableForm = ({ onDone }: { onDone: () => void }) => {
  const form = useRulesForm<{ password: string; code: string }>({
    defaultValues: { password: '', code: '' },
  });
  return (
    <RulesForm
      form={form}
      aria-label="Twee-factor authenticatie uitzetten"
      submitLabel="Twee-factor authenticatie uitzetten"
      busyLabel="Bezig met uitzetten…"
      onSubmit={async (values) => {
        await api(apiRoutes.disableMfa, { body: { password: values.password, code: values.code.trim() } });
        onDone();
      }}
    >
      <TextField
        name="password"
        label="Wachtwoord"
        type="password"
        autoComplete="current-password"
        rules="required"
      />
      <TextField
        name="code"
        label="Authenticatiecode of herstelcode"
        autoComplete="one-time-code"
        rules="required"
      />
    </RulesForm>
  );
};

/** Turning the second factor on (QR code, code, recovery codes shown once) and off. */
export const TwoFactor = ({ account }: { account: Account }) => {
  const headingId = useId();
  const refreshAccount = useRefreshAccount();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const setup = useMutation({ mutationFn: () => api(apiRoutes.startMfaSetup, {}) });

  const body = () => {
    if (codes) {
      return (
        <RecoveryCodes
          codes={codes}
          onClose={() => {
            setCodes(null);
            setup.reset();
          }}
        />
      );
    }
    if (setup.data) {
      return (
        <SetupStep
          setup={setup.data}
          onCancel={() => setup.reset()}
          onDone={(recovery) => {
            setCodes(recovery);
            void refreshAccount();
          }}
        />
      );
    }
    if (account.mfa_enabled) {
      return (
        <>
          <p>
            <strong>Twee-factor authenticatie staat aan.</strong> Bij het inloggen vragen we om een code uit
            je authenticatie-app.
          </p>
          {disabling ? (
            <>
              <DisableForm
                onDone={() => {
                  setDisabling(false);
                  setMessage('Twee-factor authenticatie staat uit.');
                  void refreshAccount();
                }}
              />
              <button type="button" className="button button-secondary" onClick={() => setDisabling(false)}>
                Annuleren
              </button>
            </>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setDisabling(true)}>
              Uitzetten
            </button>
          )}
        </>
      );
    }
    return (
      <>
        <p>
          Twee-factor authenticatie staat uit. Zet het aan, dan is naast je wachtwoord ook een code uit een
          app op je telefoon nodig om in te loggen.
        </p>
        {setup.isError && (
          <p className={styles.error} role="alert">
            {setup.error.message}
          </p>
        )}
        <button
          type="button"
          className="button"
          disabled={setup.isPending}
          onClick={() => {
            setMessage(null);
            setup.mutate();
          }}
        >
          {setup.isPending ? 'Bezig…' : 'Twee-factor authenticatie instellen'}
        </button>
      </>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Twee-factor authenticatie</h2>
      {body()}
      <p className={styles.done} role="status">
        {message}
      </p>
    </section>
  );
};
