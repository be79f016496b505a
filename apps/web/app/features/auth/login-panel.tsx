import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '~/components/app-link.tsx';
import messages from '~/components/login-messages.module.css';
import { useClientStore } from '~/lib/client-store.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { focusHeadingState, portalReturnPath } from '~/lib/focus-heading.ts';
import { loadSession } from './load-session.ts';
import { CodeForm, PasswordForm } from './login-forms.tsx';
import own from './login-panel.module.css';
import { controlIndex, type LoginDraft, PANEL_CONTROLS } from './login-placeholder.tsx';
import { BusyView, PasskeyButton, PasswordView } from './login-views.tsx';
import type { LoginFailure } from './session.ts';
import { authTexts } from './texts.ts';

const styles = combineStyles(messages, own);

export const DASHBOARD_PATH = '/klantenportaal/dashboard';

type Step = { view: 'password' } | { view: 'busy' } | { view: 'code'; token: string };
type View = 'busy' | 'logged-in' | 'code' | 'password';

export interface LoginPanelProps {
  /** The id of the panel's title, for a dialog around it to be labelled by. */
  titleId?: string;
  /** Focus the first field at once (in the popup); on a page only after a step changes. */
  focusOnMount?: boolean;
  headingLevel?: 2 | 3;
  /** Called after a login, before going to the dashboard. */
  onLoggedIn?: () => void;
  /**
   * In the popup: what the visitor did in the placeholder shown while this code loaded (values,
   * focus, a submit), taken over as the panel mounts.
   */
  draft?: RefObject<LoginDraft | null>;
}

/**
 * The login's own refusal (with its message and what to do next), or undefined for any other
 * failure. The API calls are loaded on the first submit: the form itself is on every page.
 */
const loginFailure = async (error: unknown): Promise<LoginFailure | undefined> => {
  const session = await loadSession().catch(() => undefined);
  return session && error instanceof session.LoginFailure ? error : undefined;
};

/**
 * The four states of logging in (spec §2): busy, logged in, the code step and the password form.
 * Used in the header's popup and inline on the login page.
 */
