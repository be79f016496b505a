import { type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import formStyles from '~/components/form/form.module.css';
import { useClientStore } from '~/lib/client-store.ts';
import styles from './login-panel.module.css';
import { BusyView, PasswordView } from './login-views.tsx';
import { authTexts } from './texts.ts';

/** The panel's controls in the order of the page; the placeholder has the same ones. */
export const PANEL_CONTROLS = 'input, button, a[href]';

/** What the visitor did in the placeholder, handed to the panel that replaces it. */
export interface LoginDraft {
  email: string;
  password: string;
  /** The control that had focus, as its place among PANEL_CONTROLS; -1 for none. */
  focus: number;
  /** A submit or a passkey started before the panel was there. */
  action: 'password' | 'passkey' | null;
  /**
   * The control a pointer was pressed on and not yet released, as its place among PANEL_CONTROLS;
   * -1 for none. The browser loses a click whose press and release fall on either side of the swap,
   * so the panel completes it when the release lands on its own control in that place.
   */
  pressed: number;
}

/** The control at `target` as its place among the PANEL_CONTROLS inside `root`; -1 for none. */
export const controlIndex = (root: Element, target: EventTarget | null): number => {
  const control = target instanceof Element ? target.closest(PANEL_CONTROLS) : null;
  return control ? Array.from(root.querySelectorAll(PANEL_CONTROLS)).indexOf(control) : -1;
};

const PlainField = ({
  id,
  name,
  label,
  type,
  autoComplete,
  spellCheck,
}: {
  id: string;
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  spellCheck?: boolean;
}) => (
  <div className={formStyles.field}>
    <label htmlFor={id} className={formStyles.label}>
      {label}
    </label>
    <input
      id={id}
      name={name}
      type={type}
      className={formStyles.input}
      autoComplete={autoComplete}
      spellCheck={spellCheck}
    />
  </div>
);

interface LoginPanelPlaceholderProps {
  titleId: string;
  /** Filled as the panel takes over: the panel reads it when it mounts, in the same commit. */
  draft: RefObject<LoginDraft | null>;
}

/**
 * The login popup while the panel's code (the form library, the rules) loads on a first click:
 * the same title, fields, names, labels and autocomplete attributes, as plain inputs. Keys typed
 * and what a password manager fills in land here; as the panel replaces it, the values, the focused
 * control and a submit or passkey click already made go over to the panel (LoginPanel's `draft`).
 */
export const LoginPanelPlaceholder = ({ titleId, draft }: LoginPanelPlaceholderProps) => {
  const id = useId();
  const hasToken = useClientStore((state) => state.loginCode !== null);
  const root = useRef<HTMLDivElement>(null);
  const action = useRef<LoginDraft['action']>(null);
  const pressed = useRef(-1);

  // As in the panel: focus on the first field when the popup opens.
  useEffect(() => {
    root.current?.querySelector<HTMLElement>(PANEL_CONTROLS)?.focus();
  }, []);

  // A press ends wherever the pointer is released, inside the popup or not.
  useEffect(() => {
    const released = () => {
      pressed.current = -1;
    };
    document.addEventListener('pointerup', released, true);
    document.addEventListener('pointercancel', released, true);
    return () => {
      document.removeEventListener('pointerup', released, true);
      document.removeEventListener('pointercancel', released, true);
    };
  }, []);

  // A layout effect's cleanup runs while the placeholder is still in the document and still has
  // focus, and in the commit that mounts the panel: no key can fall between the two.
  useLayoutEffect(() => {
    const panel = root.current;
    return () => {
      if (!panel) return;
      const value = (name: string) =>
        panel.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
      draft.current = {
        email: value('email'),
        password: value('password'),
        focus: controlIndex(panel, document.activeElement),
        action: action.current,
        pressed: pressed.current,
      };
    };
  }, [draft]);

  return (
    <div
      ref={root}
      className={styles.panel}
      tabIndex={-1}
      data-view={hasToken ? 'busy' : 'password'}
      onPointerDown={(event) => {
        pressed.current = controlIndex(event.currentTarget, event.target);
      }}
    >
      {hasToken ? (
        <BusyView headingId={titleId} />
      ) : (
        <PasswordView
          headingId={titleId}
          headingLevel={2}
          error={null}
          onPasskey={() => {
            action.current = 'passkey';
          }}
          form={
            <form
              noValidate
              aria-label={authTexts.loginTitle}
              data-state="idle"
              onSubmit={(event) => {
                event.preventDefault();
                action.current = 'password';
              }}
            >
              <fieldset className={formStyles.fieldset}>
                <PlainField
                  id={`${id}-email`}
                  name="email"
                  label={authTexts.emailLabel}
                  type="email"
                  autoComplete="username"
                  spellCheck={false}
                />
                <PlainField
                  id={`${id}-password`}
                  name="password"
                  label={authTexts.passwordLabel}
                  type="password"
                  autoComplete="current-password"
                />
                <button type="submit" className="button">
                  {authTexts.loginSubmit}
                </button>
              </fieldset>
              <p className={formStyles.formMessage} role="alert" />
            </form>
          }
        />
      )}
    </div>
  );
};
