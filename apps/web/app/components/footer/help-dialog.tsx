import { type ReactNode, useEffect, useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import modal from '~/components/modal-dialog/modal-dialog.module.css';
import { useModalDialog } from '~/components/modal-dialog/use-modal-dialog.ts';
import { useClientStore } from '~/lib/client-store.ts';
import { siteConfig } from '~/lib/config.ts';
import { publicConfig } from '~/lib/public-config.ts';
import styles from './help-dialog.module.css';

interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/** An option that hands over to another panel of the site. */
const HandOver = ({
  title,
  onClick,
  children,
}: {
  title: string;
  onClick: () => void;
  children: ReactNode;
}) => (
  <button type="button" className={styles.option} onClick={onClick}>
    <span className={styles.optionTitle}>{title}</span>
    <span className={styles.optionText}>{children}</span>
  </button>
);

/**
 * Whether a staff member is available for a chat, asked each time the panel opens. A plain fetch:
 * the chat's own code loads only when the chat is opened.
 */
const useChatAvailable = (open: boolean) => {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    fetch(`${publicConfig().apiUrl}/chat/availability`, { signal: abort.signal })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ available: boolean }>) : { available: false },
      )
      .then((answer) => setAvailable(answer.available === true))
      .catch(() => setAvailable(false));
    return () => abort.abort();
  }, [open]);
  return available;
};

/**
 * The help panel behind 'Heeft u hulp nodig?': every way to reach the provider, and for a customer
 * who is logged in the emergency call. A native modal <dialog>: focus moves in and is kept there,
 * Escape closes, focus returns to the button.
 */
export const HelpDialog = ({ open, onClose }: HelpDialogProps) => {
  const id = useId();
  const loggedIn = useClientStore((state) => state.userData !== null || state.loginCode !== null);
  const setState = useClientStore((state) => state.set);

  const dialog = useModalDialog(open);
  /** Closes the panel and opens what the option hands over to (the chat, the search palette). */
  const hand = (patch: { chatPanelOpen: true } | { commandPaletteOpen: true }) => {
    onClose();
    setState(patch);
  };
  const chatAvailable = useChatAvailable(open);

  const { contactEmail, phone, phoneHref, openingHours, supportLinks } = siteConfig;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse extra; Escape and the close button serve the keyboard
    <dialog
      ref={dialog}
      className={`${modal.dialog} ${styles.dialog}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
      onCancel={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={modal.panel}>
          <div className={styles.head}>
            <h2 id={`${id}-title`} className={styles.title}>
              Hoe kunnen we je helpen?
            </h2>
            <button type="button" className={styles.close} onClick={onClose}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">Sluiten</span>
            </button>
          </div>
          <p id={`${id}-intro`} className={styles.intro}>
            Kies wat het beste past. Op werkdagen reageren we binnen één werkdag, meestal veel sneller.
          </p>
          <ul className={styles.options}>
            {chatAvailable && (
              <li>
                <HandOver title="Chat met ons" onClick={() => hand({ chatPanelOpen: true })}>
                  Een medewerker is nu beschikbaar om je direct te helpen.
                </HandOver>
              </li>
            )}
            {loggedIn && (
              <li className={styles.urgent}>
                <AppLink to="/klantenportaal/noodoproep" className={styles.option} onClick={onClose}>
                  <span className={styles.optionTitle}>Noodoproep doen</span>
                  <span className={styles.optionText}>
                    Ligt je website, app of server eruit? Onze dienstdoende engineer krijgt je melding direct,
                    ook buiten kantoortijd.
                  </span>
                </AppLink>
              </li>
            )}
            <li>
              <a href={`mailto:${contactEmail}`} className={styles.option}>
                <span className={styles.optionTitle}>Mail ons</span>
                <span className={styles.optionText}>{contactEmail}</span>
              </a>
            </li>
            <li>
              <a href={phoneHref} className={styles.option}>
                <span className={styles.optionTitle}>Bel ons: {phone}</span>
                <span className={styles.optionText}>{openingHours}</span>
              </a>
            </li>
            <li>
              <AppLink to="/meet" className={styles.option} onClick={onClose}>
                <span className={styles.optionTitle}>Plan een gesprek</span>
                <span className={styles.optionText}>Op kantoor in Utrecht, via video of telefonisch.</span>
              </AppLink>
            </li>
            <li>
              <HandOver title="Zoek in de kennisbank" onClick={() => hand({ commandPaletteOpen: true })}>
                Handleidingen en antwoorden op veelgestelde vragen, direct doorzoeken.
              </HandOver>
            </li>
          </ul>
          <p className={styles.more}>
            Of lees verder in de{' '}
            <AppLink to={supportLinks.knowledgeBase.href} onClick={onClose}>
              kennisbank
            </AppLink>
            , bij de{' '}
            <AppLink to={supportLinks.faq.href} onClick={onClose}>
              veelgestelde vragen
            </AppLink>{' '}
            of op de{' '}
            <AppLink to={supportLinks.systemStatus.href} onClick={onClose}>
              statuspagina
            </AppLink>
            .
          </p>
        </div>
      )}
    </dialog>
  );
};
