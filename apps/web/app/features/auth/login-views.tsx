import type { ReactNode } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import messages from '~/components/login-messages.module.css';
import { combineStyles } from '~/lib/combine-styles.ts';
import own from './login-panel.module.css';
import { authTexts } from './texts.ts';

const styles = combineStyles(messages, own);

/**
 * The parts of the login panel without the form library: the panel and the popup's placeholder
 * (login-placeholder.tsx) draw the busy state and the password step from here, so that the
 * placeholder looks exactly like the panel that replaces it.
 */

interface PasskeyButtonProps {
  label: string;
  onPasskey: () => Promise<void> | void;
}

/** Logging in (or the code step) with a passkey: the browser asks which one and unlocks it. */
export const PasskeyButton = ({ label, onPasskey }: PasskeyButtonProps) => (
  <button
    type="button"
    className={`button button-secondary ${styles.passkey}`}
    onClick={() => void onPasskey()}
  >
    {label}
  </button>
);

/** 'Bezig met inloggen', with a spinner; it titles the panel meanwhile. */
export const BusyView = ({ headingId }: { headingId: string }) => (
  <p id={headingId} className={styles.busy} role="status">
    <span className={styles.spinner} aria-hidden="true" />
    {authTexts.busy}
  </p>
);

interface PasswordViewProps {
  headingId: string;
  headingLevel: 2 | 3;
  /** The message of a refused login, shown above the form. */
  error: ReactNode;
  /** The form with the e-mail address and the password. */
  form: ReactNode;
  onPasskey: () => Promise<void> | void;
}

/** The password step: title, hint, the form, the passkey and the link for a forgotten password. */
export const PasswordView = ({ headingId, headingLevel, error, form, onPasskey }: PasswordViewProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading id={headingId} className={styles.title}>
        {authTexts.loginTitle}
      </Heading>
      <p className={styles.hint}>{authTexts.loginHint}</p>
      {error}
      {form}
      <p className={styles.or}>{authTexts.passkeyOr}</p>
      <PasskeyButton label={authTexts.passkeyLogin} onPasskey={onPasskey} />
      <AppLink to="/klantenportaal/wachtwoord-vergeten" className={styles.forgot}>
        {authTexts.forgotPassword}
      </AppLink>
    </>
  );
};