export const LoginPanel = ({
  titleId,
  focusOnMount = false,
  headingLevel = 2,
  onLoggedIn,
  draft,
}: LoginPanelProps) => {
  const ownTitleId = useId();
  const headingId = titleId ?? ownTitleId;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const navigate = useNavigate();
  // A portal address opened while logged out: the login page returns there.
  const [searchParams] = useSearchParams();
  const returnPath = portalReturnPath(searchParams.get('terug')) ?? DASHBOARD_PATH;
  const userData = useClientStore((state) => state.userData);
  const hasToken = useClientStore((state) => state.loginCode !== null);
  const [step, setStep] = useState<Step>({ view: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);
  const [email, setEmail] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const focusSelector = useRef<string | null>(null);
  /** On a page, focus moves only once the visitor has submitted something, never on load. */
  const acted = useRef(false);

  // A kept token whose user data is still loading counts as busy logging in.
  const view: View = step.view === 'busy' ? 'busy' : hasToken ? (userData ? 'logged-in' : 'busy') : step.view;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the view
  useEffect(() => {
    if (!focusOnMount && !acted.current) return;
    const selector = focusSelector.current ?? PANEL_CONTROLS;
    focusSelector.current = null;
    // A control that has focus already (taken over from the placeholder) keeps it.
    const active = document.activeElement;
    if (!acted.current && active !== root.current && root.current?.contains(active)) return;
    (root.current?.querySelector<HTMLElement>(selector) ?? root.current)?.focus();
  }, [view, error]);

  const loggedIn = () => {
    setStep({ view: 'password' });
    onLoggedIn?.();
    void navigate(returnPath, { state: focusHeadingState });
  };

  const submitPassword = async (values: { email: string; password: string }) => {
    acted.current = true;
    setError(null);
    setEmail(values.email);
    setStep({ view: 'busy' });
    try {
      const { login } = await loadSession();
      const outcome = await login(values.email.trim(), values.password);
      if (outcome.status === 'mfa') setStep({ view: 'code', token: outcome.token });
      else loggedIn();
    } catch (failure) {
      focusSelector.current = 'input[name="password"]';
      setError((await loginFailure(failure))?.message ?? authTexts.wrongCredentials);
      setStep({ view: 'password' });
    }
  };

  const submitCode = async (code: number | string, token: string) => {
    acted.current = true;
    setError(null);
    setStep({ view: 'busy' });
    try {
      const { validateMfa } = await loadSession();
      await validateMfa(code, token);
      loggedIn();
    } catch (error) {
      const failure = await loginFailure(error);
      const refused = failure?.message ?? authTexts.wrongCode;
      // A recovery code works once: the refusal says it may have been used.
      setError(recovery && refused === authTexts.wrongCode ? authTexts.wrongRecoveryCode : refused);
      if (failure?.restart) setStep({ view: 'password' });
      else setStep({ view: 'code', token: failure?.mfa ? failure.mfa : token });
    }
  };

  const submitPasskey = async () => {
    acted.current = true;
    setError(null);
    setStep({ view: 'busy' });
    try {
      const { loginWithPasskey } = await loadSession();
      await loginWithPasskey();
      loggedIn();
    } catch (failure) {
      setError((await loginFailure(failure))?.message ?? authTexts.passkeyRefused);
      setStep({ view: 'password' });
    }
  };

  const submitPasskeyAtCode = async (token: string) => {
    acted.current = true;
    setError(null);
    setStep({ view: 'busy' });
    try {
      const { validateMfaWithPasskey } = await loadSession();
      await validateMfaWithPasskey(token);
      loggedIn();
    } catch (error) {
      const failure = await loginFailure(error);
      setError(failure?.message ?? authTexts.passkeyRefused);
      if (failure?.restart) setStep({ view: 'password' });
      else setStep({ view: 'code', token: failure?.mfa ? failure.mfa : token });
    }
  };

  // Taking over from the placeholder: the form has its values (PasswordForm); focus goes to the same
  // control, and a submit or passkey already started goes on. Same commit: no key falls between.
  // A press begun on the placeholder becomes a click when it is released on the same control here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the panel mounts
  useLayoutEffect(() => {
    const taken = draft?.current;
    const panel = root.current;
    if (!draft || !taken || !panel) return;
    draft.current = null;
    const controls = panel.querySelectorAll<HTMLElement>(PANEL_CONTROLS);
    controls[taken.focus]?.focus();
    if (taken.action === 'password') panel.querySelector('form')?.requestSubmit();
    else if (taken.action === 'passkey') void submitPasskey();
    if (taken.pressed < 0) return;
    const released = (event: Event) => {
      stop();
      if (event.type === 'pointerup' && controlIndex(panel, event.target) === taken.pressed) {
        controls[taken.pressed]?.click();
      }
    };
    const stop = () => {
      for (const type of ['pointerup', 'pointercancel', 'pointerdown']) {
        document.removeEventListener(type, released, true);
      }
    };
    for (const type of ['pointerup', 'pointercancel', 'pointerdown']) {
      document.addEventListener(type, released, true);
    }
    return stop;
  }, []);

  const errorText = error && (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );

  return (
    <div ref={root} className={styles.panel} tabIndex={-1} data-view={view}>
      {view === 'busy' && <BusyView headingId={headingId} />}

      {view === 'logged-in' && userData && (
        <>
          <Heading id={headingId} className={styles.title}>
            {authTexts.loggedInTitle}
          </Heading>
          <p className={styles.who}>
            {userData.company && <span className={styles.company}>{userData.company}</span>}
            <span>
              {userData.first_name} {userData.last_name}
            </span>
          </p>
          <div className={styles.actions}>
            <AppLink to={DASHBOARD_PATH} className="button" onClick={() => onLoggedIn?.()}>
              {authTexts.dashboard}
            </AppLink>
            <AppLink to="/klantenportaal/uitloggen" className="button button-secondary">
              {authTexts.logout}
            </AppLink>
          </div>
        </>
      )}

      {view === 'code' && step.view === 'code' && (
        <>
          <Heading id={headingId} className={styles.title}>
            {authTexts.mfaTitle}
          </Heading>
          {/* The app's hint; a recovery code has its own under its field. */}
          {!recovery && <p className={styles.hint}>{authTexts.mfaHint}</p>}
          {errorText}
          <CodeForm
            key={step.token}
            onCode={(code) => submitCode(code, step.token)}
            recovery={recovery}
            onRecoveryChange={setRecovery}
          />
          <PasskeyButton label={authTexts.passkeyAtCode} onPasskey={() => submitPasskeyAtCode(step.token)} />
        </>
      )}

      {view === 'password' && (
        <PasswordView
          headingId={headingId}
          headingLevel={headingLevel}
          error={errorText}
          form={<PasswordForm email={email} onLogin={submitPassword} draft={draft} />}
          onPasskey={submitPasskey}
        />
      )}
    </div>
  );
};
