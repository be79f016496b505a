import { useId } from 'react';
import modal from '~/components/modal-dialog/modal-dialog.module.css';
import { useModalDialog } from '~/components/modal-dialog/use-modal-dialog.ts';
import { useAuthStatus } from './auth-status.ts';
import { loadSession } from './load-session.ts';
import styles from './login-link-dialog.module.css';
import { authTexts } from './texts.ts';

/**
 * What a login link needs the visitor to see: the question before another person's link replaces
 * the login (staying is the first choice and what Escape does), or what became of a link that did
 * not log in. A native modal <dialog>: focus moves in and stays there until it closes.
 */
export const LoginLinkDialog = () => {
  const linkSwitch = useAuthStatus((state) => state.linkSwitch);
  const message = useAuthStatus((state) => state.linkMessage);
  const id = useId();
  const open = linkSwitch !== null || message !== null;

  const dialog = useModalDialog(open);

  const stay = () => void loadSession().then((session) => session.declineLinkSwitch());
  const switchOver = () => void loadSession().then((session) => session.acceptLinkSwitch());
  const dismiss = () => useAuthStatus.setState({ linkMessage: null });
  const onClose = linkSwitch ? stay : dismiss;

  return (
    <dialog
      ref={dialog}
      className={`${modal.dialog} ${styles.dialog}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {linkSwitch ? (
        <div className={modal.panel}>
          <h2 id={`${id}-title`} className={styles.title}>
            {authTexts.linkSwitchTitle}
          </h2>
          <p id={`${id}-text`}>
            {authTexts.linkSwitchText(linkSwitch.currentName, `${linkSwitch.name} (${linkSwitch.email})`)}
          </p>
          <div className={styles.actions}>
            {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus as the dialog opens */}
            <button type="button" className="button" onClick={stay} autoFocus>
              {authTexts.linkSwitchCancel(linkSwitch.currentName)}
            </button>
            <button type="button" className="button button-secondary" onClick={switchOver}>
              {authTexts.linkSwitchConfirm}
            </button>
          </div>
        </div>
      ) : message ? (
        <div className={modal.panel}>
          <h2 id={`${id}-title`} className={styles.title}>
            {authTexts.linkMessageTitle}
          </h2>
          <p id={`${id}-text`} role="alert">
            {message}
          </p>
          <div className={styles.actions}>
            {/* biome-ignore lint/a11y/noAutofocus: the only choice takes the focus as the dialog opens */}
            <button type="button" className="button" onClick={dismiss} autoFocus>
              {authTexts.close}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
};
