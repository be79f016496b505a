import { useState } from 'react';
import styles from './billing.module.css';

export interface BusyButtonProps {
  /** What the button says; it says 'Bezig…' while `run` runs. */
  label: string;
  /** The name for assistive technology, when the label alone does not say which invoice. */
  ariaLabel: string;
  /** Whether this is the row's main action (a filled button) or one beside it. */
  primary?: boolean;
  run: () => Promise<void>;
  /** The Dutch message for what `run` threw, shown below the button. */
  failure: (caught: unknown) => string;
  /** `run` leaves the page when it succeeds: the button stays busy until then. */
  leaves?: boolean;
}

/** A row's button for something that takes a while (a download, a payment): busy meanwhile, its error below. */
export const BusyButton = ({
  label,
  ariaLabel,
  primary = false,
  run,
  failure,
  leaves = false,
}: BusyButtonProps) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const click = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
      if (!leaves) setBusy(false);
    } catch (caught) {
      setError(failure(caught));
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={`button ${primary ? '' : 'button-secondary '}${styles.smallButton}`}
        onClick={() => void click()}
        disabled={busy}
        aria-label={ariaLabel}
      >
        {busy ? 'Bezig…' : label}
      </button>
      {error && (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      )}
    </>
  );
};
