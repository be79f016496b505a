import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tabbable } from 'tabbable';
import { useClientStore } from '~/lib/client-store.ts';
import { siteConfig } from '~/lib/config.ts';
import { importOrReload } from '~/lib/reload-guard.ts';
import styles from './account-button.module.css';
import { useAuthStatus } from './auth-status.ts';
import { loadSession } from './load-session.ts';
import { LoginLinkDialog } from './login-link-dialog.tsx';
import { type LoginDraft, LoginPanelPlaceholder } from './login-placeholder.tsx';
import { acceptLoginToken, hasPendingLinkToken, splitLoginToken } from './login-token.ts';

/**
 * The panel's code (the form library and the rules with it) loads on intent: a pointer over the
 * button, focus on it, a touch. Until it is there, the popup shows LoginPanelPlaceholder, whose
 * fields take keys and a password manager's values at once and hand them to the panel.
 */
let loadingPanel: Promise<typeof import('./login-panel.tsx')> | undefined;
const loadPanel = () => {
  loadingPanel ??= importOrReload(() => import('./login-panel.tsx'));
  return loadingPanel;
};
const LoginPanel = lazy(async () => ({ default: (await loadPanel()).LoginPanel }));

/** Keeps Tab and Shift+Tab inside the open dialog: from the last control to the first and back. */
const trapTab = (event: KeyboardEvent, container: HTMLElement | null) => {
  if (event.key !== 'Tab' || !container) return;
  const controls = tabbable(container);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * Loads the user data of a kept token (after a reload) so the header can show the name, and
 * takes in a login link's token on any page, also one reached by navigating inside the site.
 */
const useSessionIntake = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useClientStore((state) => state.loginCode !== null);
  const hasUserData = useClientStore((state) => state.userData !== null);

  useEffect(() => {
    const found = splitLoginToken(location.pathname + location.search + location.hash);
    if (!found) return;
    acceptLoginToken(found.token);
    void navigate(found.rest, { replace: true, preventScrollReset: true });
    // Beside a login the token is only held: nothing else would start the refresh that takes it.
    void loadSession().then((session) => session.refreshSession());
  }, [location.pathname, location.search, location.hash, navigate]);

  useEffect(() => {
    if ((hasToken && !hasUserData) || hasPendingLinkToken()) {
      void loadSession().then((session) => session.refreshSession());
    }
  }, [hasToken, hasUserData]);
};

/**
 * The header's login button: 'Mijn Kodewerk', or the customer's name once logged in. It opens the
 * login popup, a dialog that keeps focus inside while open and closes on Escape (focus back on
 * the button), on a click outside and when the page changes.
 */
export const AccountButton = () => {
  useSessionIntake();
  const userData = useClientStore((state) => state.userData);
  const open = useClientStore((state) => state.loginPopupOpen);
  const setState = useClientStore((state) => state.set);
  const refreshing = useAuthStatus((state) => state.refreshing);
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const popupId = useId();
  const draft = useRef<LoginDraft | null>(null);

  const close = useCallback(
    (returnFocus: boolean) => {
      setState({ loginPopupOpen: false });
      if (returnFocus) button.current?.focus();
    },
    [setState],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popup.current?.contains(target) || button.current?.contains(target)) return;
      close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
      else trapTab(event, popup.current);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  // A page change (Dashboard, Uitloggen, a login) closes the popup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page changes only
  useEffect(() => {
    setState({ loginPopupOpen: false });
  }, [pathname, setState]);

  // What a placeholder left behind belongs to that opening only.
  useEffect(() => {
    if (!open) draft.current = null;
  }, [open]);

  // Focus goes into the dialog as it opens; the panel moves it on to its first field.
  useEffect(() => {
    if (open && !popup.current?.contains(document.activeElement)) popup.current?.focus();
  }, [open]);

  const name = userData ? `${userData.first_name} ${userData.last_name}` : null;

  return (
    <div className={styles.account}>
      <button
        ref={button}
        type="button"
        className={`button ${styles.button}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setState({ loginPopupOpen: !open })}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        data-busy={refreshing || undefined}
      >
        {userData ? (
          // On a phone the header has room for the initials only; the name stays the button's name.
          <span className={styles.initials} aria-hidden="true">
            {`${userData.first_name.charAt(0)}${userData.last_name.charAt(0)}`.toUpperCase()}
          </span>
        ) : null}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          className={userData ? `${styles.icon} ${styles.iconWithInitials}` : styles.icon}
        >
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className={`visually-hidden ${styles.name}`}>{name ?? `Mijn ${siteConfig.productName}`}</span>
      </button>
      {open && (
        <div
          ref={popup}
          id={popupId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={styles.popup}
          tabIndex={-1}
        >
          <Suspense fallback={<LoginPanelPlaceholder titleId={titleId} draft={draft} />}>
            <LoginPanel
              titleId={titleId}
              focusOnMount
              headingLevel={2}
              onLoggedIn={() => close(false)}
              draft={draft}
            />
          </Suspense>
        </div>
      )}
      <LoginLinkDialog />
    </div>
  );
};
