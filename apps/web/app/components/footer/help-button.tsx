import { lazy, Suspense, useState } from 'react';
import { importOrReload } from '~/lib/reload-guard.ts';
import styles from './help-button.module.css';

const loadDialog = () => importOrReload(() => import('./help-dialog.tsx'));
/** The panel loads when the visitor reaches for the button, not with every page. */
const HelpDialog = lazy(() => loadDialog().then((module) => ({ default: module.HelpDialog })));

/** 'Heeft u hulp nodig?' (spec §1): opens the help panel. */
export const HelpButton = () => {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`button ${styles.trigger}`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M9.5 9.3a2.6 2.6 0 1 1 3.7 2.4c-.8.4-1.2 1-1.2 1.8v.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <circle cx="12" cy="17.2" r="1.2" fill="currentColor" />
        </svg>
        Heeft u hulp nodig?
      </button>
      {used && (
        <Suspense fallback={null}>
          <HelpDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
